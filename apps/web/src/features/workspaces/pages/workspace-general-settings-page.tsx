import { SettingsHeader } from "../../../components/settings-header";
import { PageSpinner } from "../../../components/ui/spinner";
import { WorkspaceDangerZone } from "../components/workspace-danger-zone";
import { WorkspaceGeneralForm } from "../components/workspace-general-form";
import { useRouteWorkspace } from "../lib/use-route-workspace";

export function WorkspaceGeneralSettingsPage() {
  const { workspace } = useRouteWorkspace();
  if (!workspace) return <PageSpinner label="Loading workspace" />;
  return (
    <div className="space-y-8">
      <SettingsHeader title="General" description="The workspace's name, address, size and logo." />
      <WorkspaceGeneralForm key={workspace.id} workspace={workspace} />
      <WorkspaceDangerZone workspace={workspace} />
    </div>
  );
}
