import type { Actor, ActorDetail } from "@hangar/contracts";
import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useProjectMembers } from "../../project-members";
import { useProject } from "../../project-settings";

export type Mentionable = { id: string; display_name: string; avatar: string | null };

export type Viewer = {
  me: ActorDetail | undefined;
  /** Who is looking and their project role, for the shared permission rules (contracts/permissions.ts). */
  actor: Actor;
  /** Project members plus the viewer (member lists leave the caller out), for @mentions. */
  mentionables: Mentionable[];
  /** A person's name as the rest of the app shows it (personName), for the members it knows. */
  nameOf: (userId: string | null) => string | undefined;
};

/** Who is looking at the issue and who else is in the project. */
export function useViewer(slug: string, projectId: string): Viewer {
  const me = useCurrentUser();
  const members = useProjectMembers(slug, projectId);
  const project = useProject(slug, projectId);
  return useMemo(() => {
    const people = new Map<string, Mentionable>();
    const names = new Map<string, string>();
    if (me.data) {
      names.set(me.data.id, personName(me.data));
      people.set(me.data.id, {
        id: me.data.id,
        display_name: me.data.display_name || me.data.email,
        avatar: me.data.avatar_url ?? me.data.avatar,
      });
    }
    for (const row of members.data ?? []) {
      if (row.member.is_bot || people.has(row.member.id)) continue;
      names.set(row.member.id, personName(row.member));
      people.set(row.member.id, {
        id: row.member.id,
        display_name: row.member.display_name || row.member.email,
        avatar: row.member.avatar_url ?? row.member.avatar,
      });
    }
    const mine = me.data ? people.get(me.data.id) : undefined;
    return {
      me: mine,
      actor: { userId: me.data?.id ?? null, role: project.data?.member_role ?? null },
      mentionables: [...people.values()],
      nameOf: (userId) => (userId ? names.get(userId) : undefined),
    };
  }, [me.data, members.data, project.data?.member_role]);
}
