import { canWrite } from "@hangar/contracts";
import { SettingsHeader } from "../../../components/settings-header";
import { LabelsSettings } from "../../labels/pages";
import { useProject } from "../api/use-project";
import { useSettingsParams } from "../lib/use-settings-params";

export function ProjectLabelsSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  const project = useProject(slug, projectId);
  const role = project.data?.member_role;
  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Labels"
        description="Tag work items to group and filter them. Nest labels to keep related ones together."
      />
      <LabelsSettings slug={slug} projectId={projectId} canEdit={canWrite(role)} />
    </div>
  );
}
