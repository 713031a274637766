import type { Workspace } from "@hangar/contracts";
import { Link, useNavigate } from "react-router";
import { CreateWorkspaceForm } from "../../features/onboarding";
import { useRememberWorkspace, useUserWorkspaces } from "../../features/workspaces";
import { AuthLayout } from "../auth-layout";

export function CreateWorkspacePage() {
  const navigate = useNavigate();
  const workspaces = useUserWorkspaces();
  const remember = useRememberWorkspace();
  const back = workspaces.data?.[0];

  async function handleCreated(workspace: Workspace) {
    await remember.mutateAsync(workspace.id).catch(() => undefined);
    navigate(`/${workspace.slug}/`);
  }

  return (
    <AuthLayout
      footer={
        back && (
          <Link to={`/${back.slug}/`} className="font-medium text-accent hover:underline">
            Back to {back.name}
          </Link>
        )
      }
    >
      <div className="mb-5 space-y-1">
        <h1 className="text-lg font-semibold tracking-tight text-fg">Create a workspace</h1>
        <p className="text-sm text-fg-muted">A workspace holds your team's projects, issues and members.</p>
      </div>
      <CreateWorkspaceForm onCreated={handleCreated} />
    </AuthLayout>
  );
}
