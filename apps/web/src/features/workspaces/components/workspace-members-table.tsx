import type { WorkspaceMember, WorkspaceMemberMe } from "@hangar/contracts";
import { UserMinus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { RoleSelect } from "../../../components/role-select";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { formatDate } from "../../../lib/dates";
import { personName } from "../../../lib/person-name";
import { useRemoveWorkspaceMember, useUpdateWorkspaceMemberRole } from "../api/use-workspace-members";

type WorkspaceMembersTableProps = {
  slug: string;
  me: WorkspaceMemberMe;
  members: WorkspaceMember[];
  query: string;
};

const joinedOn = (date: string | undefined) => (date ? formatDate(date, "long") : "");

function matches(member: WorkspaceMember, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return personName(member.member).toLowerCase().includes(q) || member.member.email.toLowerCase().includes(q);
}

/** A member's avatar and name lead to their profile in this workspace. */
function ProfileLink({ slug, userId, name, children }: { slug: string; userId: string; name: string; children: ReactNode }) {
  return (
    <Link
      to={`/${slug}/profile/${encodeURIComponent(userId)}`}
      aria-label={`${name}'s profile`}
      className="flex min-w-0 items-center gap-2 rounded-md hover:[&>span]:underline"
    >
      {children}
    </Link>
  );
}

/** The caller first (they can't change their own role), then everyone else with role and removal controls. */
export function WorkspaceMembersTable({ slug, me, members, query }: WorkspaceMembersTableProps) {
  const updateRole = useUpdateWorkspaceMemberRole(slug);
  const remove = useRemoveWorkspaceMember(slug);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const rows = members.filter((m) => m.member.id !== me.member.id && matches(m, query));
  const showMe = matches(me, query);

  return (
    <>
      <table className="w-full table-fixed text-sm" aria-label="Workspace members">
        <thead className="border-b border-border text-left text-xs text-fg-subtle">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="w-[32%] py-2 pr-3 font-medium">
              Email
            </th>
            <th scope="col" className="w-28 py-2 pr-3 font-medium">
              Role
            </th>
            <th scope="col" className="w-28 py-2 pr-3 font-medium">
              Joined
            </th>
            <th scope="col" className="w-10 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {showMe && (
            <tr>
              <td className="py-2 pr-3">
                <span className="flex min-w-0 items-center gap-2">
                  <ProfileLink slug={slug} userId={me.member.id} name={personName(me.member)}>
                    <Avatar name={personName(me.member)} src={me.member.avatar_url ?? me.member.avatar} size="md" />
                    <span className="truncate font-medium text-fg">{personName(me.member)}</span>
                  </ProfileLink>
                  <span className="shrink-0 rounded bg-surface-active px-1.5 text-2xs text-fg-muted">You</span>
                </span>
              </td>
              <td className="truncate py-2 pr-3 text-fg-muted">{me.member.email}</td>
              <td className="py-2 pr-3">
                <RoleSelect value={me.role} disabled title="You can't change your own role" />
              </td>
              <td className="py-2 pr-3 text-xs text-fg-muted">{joinedOn(me.created_at)}</td>
              <td />
            </tr>
          )}
          {rows.map((row) => {
            const name = personName(row.member);
            const outranks = row.role > me.role;
            return (
              <tr key={row.id}>
                <td className="py-2 pr-3">
                  <ProfileLink slug={slug} userId={row.member.id} name={name}>
                    <Avatar name={name} src={row.member.avatar_url ?? row.member.avatar} size="md" />
                    <span className="truncate font-medium text-fg">{name}</span>
                  </ProfileLink>
                </td>
                <td className="truncate py-2 pr-3 text-fg-muted">{row.member.email}</td>
                <td className="py-2 pr-3">
                  <RoleSelect
                    value={row.role}
                    max={me.role}
                    disabled={outranks}
                    title={outranks ? "Their role is higher than yours" : undefined}
                    onChange={(role) => role !== row.role && updateRole.mutate({ membershipId: row.id, role })}
                  />
                </td>
                <td className="py-2 pr-3 text-xs text-fg-muted">{joinedOn(row.created_at)}</td>
                <td className="py-2 text-right">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={outranks}
                    aria-label={`Remove ${name}`}
                    title={`Remove ${name}`}
                    onClick={() => setRemoving(row)}
                  >
                    <UserMinus aria-hidden />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && !showMe && <p className="py-6 text-center text-sm text-fg-muted">No members match “{query}”.</p>}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${personName(removing.member)}?` : "Remove member?"}
        description="They lose access to this workspace and its projects. You can invite them again later."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) remove.mutate({ membershipId: removing.id, name: personName(removing.member) });
          setRemoving(null);
        }}
      />
    </>
  );
}
