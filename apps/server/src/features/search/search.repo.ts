import { PAGE_ACCESS, VIEW_ACCESS } from "@hangar/contracts";
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  cycleIssues,
  cycles,
  issueRelations,
  issues,
  issueViews,
  moduleIssues,
  modules,
  pages,
  projectMembers,
  projects,
  states,
  users,
  workspaceMembers,
  workspaces,
} from "../../db/schema";
import { activeInWorkspace } from "../../lib/memberships";
import type { SearchTerms } from "./search-terms";

/** A project the caller belongs to, with what search needs to know of it. */
export type SearchProject = {
  id: string;
  identifier: string;
  archived: boolean;
  cycles: boolean;
  modules: boolean;
  pages: boolean;
  views: boolean;
};

export async function projectsByIds(db: Db, ids: readonly string[]): Promise<SearchProject[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: projects.id,
      identifier: projects.identifier,
      archived_at: projects.archived_at,
      cycles: projects.cycle_view,
      modules: projects.module_view,
      pages: projects.page_view,
      views: projects.issue_views_view,
    })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  return rows.map(({ archived_at, ...p }) => ({ ...p, archived: archived_at !== null }));
}

/** Names first that are the text, then that start with it, then the most alike (trigram similarity). */
const nameRank = (column: AnyPgColumn, t: SearchTerms) => [
  desc(sql`lower(${column}) = lower(${t.text})`),
  desc(sql`${column} ilike ${t.pattern.slice(1)}`),
  desc(sql`${column} ilike ${t.pattern}`),
  desc(sql`similarity(${column}, ${t.text})`),
];

/**
 * The text an issue is searched by: its name and the plain text of its description. The expression is the
 * one issues_search_text_idx indexes (schema/issues.ts), word for word.
 */
const issueDocument = sql`to_tsvector('simple'::regconfig, ${issues.name} || ' ' || ${issues.description_stripped})`;

/** Issues search may return: not deleted, not archived, not drafts (the predicate of the search indexes). */
const liveIssue = sql`${issues.deleted_at} is null and ${issues.archived_at} is null and not ${issues.is_draft}`;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

export type IssueSearch = {
  workspaceId: string;
  /** Only issues of these projects: the caller's readable ones. */
  projectIds: readonly string[];
  terms: SearchTerms | null;
  /** The project whose identifier `terms.key` names, when the caller may read it. */
  keyProjectId?: string;
  /** What a picker cannot take. */
  exclude?: (SQL | undefined)[];
  /** Order among equals, and of everything when there is no text: an index's order, so a page stops early. */
  newestFirst: "sequence" | "updated";
  limit: number;
};

/** Fewer characters than a trigram: no index can find them inside names, so they are matched in recency order. */
const SHORT = 3;

/**
 * Issues matching a search, best first: the issue a key names, then one a number names, then names that
 * are, start with or contain the text, by trigram similarity of the name; then issues whose name and
 * description hold words starting with the text's words (full text), newest first. Ranking reads only
 * names: a rank over each description (ts_rank) cost 55 ms over a common word's 5,000 matches.
 * Without text, or with one or two characters: the newest issues that match.
 */
export async function searchIssues(db: Db, s: IssueSearch) {
  if (s.projectIds.length === 0) return [];
  const t = s.terms;
  const short = t !== null && t.text.length < SHORT;
  const tsquery = t?.tsquery && !short ? sql`to_tsquery('simple'::regconfig, ${t.tsquery})` : null;
  const keyMatch =
    t?.key && s.keyProjectId
      ? sql`(${issues.project_id} = ${s.keyProjectId} and ${issues.sequence_id} = ${t.key.sequenceId})`
      : null;
  const numberMatch = t?.sequenceId !== null && t?.sequenceId !== undefined ? sql`${issues.sequence_id} = ${t.sequenceId}` : null;
  const matches: SQL[] = [];
  if (t) matches.push(sql`${issues.name} ilike ${t.pattern}`);
  if (tsquery) matches.push(sql`${issueDocument} @@ ${tsquery}`);
  if (numberMatch) matches.push(numberMatch);
  if (keyMatch) matches.push(keyMatch);
  const newest = s.newestFirst === "sequence" ? [desc(issues.sequence_id)] : [desc(issues.updated_at)];
  const order = [
    ...(keyMatch ? [desc(keyMatch)] : []),
    ...(numberMatch ? [desc(numberMatch)] : []),
    ...(t && !short ? nameRank(issues.name, t) : []),
    ...newest,
  ];
  return db
    .select({
      id: issues.id,
      name: issues.name,
      sequence_id: issues.sequence_id,
      project_id: issues.project_id,
      project_identifier: projects.identifier,
      state_id: issues.state_id,
      state_name: states.name,
      state_group: states.group,
      state_color: states.color,
      priority: issues.priority,
      parent_id: issues.parent_id,
      is_epic: issues.is_epic,
    })
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(
      and(
        eq(issues.workspace_id, s.workspaceId),
        s.projectIds.length === 1
          ? eq(issues.project_id, s.projectIds[0] as string)
          : sql`${issues.project_id} = any(${uuidArray(s.projectIds)})`,
        liveIssue,
        matches.length > 0 ? or(...matches) : undefined,
        ...(s.exclude ?? []),
      ),
    )
    .orderBy(...order, asc(issues.id))
    .limit(s.limit);
}

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

export async function searchWorkspaces(db: Db, userId: string, t: SearchTerms, limit: number) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, slug: workspaces.slug })
    .from(workspaces)
    .innerJoin(workspaceMembers, activeInWorkspace(workspaces.id, eq(workspaceMembers.member_id, userId)))
    .where(or(ilike(workspaces.name, t.pattern), ilike(workspaces.slug, t.pattern)))
    .orderBy(...nameRank(workspaces.name, t), asc(workspaces.id))
    .limit(limit);
}

/** Projects the caller is in, and the public ones when they may browse them; never archived ones. */
export async function searchProjects(
  db: Db,
  f: { workspaceId: string; userId: string; seePublic: boolean; projectId?: string },
  t: SearchTerms,
  limit: number,
) {
  const member = sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${projects.id}
    and pm.member_id = ${f.userId} and pm.is_active)`;
  return db
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier, logo_props: projects.logo_props })
    .from(projects)
    .where(
      and(
        eq(projects.workspace_id, f.workspaceId),
        isNull(projects.archived_at),
        f.projectId ? eq(projects.id, f.projectId) : undefined,
        f.seePublic ? or(member, eq(projects.network, 1)) : member,
        or(ilike(projects.name, t.pattern), ilike(projects.identifier, t.pattern)),
      ),
    )
    .orderBy(desc(sql`upper(${projects.identifier}) = upper(${t.text})`), ...nameRank(projects.name, t), asc(projects.id))
    .limit(limit);
}

export async function searchCycles(db: Db, projectIds: readonly string[], t: SearchTerms, limit: number) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: cycles.id,
      name: cycles.name,
      project_id: cycles.project_id,
      project_identifier: projects.identifier,
      start_date: cycles.start_date,
      end_date: cycles.end_date,
    })
    .from(cycles)
    .innerJoin(projects, eq(projects.id, cycles.project_id))
    .where(and(inArray(cycles.project_id, [...projectIds]), isNull(cycles.archived_at), ilike(cycles.name, t.pattern)))
    .orderBy(...nameRank(cycles.name, t), asc(cycles.id))
    .limit(limit);
}

export async function searchModules(db: Db, projectIds: readonly string[], t: SearchTerms, limit: number) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: modules.id,
      name: modules.name,
      project_id: modules.project_id,
      project_identifier: projects.identifier,
      status: modules.status,
    })
    .from(modules)
    .innerJoin(projects, eq(projects.id, modules.project_id))
    .where(and(inArray(modules.project_id, [...projectIds]), isNull(modules.archived_at), ilike(modules.name, t.pattern)))
    .orderBy(...nameRank(modules.name, t), asc(modules.id))
    .limit(limit);
}

/**
 * Pages by name: the caller's own in their projects, and the public ones of the projects whose public
 * pages they read (`publicProjectIds`); never another's private page.
 */
export async function searchPages(
  db: Db,
  f: { userId: string; projectIds: readonly string[]; publicProjectIds: readonly string[] },
  t: SearchTerms,
  limit: number,
) {
  if (f.projectIds.length === 0) return [];
  const own = eq(pages.owned_by_id, f.userId);
  const pub =
    f.publicProjectIds.length > 0
      ? and(eq(pages.access, PAGE_ACCESS.PUBLIC), inArray(pages.project_id, [...f.publicProjectIds]))
      : undefined;
  return db
    .select({
      id: pages.id,
      name: pages.name,
      project_id: pages.project_id,
      project_identifier: projects.identifier,
      access: pages.access,
    })
    .from(pages)
    .innerJoin(projects, eq(projects.id, pages.project_id))
    .where(
      and(inArray(pages.project_id, [...f.projectIds]), isNull(pages.archived_at), or(own, pub), ilike(pages.name, t.pattern)),
    )
    .orderBy(...nameRank(pages.name, t), asc(pages.id))
    .limit(limit);
}

/** Saved views: the workspace's and those of the caller's projects, public or their own. */
export async function searchViews(
  db: Db,
  f: { workspaceId: string; userId: string; projectIds: readonly string[]; withWorkspaceViews: boolean },
  t: SearchTerms,
  limit: number,
) {
  const places = or(
    f.withWorkspaceViews ? isNull(issueViews.project_id) : undefined,
    f.projectIds.length > 0 ? inArray(issueViews.project_id, [...f.projectIds]) : undefined,
  );
  if (!places) return [];
  return db
    .select({
      id: issueViews.id,
      name: issueViews.name,
      project_id: issueViews.project_id,
      project_identifier: projects.identifier,
    })
    .from(issueViews)
    .leftJoin(projects, eq(projects.id, issueViews.project_id))
    .where(
      and(
        eq(issueViews.workspace_id, f.workspaceId),
        places,
        isNull(issueViews.archived_at),
        or(eq(issueViews.access, VIEW_ACCESS.PUBLIC), eq(issueViews.owned_by_id, f.userId)),
        ilike(issueViews.name, t.pattern),
      ),
    )
    .orderBy(...nameRank(issueViews.name, t), asc(issueViews.id))
    .limit(limit);
}

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
