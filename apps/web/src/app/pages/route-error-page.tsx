import { isRouteErrorResponse, useRouteError } from "react-router";
import { FullPageError } from "../guards/full-page-error";
import { NotFoundPage } from "./not-found-page";

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof Error) console.error(error);
  return <FullPageError error={error} onRetry={() => window.location.reload()} />;
}
