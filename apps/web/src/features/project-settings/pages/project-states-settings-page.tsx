import { canWrite } from "@hangar/contracts";
import { SettingsHeader } from "../../../components/settings-header";
import { StatesSettings } from "../../states/pages";
import { useProject } from "../api/use-project";
import { useSettingsParams } from "../lib/use-settings-params";

export function ProjectStatesSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  const project = useProject(slug, projectId);
  const role = project.data?.member_role;
  return (
    <div className="space-y-6">
      <SettingsHeader title="States" description="The workflow a work item moves through, grouped from backlog to done." />
      <StatesSettings slug={slug} projectId={projectId} canEdit={canWrite(role)} />
    </div>
  );
}
