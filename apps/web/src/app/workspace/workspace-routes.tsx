import type { RouteObject } from "react-router";
import { WorkspaceHomePage } from "./workspace-home-page";
import { WorkspaceNotFoundPage } from "./workspace-not-found-page";

/** Children of /:workspaceSlug; workspace features add their routes here. */
export const workspaceRoutes: RouteObject[] = [
  { index: true, element: <WorkspaceHomePage /> },
  { path: "*", element: <WorkspaceNotFoundPage /> },
];
