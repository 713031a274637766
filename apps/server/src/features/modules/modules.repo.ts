import { SORT_ORDER_STEP } from "@hangar/contracts";
import { and, asc, eq, inArray, isNotNull, isNull, max, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moduleIssues, moduleLinks, moduleMembers, modules, userFavorites } from "../../db/schema";
import { favoriteOf } from "../../lib/favorites";
import { progressFields, progressSubquery } from "../cycles";

export type ModuleRow = typeof modules.$inferSelect;
type ModuleInsert = typeof modules.$inferInsert;
export type ModuleLinkRow = typeof moduleLinks.$inferSelect;
type LinkInsert = typeof moduleLinks.$inferInsert;

export type ModuleFilter = {
  userId: string;
  projectId?: string;
  projectIds?: SQLWrapper | string[];
  moduleIds?: string[];
  archived?: boolean;
};

/** Modules with their progress and the caller's favorite flag, in one query. */
export function selectModules(db: Db, f: ModuleFilter) {
  const progress = progressSubquery(
    db,
    "module",
    and(
      f.projectId ? eq(moduleIssues.project_id, f.projectId) : undefined,
      f.projectIds ? inArray(moduleIssues.project_id, f.projectIds) : undefined,
      f.moduleIds ? inArray(moduleIssues.module_id, f.moduleIds) : undefined,
    ),
  );
  return db
    .select({ module: modules, favoriteId: userFavorites.id, ...progressFields(progress) })
    .from(modules)
    .leftJoin(progress, eq(progress.owner_id, modules.id))
    .leftJoin(userFavorites, favoriteOf(f.userId, "module", modules.id))
    .where(
      and(
        f.projectId ? eq(modules.project_id, f.projectId) : undefined,
        f.projectIds ? inArray(modules.project_id, f.projectIds) : undefined,
        f.moduleIds ? inArray(modules.id, f.moduleIds) : undefined,
        f.archived === undefined ? undefined : f.archived ? isNotNull(modules.archived_at) : isNull(modules.archived_at),
      ),
    )
    .orderBy(asc(sql`lower(${modules.name})`), asc(modules.id));
}

export type ModuleListRow = Awaited<ReturnType<typeof selectModules>>[number];

export async function memberIdsByModule(db: Db, moduleIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(moduleIds.map((id) => [id, []]));
  if (moduleIds.length === 0) return out;
  const rows = await db
    .select({ moduleId: moduleMembers.module_id, memberId: moduleMembers.member_id })
    .from(moduleMembers)
    .where(inArray(moduleMembers.module_id, moduleIds))
    .orderBy(asc(moduleMembers.created_at), asc(moduleMembers.member_id));
  for (const r of rows) out.get(r.moduleId)?.push(r.memberId);
  return out;
}

export async function linksByModule(db: Db, moduleIds: string[]): Promise<Map<string, ModuleLinkRow[]>> {
  const out = new Map<string, ModuleLinkRow[]>(moduleIds.map((id) => [id, []]));
  if (moduleIds.length === 0) return out;
  const rows = await db
    .select()
    .from(moduleLinks)
    .where(inArray(moduleLinks.module_id, moduleIds))
    .orderBy(asc(moduleLinks.created_at), asc(moduleLinks.id));
  for (const r of rows) out.get(r.module_id)?.push(r);
  return out;
}

export async function findModule(db: Db, projectId: string, moduleId: string, lock = false): Promise<ModuleRow | undefined> {
  const q = db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), eq(modules.id, moduleId)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function findModulesByIds(db: Db, projectId: string, ids: string[]): Promise<ModuleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), inArray(modules.id, ids)));
}

export async function findModuleByName(db: Db, projectId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.project_id, projectId),
        eq(sql`lower(${modules.name})`, name.toLowerCase()),
        exceptId ? ne(modules.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function nextSortOrder(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ m: max(modules.sort_order) })
    .from(modules)
    .where(eq(modules.project_id, projectId));
  return row?.m == null ? 65535 : row.m + SORT_ORDER_STEP;
}

export async function insertModule(tx: Db, values: ModuleInsert): Promise<ModuleRow> {
  const [row] = await tx.insert(modules).values(values).returning();
  return row;
}

export async function updateModule(tx: Db, id: string, changes: Partial<ModuleInsert>): Promise<ModuleRow> {
  const [row] = await tx
    .update(modules)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(modules.id, id))
    .returning();
  return row;
}

export async function deleteModule(tx: Db, id: string) {
  await tx.delete(modules).where(eq(modules.id, id));
}

export async function replaceMembers(
  tx: Db,
  scope: { workspace_id: string; project_id: string; module_id: string },
  memberIds: string[],
) {
  await tx.delete(moduleMembers).where(eq(moduleMembers.module_id, scope.module_id));
  if (memberIds.length === 0) return;
  await tx.insert(moduleMembers).values(memberIds.map((member_id) => ({ ...scope, member_id })));
}

export async function issueIdsOfModule(db: Db, moduleId: string): Promise<string[]> {
  const rows = await db.select({ id: moduleIssues.issue_id }).from(moduleIssues).where(eq(moduleIssues.module_id, moduleId));
  return rows.map((r) => r.id);
}

/** Which of `issueIds` are already in the module. */
export async function issuesInModule(db: Db, moduleId: string, issueIds: string[]): Promise<Set<string>> {
  if (issueIds.length === 0) return new Set();
  const rows = await db
    .select({ id: moduleIssues.issue_id })
    .from(moduleIssues)
    .where(and(eq(moduleIssues.module_id, moduleId), inArray(moduleIssues.issue_id, issueIds)));
  return new Set(rows.map((r) => r.id));
}

export async function moduleIdsOfIssue(db: Db, issueId: string): Promise<Set<string>> {
  const rows = await db.select({ id: moduleIssues.module_id }).from(moduleIssues).where(eq(moduleIssues.issue_id, issueId));
  return new Set(rows.map((r) => r.id));
}

export async function addModuleIssues(
  tx: Db,
  scope: { workspace_id: string; project_id: string; created_by: string },
  pairs: { module_id: string; issue_id: string }[],
) {
  if (pairs.length === 0) return;
  await tx
    .insert(moduleIssues)
    .values(pairs.map((p) => ({ ...scope, ...p })))
    .onConflictDoNothing();
}

export async function removeModuleIssue(tx: Db, moduleId: string, issueId: string): Promise<boolean> {
  const rows = await tx
    .delete(moduleIssues)
    .where(and(eq(moduleIssues.module_id, moduleId), eq(moduleIssues.issue_id, issueId)))
    .returning({ id: moduleIssues.id });
  return rows.length > 0;
}

export async function findLink(db: Db, moduleId: string, linkId: string): Promise<ModuleLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(moduleLinks)
    .where(and(eq(moduleLinks.module_id, moduleId), eq(moduleLinks.id, linkId)))
    .limit(1);
  return row;
}

export async function findLinkByUrl(db: Db, moduleId: string, url: string, exceptId?: string) {
  const [row] = await db
    .select({ id: moduleLinks.id })
    .from(moduleLinks)
    .where(
      and(eq(moduleLinks.module_id, moduleId), eq(moduleLinks.url, url), exceptId ? ne(moduleLinks.id, exceptId) : undefined),
    )
    .limit(1);
  return row;
}

export async function insertLink(tx: Db, values: LinkInsert): Promise<ModuleLinkRow> {
  const [row] = await tx.insert(moduleLinks).values(values).returning();
  return row;
}

export async function updateLink(tx: Db, id: string, changes: Partial<LinkInsert>): Promise<ModuleLinkRow> {
  const [row] = await tx
    .update(moduleLinks)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(moduleLinks.id, id))
    .returning();
  return row;
}

export async function deleteLink(tx: Db, id: string) {
  await tx.delete(moduleLinks).where(eq(moduleLinks.id, id));
}
