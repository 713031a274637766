import { ROLE } from "@hangar/contracts";
import { Layers } from "lucide-react";
import { FeatureOffState } from "../../../components/feature-off-state";

/** The project's `issue_views_view` feature is off: say so, and point admins at the switch. */
export function ViewsDisabled({ slug, projectId, role }: { slug: string; projectId: string; role: number | null }) {
  return (
    <FeatureOffState
      icon={Layers}
      title="Views are turned off for this project"
      description="A project admin can turn them on in the project's features."
      slug={slug}
      projectId={projectId}
      showLink={role === ROLE.ADMIN}
    />
  );
}
