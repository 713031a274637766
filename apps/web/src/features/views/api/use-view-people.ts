import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useWorkspaceMembers } from "../../workspaces";
import type { ViewPerson } from "../components/view-row";

/** Owners by id: the workspace's members plus the caller (member lists leave the caller out). */
export function useViewPeople(slug: string): Map<string, ViewPerson> {
  const me = useCurrentUser();
  const members = useWorkspaceMembers(slug);
  return useMemo(() => {
    const people = new Map<string, ViewPerson>();
    for (const row of members.data ?? []) {
      people.set(row.member.id, { name: personName(row.member), avatar: row.member.avatar_url ?? row.member.avatar });
    }
    if (me.data) people.set(me.data.id, { name: personName(me.data), avatar: me.data.avatar_url ?? me.data.avatar });
    return people;
  }, [me.data, members.data]);
}
