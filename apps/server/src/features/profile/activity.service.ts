import type { UserActivity, UserActivityPage } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { pageInfo, parseCursor } from "../../lib/pagination";
import { isUuid, type WorkspaceAccess } from "../../lib/permissions";
import * as repo from "./activity.repo";
import { findWorkspaceMember } from "./profile.repo";

type Query = { cursor?: string; per_page?: number };

type ActivityRow = Awaited<ReturnType<typeof repo.pageOfActivities>>[number];

function toUserActivity({ activity: a, issue, identifier, workspaceSlug, actor }: ActivityRow): UserActivity {
  return {
    id: a.id,
    verb: a.verb,
    field: a.field,
    old_value: a.old_value,
    new_value: a.new_value,
    old_identifier: a.old_identifier,
    new_identifier: a.new_identifier,
    comment: a.comment,
    actor: a.actor_id,
    actor_detail: actor,
    issue: a.issue_id,
    project: a.project_id,
    workspace: a.workspace_id,
    created_at: a.created_at.toISOString(),
    issue_detail: { ...issue, identifier },
    workspace_slug: workspaceSlug,
  };
}

async function activityPage(db: Db, scope: repo.ActivityScope, query: Query): Promise<UserActivityPage> {
  const cursor = parseCursor(query.cursor, query.per_page);
  const [total, rows] = await Promise.all([
    repo.countActivities(db, scope),
    repo.pageOfActivities(db, scope, { limit: cursor.perPage, offset: cursor.start }),
  ]);
  const results = rows.map(toUserActivity);
  return { ...pageInfo(cursor, { count: results.length, total }), results };
}

/** The newest changes anyone made in this workspace to issues the caller may read (the home's recent activity). */
export async function recentWorkspaceActivities(db: Db, access: WorkspaceAccess, limit: number): Promise<UserActivity[]> {
  const rows = await repo.pageOfActivities(
    db,
    { readerId: access.userId, workspaceId: access.workspace.id },
    { limit, offset: 0 },
  );
  return rows.map(toUserActivity);
}

/** What the caller did, in every workspace, to issues they may still read. */
export function listMyActivities(db: Db, userId: string, query: Query): Promise<UserActivityPage> {
  return activityPage(db, { actorId: userId, readerId: userId }, query);
}

/** What a member did in this workspace, limited to the issues the caller may read. */
export async function listMemberActivities(
  db: Db,
  access: WorkspaceAccess,
  userId: string,
  query: Query,
): Promise<UserActivityPage> {
  const member = isUuid(userId) ? await findWorkspaceMember(db, access.workspace.id, userId.toLowerCase()) : undefined;
  if (!member) throw notFound("Member not found");
  return activityPage(db, { actorId: member.user.id, readerId: access.userId, workspaceId: access.workspace.id }, query);
}
