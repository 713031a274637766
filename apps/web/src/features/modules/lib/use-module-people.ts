import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useProjectMembers } from "../../project-members";

export type ModulePerson = { id: string; name: string; avatar: string | null };

/**
 * People who can lead or join a module: the project's members. The member list leaves the caller out,
 * so the caller comes first.
 */
export function useModulePeople(slug: string, projectId: string) {
  const me = useCurrentUser();
  const members = useProjectMembers(slug, projectId);
  return useMemo(() => {
    const people: ModulePerson[] = [];
    const add = (p: Parameters<typeof personName>[0] & { id: string; avatar?: string | null; avatar_url?: string | null }) => {
      if (!people.some((x) => x.id === p.id))
        people.push({ id: p.id, name: personName(p), avatar: p.avatar_url ?? p.avatar ?? null });
    };
    if (me.data) add(me.data);
    for (const row of members.data ?? []) if (!row.member.is_bot) add(row.member);
    return { people, byId: new Map(people.map((p) => [p.id, p])), meId: me.data?.id ?? null };
  }, [me.data, members.data]);
}
