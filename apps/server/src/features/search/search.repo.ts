import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cycleIssues, issueRelations, issues, moduleIssues, projectMembers, users, workspaceMembers } from "../../db/schema";
import { activeInWorkspace } from "../../lib/memberships";
import type { SearchTerms } from "./search-terms";

/** Names first that are the text, then that start with it, then the most alike (trigram similarity). */
const nameRank = (column: AnyPgColumn, t: SearchTerms) => [
  desc(sql`lower(${column}) = lower(${t.text})`),
  desc(sql`${column} ilike ${t.pattern.slice(1)}`),
  desc(sql`${column} ilike ${t.pattern}`),
  desc(sql`similarity(${column}, ${t.text})`),
];

/** The issue and everything under it (sub-issues, theirs, …): none of them can become its parent. */
export const notUnder = (issueId: string) => sql`${issues.id} not in (
  with recursive under(id) as (
    select ${issueId}::uuid
    union
    select child.id from ${issues} child join under on child.parent_id = under.id
  ) select id from under)`;

/** The issue and everything above it (its parent, theirs, …): none of them can become its sub-issue. */
export const notAbove = (issueId: string) => sql`${issues.id} not in (
  with recursive above(id, parent_id) as (
    select id, parent_id from ${issues} where id = ${issueId}::uuid
    union
    select up.id, up.parent_id from ${issues} up join above on up.id = above.parent_id
  ) select id from above)`;

export const notSelf = (issueId: string) => sql`${issues.id} <> ${issueId}::uuid`;
export const notChildOf = (issueId: string) => sql`${issues.parent_id} is distinct from ${issueId}::uuid`;
export const notParentOf = (issueId: string) =>
  sql`${issues.id} is distinct from (select parent_id from ${issues} self where self.id = ${issueId}::uuid)`;

/** Relations are stored one way: an issue is related whichever end it is. */
export const notRelatedTo = (issueId: string) => sql`not exists (select 1 from ${issueRelations} r where
  (r.issue_id = ${issueId}::uuid and r.related_issue_id = ${issues.id})
  or (r.related_issue_id = ${issueId}::uuid and r.issue_id = ${issues.id}))`;

export const notInCycle = (cycleId: string) =>
  sql`not exists (select 1 from ${cycleIssues} ci where ci.issue_id = ${issues.id} and ci.cycle_id = ${cycleId}::uuid)`;
export const notInModule = (moduleId: string) =>
  sql`not exists (select 1 from ${moduleIssues} mi where mi.issue_id = ${issues.id} and mi.module_id = ${moduleId}::uuid)`;

/** Active members of the workspace (or of one project) by name, for mentions. */
export async function searchMembers(
  db: Db,
  f: { workspaceId: string; projectId?: string },
  t: SearchTerms | null,
  limit: number,
) {
  const inProject = f.projectId
    ? sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${f.projectId}
        and pm.member_id = ${users.id} and pm.is_active)`
    : undefined;
  return db
    .select({
      id: users.id,
      display_name: users.display_name,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: users.avatar,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member_id))
    .where(
      and(
        activeInWorkspace(f.workspaceId),
        eq(users.is_active, true),
        inProject,
        t
          ? or(
              ilike(users.display_name, t.pattern),
              ilike(users.first_name, t.pattern),
              ilike(users.last_name, t.pattern),
              sql`(${users.first_name} || ' ' || ${users.last_name}) ilike ${t.pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(...(t ? nameRank(users.display_name, t) : []), asc(users.display_name), asc(users.id))
    .limit(limit);
}
