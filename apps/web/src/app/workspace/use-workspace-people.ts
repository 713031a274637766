import { useMemo } from "react";
import { useCurrentUser } from "../../features/auth";
import type { LeadOption } from "../../features/projects";
import { useWorkspaceMembers } from "../../features/workspaces";
import { personName } from "../../lib/person-name";

/** Everyone in the workspace as lead options, the caller first: the member list leaves the caller out. */
export function useWorkspacePeople(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const me = useCurrentUser();
  const members = useWorkspaceMembers(slug, { enabled });
  return useMemo(() => {
    const options: LeadOption[] = [];
    const names = new Map<string, string>();
    if (me.data) {
      options.push({ id: me.data.id, name: `${personName(me.data)} (you)` });
      names.set(me.data.id, personName(me.data));
    }
    for (const row of members.data ?? []) {
      if (row.member.is_bot || names.has(row.member.id)) continue;
      options.push({ id: row.member.id, name: personName(row.member) });
      names.set(row.member.id, personName(row.member));
    }
    return { options, names };
  }, [me.data, members.data]);
}
