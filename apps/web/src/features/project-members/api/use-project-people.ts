import { useMemo } from "react";
import { useCurrentUser } from "../../auth";
import { useProjectMembers } from "./use-project-members";

/** A person a picker offers: a project member, or the caller. */
export type ProjectPerson = {
  id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
  avatar: string | null;
  avatar_url: string | null;
};

/**
 * Everyone a picker offers in a project (assignees, mentions): the caller first, then the members who
 * are not bots. The member list leaves the caller out (spec §5, for the member management screens),
 * and a picker without the caller is how a solo user ends up unable to assign themselves.
 */
export function useProjectPeople(slug: string, projectId: string) {
  const me = useCurrentUser();
  const members = useProjectMembers(slug, projectId);
  const people = useMemo(() => {
    const list: ProjectPerson[] = [];
    const add = (p: ProjectPerson) => {
      if (!list.some((x) => x.id === p.id)) list.push(p);
    };
    if (me.data) add(me.data);
    for (const row of members.data ?? []) if (!row.member.is_bot) add(row.member);
    return list;
  }, [me.data, members.data]);
  return { people, meId: me.data?.id ?? null };
}
