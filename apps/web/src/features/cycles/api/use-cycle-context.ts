import { canWrite } from "@hangar/contracts";
import { useMemo } from "react";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth";
import { useProjectMembers } from "../../project-members";
import { useProject } from "../../project-settings";

export type CyclePerson = { id: string; name: string; avatar: string | null };

/**
 * What the cycle screens need about the project: whether the caller may change cycles (Member or
 * Admin of the project; the server checks again) and who its people are, to show owners by name.
 */
export function useCycleContext(slug: string, projectId: string) {
  const project = useProject(slug, projectId);
  const members = useProjectMembers(slug, projectId);
  const me = useCurrentUser();
  const people = useMemo(() => {
    const byId = new Map<string, CyclePerson>();
    for (const row of members.data ?? []) {
      const m = row.member;
      byId.set(m.id, { id: m.id, name: personName(m), avatar: m.avatar_url ?? m.avatar ?? null });
    }
    if (me.data && !byId.has(me.data.id)) {
      byId.set(me.data.id, { id: me.data.id, name: personName(me.data), avatar: me.data.avatar_url ?? me.data.avatar ?? null });
    }
    return byId;
  }, [members.data, me.data]);
  const canEdit = canWrite(project.data?.member_role);
  return { project, people, canEdit, meId: me.data?.id ?? null };
}
