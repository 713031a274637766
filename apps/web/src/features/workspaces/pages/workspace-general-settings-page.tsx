import { PageSpinner } from "../../../components/ui/spinner";
import { SettingsPageHeader } from "../components/settings-page-header";
import { WorkspaceDangerZone } from "../components/workspace-danger-zone";
import { WorkspaceGeneralForm } from "../components/workspace-general-form";
import { useRouteWorkspace } from "../lib/use-route-workspace";

export function WorkspaceGeneralSettingsPage() {
  const { workspace } = useRouteWorkspace();
  if (!workspace) return <PageSpinner label="Loading workspace" />;
  return (
    <div className="space-y-8">
      <SettingsPageHeader title="General" description="The workspace's name, address, size and logo." />
      <WorkspaceGeneralForm key={workspace.id} workspace={workspace} />
      <WorkspaceDangerZone workspace={workspace} />
    </div>
  );
}
