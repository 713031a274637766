import { type IssueGroupBy, PRIORITIES, STATE_GROUPS } from "@hangar/contracts";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { cycles, labels, modules, projectMembers, projects, states, users } from "../../../db/schema";
import { memberProjectIdsQuery } from "../../../lib/permissions";
import type { IssueListScope } from "./issue-list-filters";

/**
 * The groups a grouping always has, in display order: every state of the projects in scope, all five
 * priorities, every label, every member… `none` says whether "None" is one of them (an issue can lack
 * the value). Either fixed `keys`, or a `query` yielding them.
 */
export type KnownGroups =
  | { keys: readonly string[]; none: boolean; query?: undefined }
  | { query: KeyQuery; none: boolean; keys?: undefined };
type KeyQuery = PromiseLike<{ key: string }[]> & { toSQL(): { sql: string; params: unknown[] } };

const keyQuery = (db: Db, key: PgColumn) => db.select({ key: sql<string>`${key}::text`.as("key") });

const stateGroupRank = sql.raw(`case "group" ${STATE_GROUPS.map((g, i) => `when '${g}' then ${i}`).join(" ")} else 99 end`);

export function knownGroups(db: Db, groupBy: IssueGroupBy, scope: IssueListScope): KnownGroups {
  const inScope = (column: PgColumn): SQL =>
    scope.projectIds
      ? inArray(column, scope.projectIds)
      : scope.memberOnly
        ? inArray(column, memberProjectIdsQuery(db, scope.workspaceId, scope.userId))
        : inArray(column, db.select({ id: projects.id }).from(projects).where(eq(projects.workspace_id, scope.workspaceId)));
  const members = () =>
    keyQuery(db, users.id)
      .from(users)
      .where(
        inArray(
          users.id,
          db
            .select({ id: projectMembers.member_id })
            .from(projectMembers)
            .where(and(inScope(projectMembers.project_id), eq(projectMembers.is_active, true))),
        ),
      )
      .orderBy(asc(users.display_name), asc(users.id));
  switch (groupBy) {
    case "state__group":
      return { keys: STATE_GROUPS, none: false };
    case "priority":
      return { keys: PRIORITIES, none: false };
    case "state_id":
      return {
        query: keyQuery(db, states.id)
          .from(states)
          .where(inScope(states.project_id))
          .orderBy(asc(stateGroupRank), asc(states.sequence), asc(states.name)),
        none: false,
      };
    case "project_id":
      return {
        query: keyQuery(db, projects.id)
          .from(projects)
          .where(inScope(projects.id))
          .orderBy(asc(projects.sort_order), asc(projects.name)),
        none: false,
      };
    case "cycle_id":
      return {
        query: keyQuery(db, cycles.id)
          .from(cycles)
          .where(and(inScope(cycles.project_id), isNull(cycles.archived_at)))
          .orderBy(sql`${cycles.start_date} asc nulls last`, asc(cycles.name)),
        none: true,
      };
    case "issue_module__module_id":
      return {
        query: keyQuery(db, modules.id)
          .from(modules)
          .where(and(inScope(modules.project_id), isNull(modules.archived_at)))
          .orderBy(asc(modules.sort_order), asc(modules.name)),
        none: true,
      };
    case "labels__id":
      return {
        query: keyQuery(db, labels.id)
          .from(labels)
          .where(inScope(labels.project_id))
          .orderBy(asc(labels.sort_order), asc(labels.name)),
        none: true,
      };
    case "assignees__id":
      return { query: members(), none: true };
    case "created_by":
      return { query: members(), none: false };
  }
}
