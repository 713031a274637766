import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useCurrentWorkspace } from "./use-current-workspace";

export function WorkspaceNotFoundPage() {
  const workspace = useCurrentWorkspace();
  return (
    <div className="flex h-full items-center justify-center">
      <EmptyState
        icon={SearchX}
        title="Page not found"
        description="This page doesn't exist in this workspace."
        action={
          <Link to={`/${workspace.slug}/`} className={buttonClasses({ variant: "secondary" })}>
            Back to {workspace.name}
          </Link>
        }
      />
    </div>
  );
}
