import type { Workspace, WorkspaceInvitation } from "@hangar/contracts";
import { PageSpinner } from "../../../components/ui/spinner";
import { useMyInvitations } from "../api/use-invitations";
import { CreateWorkspaceForm } from "./create-workspace-form";
import { InvitationList } from "./invitation-list";

type WorkspaceStepProps = {
  onCreated: (workspace: Workspace) => void | Promise<void>;
  onJoined: (invitation: WorkspaceInvitation) => void | Promise<void>;
};

export function WorkspaceStep({ onCreated, onJoined }: WorkspaceStepProps) {
  const invitations = useMyInvitations();
  if (invitations.isPending) return <PageSpinner />;
  const pending = invitations.data ?? [];

  return (
    <div className="flex flex-col gap-6">
      {pending.length > 0 && (
        <section aria-labelledby="onboarding-invitations" className="flex flex-col gap-3">
          <div>
            <h2 id="onboarding-invitations" className="text-base font-semibold text-fg">
              Join a workspace
            </h2>
            <p className="text-sm text-fg-muted">
              You have been invited to {pending.length === 1 ? "a workspace" : "these workspaces"}.
            </p>
          </div>
          <InvitationList invitations={pending} onAccepted={onJoined} />
          <div className="flex items-center gap-3 text-xs text-fg-subtle" aria-hidden>
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
        </section>
      )}
      <section aria-labelledby="onboarding-create" className="flex flex-col gap-3">
        <div>
          <h2 id="onboarding-create" className="text-base font-semibold text-fg">
            Create a workspace
          </h2>
          <p className="text-sm text-fg-muted">A workspace holds your team's projects, issues and members.</p>
        </div>
        <CreateWorkspaceForm onCreated={onCreated} />
      </section>
    </div>
  );
}
