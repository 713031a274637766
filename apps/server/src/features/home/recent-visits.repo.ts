import { PAGE_ACCESS, type RecentEntity, type RecentEntityName, type StateGroup, VIEW_ACCESS } from "@hangar/contracts";
import { and, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cycles, issues, issueViews, modules, pages, projects, recentVisits, states } from "../../db/schema";

export type VisitRow = typeof recentVisits.$inferSelect;

/** Whose recents: one user's in one workspace. Every query is scoped by both. */
export type VisitOwner = { workspaceId: string; userId: string };

/**
 * What the reader may open (lib/visibility.ts readerOf): the projects they are an active member of, and
 * among them those whose public pages they read.
 */
export type RecentReader = VisitOwner & { projectIds: string[]; pageProjectIds: string[] };

const ownedBy = (o: VisitOwner) => and(eq(recentVisits.workspace_id, o.workspaceId), eq(recentVisits.user_id, o.userId));

/** The owner's visits, newest first: of one kind, or of every kind. */
export function listVisits(db: Db, owner: VisitOwner, entityName: RecentEntityName | undefined, limit: number) {
  return db
    .select()
    .from(recentVisits)
    .where(and(ownedBy(owner), entityName ? eq(recentVisits.entity_name, entityName) : undefined))
    .orderBy(desc(recentVisits.visited_at), desc(recentVisits.id))
    .limit(limit);
}

/** A revisit moves the one row up instead of adding another: one row per user and object. */
export async function upsertVisit(
  db: Db,
  values: {
    workspace_id: string;
    user_id: string;
    entity_name: RecentEntityName;
    entity_identifier: string;
    project_id: string | null;
  },
) {
  await db
    .insert(recentVisits)
    .values({ ...values, visited_at: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [recentVisits.user_id, recentVisits.entity_name, recentVisits.entity_identifier],
      set: { visited_at: sql`clock_timestamp()`, workspace_id: values.workspace_id, project_id: values.project_id },
    });
}

/** Keeps the owner's newest `keep` visits of one kind and drops the rest. */
export async function trimVisits(db: Db, owner: VisitOwner, entityName: RecentEntityName, keep: number) {
  const ofKind = and(ownedBy(owner), eq(recentVisits.entity_name, entityName));
  const kept = db
    .select({ id: recentVisits.id })
    .from(recentVisits)
    .where(ofKind)
    .orderBy(desc(recentVisits.visited_at), desc(recentVisits.id))
    .limit(keep);
  await db.delete(recentVisits).where(and(ofKind, notInArray(recentVisits.id, kept)));
}

/** Every field of the shape present; the kinds fill what they have. */
const none = {
  project_id: sql<string | null>`null::uuid`,
  project_identifier: sql<string | null>`null::text`,
  project_name: sql<string | null>`null::text`,
  sequence_id: sql<number | null>`null::int`,
  state_group: sql<StateGroup | null>`null::text`,
  state_color: sql<string | null>`null::text`,
};
const ofProject = { project_id: projects.id, project_identifier: projects.identifier, project_name: projects.name };
const liveProject = isNull(projects.archived_at);

type Reading = (db: Db, r: RecentReader, ids: string[]) => Promise<RecentEntity[]>;

/**
 * Per kind, which of `ids` the reader may open now, with what a recents list shows of each. The rules are
 * search's (features/search): an active member of the project; nothing archived, deleted or a draft;
 * nothing of a project feature that is turned off; views public or their own; pages their own, or public
 * where they read the project's pages.
 */
const READINGS: Record<RecentEntityName, Reading> = {
  issue: async (db, r, ids) => {
    if (r.projectIds.length === 0) return [];
    const rows = await db
      .select({
        id: issues.id,
        name: issues.name,
        ...none,
        ...ofProject,
        sequence_id: issues.sequence_id,
        state_group: sql<StateGroup | null>`${states.group}`,
        state_color: states.color,
      })
      .from(issues)
      .innerJoin(projects, eq(projects.id, issues.project_id))
      .leftJoin(states, eq(states.id, issues.state_id))
      .where(
        and(
          inArray(issues.id, ids),
          eq(issues.workspace_id, r.workspaceId),
          inArray(issues.project_id, r.projectIds),
          isNull(issues.deleted_at),
          isNull(issues.archived_at),
          eq(issues.is_draft, false),
          liveProject,
        ),
      );
    return rows;
  },
  project: async (db, r, ids) => {
    if (r.projectIds.length === 0) return [];
    return db
      .select({ id: projects.id, name: projects.name, ...none, ...ofProject })
      .from(projects)
      .where(
        and(inArray(projects.id, ids), eq(projects.workspace_id, r.workspaceId), inArray(projects.id, r.projectIds), liveProject),
      );
  },
  cycle: async (db, r, ids) => {
    if (r.projectIds.length === 0) return [];
    return db
      .select({ id: cycles.id, name: cycles.name, ...none, ...ofProject })
      .from(cycles)
      .innerJoin(projects, eq(projects.id, cycles.project_id))
      .where(
        and(
          inArray(cycles.id, ids),
          inArray(cycles.project_id, r.projectIds),
          isNull(cycles.archived_at),
          eq(projects.cycle_view, true),
          liveProject,
        ),
      );
  },
  module: async (db, r, ids) => {
    if (r.projectIds.length === 0) return [];
    return db
      .select({ id: modules.id, name: modules.name, ...none, ...ofProject })
      .from(modules)
      .innerJoin(projects, eq(projects.id, modules.project_id))
      .where(
        and(
          inArray(modules.id, ids),
          inArray(modules.project_id, r.projectIds),
          isNull(modules.archived_at),
          eq(projects.module_view, true),
          liveProject,
        ),
      );
  },
  view: async (db, r, ids) => {
    const inProject: SQL | undefined =
      r.projectIds.length > 0
        ? and(inArray(issueViews.project_id, r.projectIds), eq(projects.issue_views_view, true), liveProject)
        : undefined;
    return db
      .select({
        id: issueViews.id,
        name: issueViews.name,
        ...none,
        project_id: issueViews.project_id,
        project_identifier: projects.identifier,
        project_name: projects.name,
      })
      .from(issueViews)
      .leftJoin(projects, eq(projects.id, issueViews.project_id))
      .where(
        and(
          inArray(issueViews.id, ids),
          eq(issueViews.workspace_id, r.workspaceId),
          isNull(issueViews.archived_at),
          or(eq(issueViews.access, VIEW_ACCESS.PUBLIC), eq(issueViews.owned_by_id, r.userId)),
          or(isNull(issueViews.project_id), inProject),
        ),
      );
  },
  page: async (db, r, ids) => {
    if (r.projectIds.length === 0) return [];
    const publicOnes =
      r.pageProjectIds.length > 0
        ? and(eq(pages.access, PAGE_ACCESS.PUBLIC), inArray(pages.project_id, r.pageProjectIds))
        : undefined;
    return db
      .select({ id: pages.id, name: pages.name, ...none, ...ofProject })
      .from(pages)
      .innerJoin(projects, eq(projects.id, pages.project_id))
      .where(
        and(
          inArray(pages.id, ids),
          inArray(pages.project_id, r.projectIds),
          isNull(pages.archived_at),
          eq(projects.page_view, true),
          liveProject,
          or(eq(pages.owned_by_id, r.userId), publicOnes),
        ),
      );
  },
};

/** Which of `ids` (all of one kind) the reader may open, with what a recents list shows of each. */
export function readableEntities(db: Db, reader: RecentReader, entityName: RecentEntityName, ids: string[]) {
  return ids.length === 0 ? Promise.resolve([]) : READINGS[entityName](db, reader, ids);
}
