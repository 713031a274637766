import type { ProjectMember } from "@hangar/contracts";
import { Trash2, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RoleSelect, roleLabel } from "../../../components/role-select";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useRemoveProjectMember, useUpdateProjectMemberRole } from "../api/use-project-members";
import { memberName } from "../lib/member-name";

type ProjectMemberListProps = {
  slug: string;
  projectId: string;
  members: ProjectMember[];
  /** Workspace role per user id: a project role may not exceed it. */
  workspaceRoles: Map<string, number>;
  canManage: boolean;
};

export function ProjectMemberList({ slug, projectId, members, workspaceRoles, canManage }: ProjectMemberListProps) {
  const updateRole = useUpdateProjectMemberRole(slug, projectId);
  const remove = useRemoveProjectMember(slug, projectId);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);

  if (members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No other members yet"
        description={
          canManage ? "Add people from your workspace to work on this project together." : "Only you are in this project."
        }
      />
    );
  }

  const sorted = [...members].sort((a, b) => memberName(a.member).localeCompare(memberName(b.member)));

  return (
    <>
      <ul aria-label="Project members" className="divide-y divide-border rounded-lg border border-border bg-surface">
        {sorted.map((row) => {
          const name = memberName(row.member);
          const pending = isTemporaryId(row.id);
          return (
            <li key={row.id} className="group flex items-center gap-3 px-3 py-2">
              <Link
                to={`/${slug}/profile/${encodeURIComponent(row.member.id)}`}
                aria-label={`${name}'s profile`}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-md hover:[&_p:first-child]:underline"
              >
                <Avatar name={name} src={row.member.avatar_url ?? row.member.avatar} size="md" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{name}</p>
                  <p className="truncate text-xs text-fg-muted">{row.member.email}</p>
                </div>
              </Link>
              {canManage ? (
                <RoleSelect
                  label={`Role of ${name}`}
                  value={row.role}
                  max={workspaceRoles.get(row.member.id)}
                  disabled={pending}
                  className="w-28"
                  onChange={(role) => updateRole.mutate({ membershipId: row.id, role })}
                />
              ) : (
                <span className="text-xs text-fg-muted">{roleLabel(row.role)}</span>
              )}
              {canManage && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${name}`}
                  disabled={pending}
                  onClick={() => setRemoving(row)}
                  className="opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member?"
        description={removing ? `${memberName(removing.member)} will lose access to this project.` : undefined}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate({ membershipId: removing.id });
          setRemoving(null);
        }}
      />
    </>
  );
}
