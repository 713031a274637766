import type { WorkspaceInvitation } from "@hangar/contracts";
import { MailOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { InvitationList, useMyInvitations } from "../../features/onboarding";
import { toast } from "../../lib/toast";
import { AuthLayout } from "../auth-layout";
import { FullPageError } from "../guards/full-page-error";
import { SignOutButton } from "../sign-out-button";

/** Pending workspace invitations of the signed-in user; accepted ones offer a way in. */
export function InvitationsPage() {
  const invitations = useMyInvitations();
  const [joined, setJoined] = useState<WorkspaceInvitation[]>([]);

  if (invitations.isError) return <FullPageError error={invitations.error} onRetry={() => invitations.refetch()} />;

  const joinedIds = new Set(joined.map((i) => i.id));
  const pending = (invitations.data ?? []).filter((i) => !joinedIds.has(i.id));

  return (
    <AuthLayout width="md" aside={<SignOutButton />}>
      <div className="mb-5 space-y-1">
        <h1 className="text-lg font-semibold tracking-tight text-fg">Workspace invitations</h1>
        <p className="text-sm text-fg-muted">Accept an invitation to join your team's workspace.</p>
      </div>
      {invitations.isPending ? (
        <PageSpinner />
      ) : (
        <div className="flex flex-col gap-4">
          {joined.length > 0 && (
            <ul className="divide-y divide-border rounded-lg border border-border bg-surface" aria-label="Joined workspaces">
              {joined.map((invitation) => (
                <li key={invitation.id} className="flex items-center gap-3 px-3 py-2.5">
                  <Avatar name={invitation.workspace.name} src={invitation.workspace.logo_url} shape="square" size="lg" />
                  <p className="min-w-0 flex-1 truncate text-sm font-medium">{invitation.workspace.name}</p>
                  <Link to={`/${invitation.workspace.slug}/`} className={buttonClasses({ size: "sm" })}>
                    Go to workspace
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pending.length > 0 ? (
            <InvitationList
              invitations={pending}
              onAccepted={(invitation) => {
                toast.success(`You joined ${invitation.workspace.name}`);
                setJoined((list) => [...list, invitation]);
              }}
            />
          ) : (
            joined.length === 0 && (
              <EmptyState
                icon={MailOpen}
                title="No pending invitations"
                description="When someone invites you to a workspace, it shows up here."
                action={
                  <Link to="/create-workspace" className={buttonClasses({ variant: "secondary" })}>
                    Create a workspace
                  </Link>
                }
              />
            )
          )}
        </div>
      )}
    </AuthLayout>
  );
}
