import { ROLE_LABEL, type Role, type WorkspaceInvitation } from "@hangar/contracts";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { UnverifiedEmailBanner, useCurrentUser } from "../../auth";
import { useAcceptInvitations } from "../api/use-invitations";

type InvitationListProps = {
  invitations: WorkspaceInvitation[];
  onAccepted: (invitation: WorkspaceInvitation) => void | Promise<void>;
};

export function InvitationList({ invitations, onAccepted }: InvitationListProps) {
  const accept = useAcceptInvitations();
  const unverified = useCurrentUser().data?.is_email_verified === false;
  const [acceptingId, setAcceptingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleAccept(invitation: WorkspaceInvitation) {
    setAcceptingId(invitation.id);
    setFailure(null);
    try {
      await accept.mutateAsync([invitation.id]);
      await onAccepted(invitation);
    } catch (error) {
      // Shown beside the list, not in a passing toast: the reason (say, an unverified address) needs acting on.
      setFailure(errorMessage(error, "Could not accept the invitation. Please try again."));
    } finally {
      setAcceptingId(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {unverified && (
        <UnverifiedEmailBanner reason="Invitations can be accepted only from a verified address, or through the link in the invitation email." />
      )}
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 px-3 py-2.5">
            <Avatar name={invitation.workspace.name} src={invitation.workspace.logo_url} shape="square" size="lg" />
            <div className="min-w-0 flex-1">
              <p id={`invitation-${invitation.id}`} className="truncate text-sm font-medium text-fg">
                {invitation.workspace.name}
              </p>
              <p className="truncate text-xs text-fg-muted">Invited as {ROLE_LABEL[invitation.role as Role] ?? "Member"}</p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={`invitation-${invitation.id}`}
              loading={acceptingId === invitation.id}
              disabled={acceptingId !== null && acceptingId !== invitation.id}
              onClick={() => handleAccept(invitation)}
            >
              Accept
            </Button>
          </li>
        ))}
      </ul>
      {failure && <Alert variant="error">{failure}</Alert>}
    </div>
  );
}
