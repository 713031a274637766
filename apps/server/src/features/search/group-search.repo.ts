import { PAGE_ACCESS, VIEW_ACCESS } from "@hangar/contracts";
import { and, asc, desc, eq, isNull, type Placeholder, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cycles, issueViews, modules, pages, projectMembers, projects, workspaceMembers, workspaces } from "../../db/schema";
import { activeInWorkspace, activeProjectMembershipsOf } from "../../lib/memberships";
import { preparedStatement } from "../../lib/prepared";
import { readsPublicPages } from "../../lib/visibility";
import type { SearchTerms } from "./search-terms";

/*
 * The scope of a search and its small groups (workspaces, projects, cycles, modules, views, pages): each a
 * statement of fixed shape prepared under a name, so PostgreSQL plans it once per connection. On these
 * small tables planning cost more than running, and a workspace search runs all of them on every keystroke.
 */

const userId = sql.placeholder("userId");
const workspaceId = sql.placeholder("workspaceId");
const projectIds = sql.placeholder("projectIds");
const text = sql.placeholder("text");
const pattern = sql.placeholder("pattern");
const prefix = sql.placeholder("prefix");
const limit = sql.placeholder("limit");

const termParams = (t: SearchTerms, max: number) => ({
  text: t.text,
  pattern: t.pattern,
  prefix: t.pattern.slice(1),
  limit: max,
});
const inIds = (column: AnyPgColumn, ids: Placeholder) => sql`${column} = any(${ids}::uuid[])`;
const named = (column: AnyPgColumn) => sql`${column} ilike ${pattern}`;

/** Names first that are the text, then that start with it, then the most alike (trigram similarity). */
const nameRank = (column: AnyPgColumn) => [
  desc(sql`lower(${column}) = lower(${text}::text)`),
  desc(sql`${column} ilike ${prefix}`),
  desc(sql`${column} ilike ${pattern}`),
  desc(sql`similarity(${column}, ${text}::text)`),
];

/** A project the caller belongs to, with what search needs to know of it. */
export type SearchProject = {
  id: string;
  identifier: string;
  archived: boolean;
  cycles: boolean;
  modules: boolean;
  pages: boolean;
  views: boolean;
  /** The caller reads its public pages: Members and Admins, and Guests where the project lets them. */
  publicPages: boolean;
};

const scopeStatement = preparedStatement((db) =>
  db
    .select({
      id: projects.id,
      identifier: projects.identifier,
      archived_at: projects.archived_at,
      cycles: projects.cycle_view,
      modules: projects.module_view,
      pages: projects.page_view,
      views: projects.issue_views_view,
      role: projectMembers.role,
      guestsView: projects.guest_view_all_features,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.project_id))
    // The rule of readerOf (lib/visibility.ts): active memberships of the workspace's projects.
    .where(activeProjectMembershipsOf(workspaceId, userId))
    .prepare("search_scope"),
);

/** The projects whose issues the caller may read, with what search needs of each, in one query. */
export async function readableProjects(db: Db, wsId: string, user: string): Promise<SearchProject[]> {
  const rows = await scopeStatement(db).execute({ workspaceId: wsId, userId: user });
  return rows.map(({ archived_at, role, guestsView, ...p }) => ({
    ...p,
    archived: archived_at !== null,
    publicPages: readsPublicPages(role, guestsView),
  }));
}

const workspacesStatement = preparedStatement((db) =>
  db
    .select({ id: workspaces.id, name: workspaces.name, slug: workspaces.slug })
    .from(workspaces)
    .innerJoin(workspaceMembers, activeInWorkspace(workspaces.id, eq(workspaceMembers.member_id, userId)))
    .where(sql`(${named(workspaces.name)} or ${named(workspaces.slug)})`)
    .orderBy(...nameRank(workspaces.name), asc(workspaces.id))
    .limit(limit)
    .prepare("search_workspaces"),
);

export function searchWorkspaces(db: Db, user: string, t: SearchTerms, max: number) {
  return workspacesStatement(db).execute({ userId: user, ...termParams(t, max) });
}

const projectId = sql.placeholder("projectId");
const projectsStatement = preparedStatement((db) =>
  db
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier, logo_props: projects.logo_props })
    .from(projects)
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        isNull(projects.archived_at),
        sql`(${projectId}::uuid is null or ${projects.id} = ${projectId}::uuid)`,
        sql`(exists (select 1 from ${projectMembers} pm where pm.project_id = ${projects.id}
          and pm.member_id = ${userId} and pm.is_active) or (${sql.placeholder("seePublic")}::boolean and ${projects.network} = 1))`,
        sql`(${named(projects.name)} or ${named(projects.identifier)})`,
      ),
    )
    .orderBy(desc(sql`upper(${projects.identifier}) = upper(${text}::text)`), ...nameRank(projects.name), asc(projects.id))
    .limit(limit)
    .prepare("search_projects"),
);

/** Projects the caller is in, and the public ones when they may browse them; never archived ones. */
export function searchProjects(
  db: Db,
  f: { workspaceId: string; userId: string; seePublic: boolean; projectId?: string },
  t: SearchTerms,
  max: number,
) {
  return projectsStatement(db).execute({
    workspaceId: f.workspaceId,
    userId: f.userId,
    seePublic: f.seePublic,
    projectId: f.projectId ?? null,
    ...termParams(t, max),
  });
}

const cyclesStatement = preparedStatement((db) =>
  db
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
    .where(and(inIds(cycles.project_id, projectIds), isNull(cycles.archived_at), named(cycles.name)))
    .orderBy(...nameRank(cycles.name), asc(cycles.id))
    .limit(limit)
    .prepare("search_cycles"),
);

export async function searchCycles(db: Db, ids: readonly string[], t: SearchTerms, max: number) {
  if (ids.length === 0) return [];
  return cyclesStatement(db).execute({ projectIds: [...ids], ...termParams(t, max) });
}

const modulesStatement = preparedStatement((db) =>
  db
    .select({
      id: modules.id,
      name: modules.name,
      project_id: modules.project_id,
      project_identifier: projects.identifier,
      status: modules.status,
    })
    .from(modules)
    .innerJoin(projects, eq(projects.id, modules.project_id))
    .where(and(inIds(modules.project_id, projectIds), isNull(modules.archived_at), named(modules.name)))
    .orderBy(...nameRank(modules.name), asc(modules.id))
    .limit(limit)
    .prepare("search_modules"),
);

export async function searchModules(db: Db, ids: readonly string[], t: SearchTerms, max: number) {
  if (ids.length === 0) return [];
  return modulesStatement(db).execute({ projectIds: [...ids], ...termParams(t, max) });
}

const publicProjectIds = sql.placeholder("publicProjectIds");
const pagesStatement = preparedStatement((db) =>
  db
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
      and(
        inIds(pages.project_id, projectIds),
        isNull(pages.archived_at),
        sql`(${pages.owned_by_id} = ${userId}
          or (${pages.access} = ${PAGE_ACCESS.PUBLIC} and ${inIds(pages.project_id, publicProjectIds)}))`,
        named(pages.name),
      ),
    )
    .orderBy(...nameRank(pages.name), asc(pages.id))
    .limit(limit)
    .prepare("search_pages"),
);

/**
 * Pages by name: the caller's own in their projects, and the public ones of the projects whose public
 * pages they read (`publicProjectIds`); never another's private page.
 */
export async function searchPages(
  db: Db,
  f: { userId: string; projectIds: readonly string[]; publicProjectIds: readonly string[] },
  t: SearchTerms,
  max: number,
) {
  if (f.projectIds.length === 0) return [];
  return pagesStatement(db).execute({
    userId: f.userId,
    projectIds: [...f.projectIds],
    publicProjectIds: [...f.publicProjectIds],
    ...termParams(t, max),
  });
}

const viewsStatement = preparedStatement((db) =>
  db
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
        eq(issueViews.workspace_id, workspaceId),
        sql`((${sql.placeholder("withWorkspaceViews")}::boolean and ${issueViews.project_id} is null)
          or ${inIds(issueViews.project_id, projectIds)})`,
        isNull(issueViews.archived_at),
        sql`(${issueViews.access} = ${VIEW_ACCESS.PUBLIC} or ${issueViews.owned_by_id} = ${userId})`,
        named(issueViews.name),
      ),
    )
    .orderBy(...nameRank(issueViews.name), asc(issueViews.id))
    .limit(limit)
    .prepare("search_views"),
);

/** Saved views: the workspace's and those of the caller's projects, public or their own. */
export async function searchViews(
  db: Db,
  f: { workspaceId: string; userId: string; projectIds: readonly string[]; withWorkspaceViews: boolean },
  t: SearchTerms,
  max: number,
) {
  if (!f.withWorkspaceViews && f.projectIds.length === 0) return [];
  return viewsStatement(db).execute({
    workspaceId: f.workspaceId,
    userId: f.userId,
    projectIds: [...f.projectIds],
    withWorkspaceViews: f.withWorkspaceViews,
    ...termParams(t, max),
  });
}
