import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { errorMessage } from "../../../lib/api";

/** A view that was deleted, or is someone else's private view (the server answers 404 for both). */
export function ViewNotFound({ error, backTo }: { error: unknown; backTo: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="View not found"
      description={errorMessage(error, "This view doesn't exist, or it is private to someone else.")}
      action={
        <Link to={backTo} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Back to views
        </Link>
      }
    />
  );
}
