import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useWorkspaceMembers } from "../../workspaces";

export type PagePerson = { id: string; name: string; avatar: string | null };

/** Owners and version authors by id: the workspace's members plus the caller (member lists leave the caller out). */
export function usePagePeople(slug: string): Map<string, PagePerson> {
  const me = useCurrentUser();
  const members = useWorkspaceMembers(slug);
  return useMemo(() => {
    const people = new Map<string, PagePerson>();
    for (const row of members.data ?? []) {
      const m = row.member;
      people.set(m.id, { id: m.id, name: personName(m), avatar: m.avatar_url ?? m.avatar });
    }
    if (me.data)
      people.set(me.data.id, { id: me.data.id, name: personName(me.data), avatar: me.data.avatar_url ?? me.data.avatar });
    return people;
  }, [me.data, members.data]);
}
