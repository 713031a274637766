import type { LiveChangeOf } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import type { MembershipRow, WorkspaceRow } from "./workspaces.repo";

/** Workspace-wide (project_id null): every member hears of it, and sockets re-check their access on these. */
export async function recordWorkspaceEvent(
  tx: Db,
  actorId: string,
  workspace: Pick<WorkspaceRow, "id">,
  change: LiveChangeOf<"workspace">,
) {
  await recordEvent(tx, {
    workspace_id: workspace.id,
    project_id: null,
    entity_type: "workspace",
    entity_id: workspace.id,
    ...change,
    actor_id: actorId,
  });
}

export async function recordWorkspaceMemberEvent(
  tx: Db,
  actorId: string,
  action: "created" | "updated" | "deleted",
  membership: Pick<MembershipRow, "id" | "workspace_id" | "member_id" | "role">,
) {
  const member = { id: membership.id, member_id: membership.member_id, role: membership.role };
  const change: LiveChangeOf<"workspace_member"> =
    action === "deleted" ? { action, payload: { id: membership.id, member } } : { action, payload: { member } };
  await recordEvent(tx, {
    workspace_id: membership.workspace_id,
    project_id: null,
    entity_type: "workspace_member",
    entity_id: membership.id,
    ...change,
    actor_id: actorId,
  });
}
