import {
  RECENT_ENTITY_NAMES,
  RECENT_VISITS_KEPT,
  RECENT_VISITS_PAGE_SIZE,
  type RecentEntity,
  type RecentEntityName,
  type RecentVisit,
  type RecordVisitBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import { readerOf } from "../../lib/visibility";
import * as repo from "./recent-visits.repo";

/** What each kind answers when the caller may not open it (or it is gone): the same as its own screen. */
const NOT_FOUND: Record<RecentEntityName, string> = {
  issue: "Issue not found",
  project: "Project not found",
  cycle: "Cycle not found",
  module: "Module not found",
  view: "View not found",
  page: "Page not found",
};

const ownerOf = (access: WorkspaceAccess): repo.VisitOwner => ({ workspaceId: access.workspace.id, userId: access.userId });

async function readerFor(db: Db, access: WorkspaceAccess): Promise<repo.RecentReader> {
  const reader = await readerOf(db, access.workspace.id, access.userId);
  return {
    ...ownerOf(access),
    projectIds: [...reader.projectIds],
    pageProjectIds: [...(reader.pageProjectIds ?? [])],
  };
}

/**
 * The caller opened something: it goes to the top of their recents (once: a revisit moves it up), and
 * the oldest of that kind past RECENT_VISITS_KEPT go. Only what they may open is recorded, so a guessed
 * id teaches nothing and leaves nothing behind.
 */
export async function recordVisit(db: Db, access: WorkspaceAccess, body: RecordVisitBody): Promise<void> {
  const reader = await readerFor(db, access);
  const id = body.entity_identifier.toLowerCase();
  const [entity] = await repo.readableEntities(db, reader, body.entity_name, [id]);
  if (!entity) throw notFound(NOT_FOUND[body.entity_name]);
  const owner = ownerOf(access);
  await db.transaction(async (tx) => {
    await repo.upsertVisit(tx, {
      workspace_id: owner.workspaceId,
      user_id: owner.userId,
      entity_name: body.entity_name,
      entity_identifier: id,
      project_id: entity.project_id,
    });
    await repo.trimVisits(tx, owner, body.entity_name, RECENT_VISITS_KEPT);
  });
}

/**
 * The caller's recents, newest first: of one kind, or of all. Each is read again as the caller may read
 * it now, so a project they left, a private view or a deleted issue drops out, and names are current.
 */
export async function listRecentVisits(
  db: Db,
  access: WorkspaceAccess,
  query: { entity_name?: RecentEntityName; per_page?: number },
): Promise<RecentVisit[]> {
  const kinds = query.entity_name ? 1 : RECENT_ENTITY_NAMES.length;
  const visits = await repo.listVisits(db, ownerOf(access), query.entity_name, RECENT_VISITS_KEPT * kinds);
  if (visits.length === 0) return [];
  const reader = await readerFor(db, access);
  const found = new Map<string, RecentEntity>();
  await Promise.all(
    RECENT_ENTITY_NAMES.map(async (kind) => {
      const ids = visits.filter((v) => v.entity_name === kind).map((v) => v.entity_identifier);
      for (const entity of await repo.readableEntities(db, reader, kind, ids)) found.set(`${kind}:${entity.id}`, entity);
    }),
  );
  const results: RecentVisit[] = [];
  for (const visit of visits) {
    const entity = found.get(`${visit.entity_name}:${visit.entity_identifier}`);
    if (!entity) continue;
    results.push({
      id: visit.id,
      entity_name: visit.entity_name,
      entity_identifier: visit.entity_identifier,
      visited_at: visit.visited_at.toISOString(),
      entity_data: entity,
    });
  }
  return results.slice(0, query.per_page ?? RECENT_VISITS_PAGE_SIZE);
}
