import { SearchX } from "lucide-react";
import { NotFoundState } from "../../../components/not-found-state";

/** A view that was deleted, or is someone else's private view (the server answers 404 for both). */
export function ViewNotFound({ error, backTo }: { error: unknown; backTo: string }) {
  return (
    <NotFoundState
      icon={SearchX}
      title="View not found"
      error={error}
      fallback="This view doesn't exist, or it is private to someone else."
      backTo={backTo}
      backLabel="Back to views"
    />
  );
}
