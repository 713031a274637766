import { ROLE } from "@hangar/contracts";
import { FileText } from "lucide-react";
import { FeatureOffState } from "../../../components/feature-off-state";

/** Pages turned off in the project's features (feature `page_view`): say so, and where to turn them on. */
export function PagesOff({ slug, projectId, role }: { slug: string; projectId: string; role: number | null }) {
  return (
    <FeatureOffState
      icon={FileText}
      title="Pages are turned off for this project"
      description="Turn them on in the project's features to write specs, notes and runbooks beside the issues."
      slug={slug}
      projectId={projectId}
      showLink={role === ROLE.ADMIN}
    />
  );
}
