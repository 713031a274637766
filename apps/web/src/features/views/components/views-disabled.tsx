import { ROLE } from "@hangar/contracts";
import { Layers } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";

/** The project's `issue_views_view` feature is off: say so, and point admins at the switch. */
export function ViewsDisabled({ slug, projectId, role }: { slug: string; projectId: string; role: number | null }) {
  return (
    <EmptyState
      icon={Layers}
      title="Views are turned off for this project"
      description="A project admin can turn them on in the project's features."
      action={
        role === ROLE.ADMIN && (
          <Link
            to={`/${slug}/projects/${projectId}/settings/features`}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Open features
          </Link>
        )
      }
    />
  );
}
