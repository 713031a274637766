import type { WorkspaceInvitation } from "@hangar/contracts";
import { formatDistanceToNow } from "date-fns";
import { Mail } from "lucide-react";
import { roleLabel } from "../../../components/role-select";
import { Button } from "../../../components/ui/button";
import { useRevokeInvitation } from "../api/use-workspace-invitations";

export function InvitationsTable({ slug, invitations }: { slug: string; invitations: WorkspaceInvitation[] }) {
  const revoke = useRevokeInvitation(slug);
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex items-center gap-3 px-3 py-2">
          <Mail className="size-4 shrink-0 text-fg-subtle" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm text-fg">{invitation.email}</span>
          <span className="w-20 shrink-0 text-xs text-fg-muted">{roleLabel(invitation.role)}</span>
          <span className="w-28 shrink-0 text-xs text-fg-subtle">
            Invited {formatDistanceToNow(new Date(invitation.created_at), { addSuffix: true })}
          </span>
          <Button
            variant="ghost"
            size="xs"
            aria-label={`Revoke invitation to ${invitation.email}`}
            onClick={() => revoke.mutate({ id: invitation.id, email: invitation.email })}
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
