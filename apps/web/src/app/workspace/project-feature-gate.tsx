import { ROLE } from "@hangar/contracts";
import { Boxes, RefreshCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { FeatureOffState } from "../../components/feature-off-state";
import { useProject } from "../../features/project-settings";

type GatedFeature = "cycle_view" | "module_view";

const OFF: Record<GatedFeature, { icon: typeof Boxes; title: string; description: string }> = {
  cycle_view: {
    icon: RefreshCcw,
    title: "Cycles are turned off for this project",
    description: "Turn them on in the project's features to plan work in time boxes.",
  },
  module_view: {
    icon: Boxes,
    title: "Modules are turned off for this project",
    description: "Turn them on in the project's features to group work into modules.",
  },
};

/**
 * A page under a project feature (a cycle or a module opened by link) says the feature is off, as the
 * feature's list page does and as the sidebar does by leaving the entry out.
 */
export function ProjectFeatureGate({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const project = useProject(slug, projectId);
  const data = project.data;
  if (data && !data[feature]) {
    const off = OFF[feature];
    return (
      <FeatureOffState
        icon={off.icon}
        title={off.title}
        description={off.description}
        slug={slug}
        projectId={projectId}
        showLink={data.member_role === ROLE.ADMIN}
      />
    );
  }
  return children;
}
