import { ROLE_LABEL, type Role, type WorkspaceInvitation } from "@hangar/contracts";
import { useState } from "react";
import { toast } from "sonner";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { useAcceptInvitations } from "../api/use-invitations";

type InvitationListProps = {
  invitations: WorkspaceInvitation[];
  onAccepted: (invitation: WorkspaceInvitation) => void | Promise<void>;
};

export function InvitationList({ invitations, onAccepted }: InvitationListProps) {
  const accept = useAcceptInvitations();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);

  async function handleAccept(invitation: WorkspaceInvitation) {
    setAcceptingId(invitation.id);
    try {
      await accept.mutateAsync([invitation.id]);
      await onAccepted(invitation);
    } catch (error) {
      toast.error(errorMessage(error, "Could not accept the invitation. Please try again."));
    } finally {
      setAcceptingId(null);
    }
  }

  return (
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
  );
}
