import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useProjectMembers, useWorkspaceMembers } from "../../project-members";

export type IssuePerson = { id: string; name: string; displayName: string; avatar: string | null };

/**
 * People an issue can be assigned to (the project's members — the member list leaves the caller out,
 * so the caller is added first) and a name for anyone else who appears on it (a creator who left).
 */
export function useIssuePeople(slug: string, projectId: string) {
  const me = useCurrentUser();
  const projectMembers = useProjectMembers(slug, projectId);
  const workspaceMembers = useWorkspaceMembers(slug);
  return useMemo(() => {
    const byId = new Map<string, IssuePerson>();
    const assignable: IssuePerson[] = [];
    const add = (
      p: {
        id: string;
        first_name?: string | null;
        last_name?: string | null;
        display_name?: string | null;
        email: string;
        avatar?: string | null;
        avatar_url?: string | null;
      },
      canAssign: boolean,
    ) => {
      const person: IssuePerson = {
        id: p.id,
        name: personName(p),
        displayName: p.display_name || personName(p),
        avatar: p.avatar_url ?? p.avatar ?? null,
      };
      if (!byId.has(p.id)) byId.set(p.id, person);
      if (canAssign && !assignable.some((a) => a.id === p.id)) assignable.push(person);
    };
    if (me.data) add(me.data, true);
    for (const row of projectMembers.data ?? []) if (!row.member.is_bot) add(row.member, true);
    for (const row of workspaceMembers.data ?? []) add(row.member, false);
    return { assignable, byId, meId: me.data?.id ?? null };
  }, [me.data, projectMembers.data, workspaceMembers.data]);
}
