import { ROLE } from "@hangar/contracts";
import { and, asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { issueRelations, issues, projectMembers, projects } from "../../../db/schema";
import { readableIssueSql } from "../../../lib/visibility";

export type RelationRow = typeof issueRelations.$inferSelect;

/** The fields a relation shows of the other issue, plus what activity rows need (its project and key). */
export type RelatableIssue = {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  workspace_id: string;
  state_id: string | null;
  priority: string;
  project_identifier: string;
};

const relatableColumns = {
  id: issues.id,
  name: issues.name,
  sequence_id: issues.sequence_id,
  project_id: issues.project_id,
  workspace_id: issues.workspace_id,
  state_id: issues.state_id,
  priority: issues.priority,
  project_identifier: projects.identifier,
};

/**
 * Live issues of the workspace among `ids` whose project the user is an active member of with at least
 * `minRole`; anything else is simply missing from the answer.
 */
export async function findRelatableIssues(
  db: Db,
  workspaceId: string,
  userId: string,
  ids: string[],
  minRole: number = ROLE.MEMBER,
): Promise<RelatableIssue[]> {
  if (ids.length === 0) return [];
  return db
    .select(relatableColumns)
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .innerJoin(
      projectMembers,
      and(
        eq(projectMembers.project_id, issues.project_id),
        eq(projectMembers.member_id, userId),
        eq(projectMembers.is_active, true),
        gte(projectMembers.role, minRole),
      ),
    )
    .where(
      and(
        inArray(issues.id, ids),
        eq(issues.workspace_id, workspaceId),
        isNull(issues.deleted_at),
        eq(issues.is_draft, false),
        isNull(projects.archived_at),
      ),
    );
}

/** Every relation touching the issue, each with the issue on the other end, limited to those the user may read (lib/visibility.ts). */
export async function listRelationsOf(db: Db, issueId: string, userId: string) {
  const other = alias(issues, "other");
  const otherId = sql`case when ${issueRelations.issue_id} = ${issueId} then ${issueRelations.related_issue_id} else ${issueRelations.issue_id} end`;
  return db
    .select({
      relation: issueRelations,
      other: {
        id: other.id,
        name: other.name,
        sequence_id: other.sequence_id,
        project_id: other.project_id,
        workspace_id: other.workspace_id,
        state_id: other.state_id,
        priority: other.priority,
        project_identifier: projects.identifier,
      },
    })
    .from(issueRelations)
    .innerJoin(other, sql`${other.id} = ${otherId}`)
    .innerJoin(projects, eq(projects.id, other.project_id))
    .where(
      and(
        or(eq(issueRelations.issue_id, issueId), eq(issueRelations.related_issue_id, issueId)),
        readableIssueSql(other, userId),
      ),
    )
    .orderBy(asc(issueRelations.created_at), asc(projects.identifier), asc(other.sequence_id));
}

/** Relations between two issues, whichever way they were stored. */
export async function relationsBetween(db: Db, a: string, b: string): Promise<RelationRow[]> {
  return db
    .select()
    .from(issueRelations)
    .where(
      or(
        and(eq(issueRelations.issue_id, a), eq(issueRelations.related_issue_id, b)),
        and(eq(issueRelations.issue_id, b), eq(issueRelations.related_issue_id, a)),
      ),
    );
}

/** Serializes changes to one pair, so two people relating the same issues at once cannot both insert. */
export async function lockPair(db: Db, a: string, b: string) {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertRelation(db: Db, values: typeof issueRelations.$inferInsert): Promise<RelationRow> {
  const [row] = await db.insert(issueRelations).values(values).returning();
  return row;
}

export async function deleteRelations(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(issueRelations).where(inArray(issueRelations.id, ids));
}
