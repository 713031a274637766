import type { LiveChangeOf, Project } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import { activeMemberIds, type ProjectMemberRow, type ProjectRow, toProject } from "./projects.repo";

type PerUser = "is_member" | "member_role" | "is_favorite";
export type EventProject = Omit<Project, PerUser>;

/** What every member may see of a project: the per-viewer fields depend on who reads, so they stay out. */
export async function eventProject(db: Db, row: ProjectRow): Promise<EventProject> {
  const {
    is_member: _m,
    member_role: _r,
    is_favorite: _f,
    ...shared
  } = toProject(row, {
    is_member: false,
    member_role: null,
    is_favorite: false,
    members: await activeMemberIds(db, row.id),
  });
  return shared;
}

/** Keys whose value differs; bookkeeping fields that change on every write are left out. */
export function changedKeys<T extends object>(before: T, after: T, ignore: string[] = ["updated_at", "updated_by"]): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys(b).filter((k) => !ignore.includes(k) && JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

export async function recordProjectEvent(
  tx: Db,
  actorId: string,
  action: "created" | "updated" | "archived" | "restored",
  project: EventProject,
  changed?: string[],
) {
  await recordEvent(tx, {
    workspace_id: project.workspace,
    project_id: project.id,
    entity_type: "project",
    entity_id: project.id,
    action,
    actor_id: actorId,
    payload: changed ? { project, changed } : { project },
  });
}

export async function recordProjectDeleted(tx: Db, actorId: string, project: { id: string; workspace_id: string }) {
  await recordEvent(tx, {
    workspace_id: project.workspace_id,
    project_id: project.id,
    entity_type: "project",
    entity_id: project.id,
    action: "deleted",
    actor_id: actorId,
    payload: { id: project.id },
  });
}

/** Join, add, role change, removal and leaving: every socket reloads its project set on these. */
export async function recordProjectMemberEvent(
  tx: Db,
  actorId: string | null,
  action: "created" | "updated" | "deleted",
  membership: Pick<ProjectMemberRow, "id" | "workspace_id" | "project_id" | "member_id" | "role">,
) {
  const member = { id: membership.id, member_id: membership.member_id, role: membership.role };
  const change: LiveChangeOf<"project_member"> =
    action === "deleted" ? { action, payload: { id: membership.id, member } } : { action, payload: { member } };
  await recordEvent(tx, {
    workspace_id: membership.workspace_id,
    project_id: membership.project_id,
    entity_type: "project_member",
    entity_id: membership.id,
    ...change,
    actor_id: actorId,
  });
}
