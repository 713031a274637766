import { RELATION_TYPES } from "@hangar/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { issueActivities, issues, projects, users, workspaces } from "../../db/schema";
import { readableIssueSql } from "../../lib/visibility";

/** Whose activity (everyone's when absent), read by whom, and optionally within one workspace. */
export type ActivityScope = { actorId?: string; readerId: string; workspaceId?: string };

/** Fields whose rows name another issue (a relation's other end, a parent) by its id. */
const ISSUE_FIELDS = [...RELATION_TYPES, "parent"];

/**
 * The one visibility rule (lib/visibility.ts) over an activity row: the reader may read its issue and,
 * for a row naming another issue, that one too (as an issue's own history leaves such rows out).
 */
const OTHER = "other_issue";

function readableBy(readerId: string): SQL {
  const other = alias(issues, OTHER);
  const namedReadable = (column: AnyPgColumn) =>
    sql`(${column} is null or ${column} = ${issueActivities.issue_id} or exists (select 1 from ${issues} as ${sql.identifier(OTHER)} where ${other.id} = ${column} and ${readableIssueSql(other, readerId)}))`;
  return and(
    readableIssueSql(issues, readerId),
    sql`(${issueActivities.field} is null or ${issueActivities.field} not in (${sql.join(
      ISSUE_FIELDS.map((f) => sql`${f}`),
      sql`, `,
    )}) or (${namedReadable(issueActivities.old_identifier)} and ${namedReadable(issueActivities.new_identifier)}))`,
  ) as SQL;
}

const where = (s: ActivityScope) =>
  and(
    s.actorId ? eq(issueActivities.actor_id, s.actorId) : undefined,
    s.workspaceId ? eq(issueActivities.workspace_id, s.workspaceId) : undefined,
    readableBy(s.readerId),
  );

export async function countActivities(db: Db, s: ActivityScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(issueActivities)
    .innerJoin(issues, eq(issues.id, issueActivities.issue_id))
    .where(where(s));
  return row?.n ?? 0;
}

/** One page of the activity, newest first. */
export function pageOfActivities(db: Db, s: ActivityScope, page: { limit: number; offset: number }) {
  return db
    .select({
      activity: issueActivities,
      issue: { id: issues.id, name: issues.name, sequence_id: issues.sequence_id },
      identifier: projects.identifier,
      workspaceSlug: workspaces.slug,
      actor: { id: users.id, display_name: users.display_name, avatar: users.avatar },
    })
    .from(issueActivities)
    .innerJoin(issues, eq(issues.id, issueActivities.issue_id))
    .innerJoin(projects, eq(projects.id, issueActivities.project_id))
    .innerJoin(workspaces, eq(workspaces.id, issueActivities.workspace_id))
    .innerJoin(users, eq(users.id, issueActivities.actor_id))
    .where(where(s))
    .orderBy(desc(issueActivities.created_at), desc(issueActivities.id))
    .limit(page.limit)
    .offset(page.offset);
}
