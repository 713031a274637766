import {
  type CreateModuleBody,
  MODULE_ARCHIVABLE_STATUSES,
  type Module,
  type ModuleOrderBy,
  type ModuleStatus,
  sortModules,
  type UpdateModuleBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { type ArchiveSteps, archiveEntity, favoriteEntity, restoreEntity, unfavoriteEntity } from "../../lib/archivable";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { deleteFavorites } from "../../lib/favorites";
import { isUuid, memberProjectIdsQuery, type ProjectAccess, type WorkspaceAccess } from "../../lib/permissions";
import { announceIssueChanges, membershipActivity, writeContextOf } from "../issues";
import { activeMembersAmong } from "../projects";
import { loadModule, loadModules, moduleEvent, toModuleFavorite } from "./module-serializer";
import * as repo from "./modules.repo";

const DUPLICATE_NAME = "name: a module with this name already exists in the project";

export async function requireModule(db: Db, access: ProjectAccess, moduleId: string, lock = false): Promise<repo.ModuleRow> {
  const row = isUuid(moduleId) ? await repo.findModule(db, access.project.id, moduleId, lock) : undefined;
  if (!row) throw notFound("Module not found");
  return row;
}

async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, "modules_name_unique")) throw conflict(DUPLICATE_NAME);
    throw err;
  }
}

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** The lead and members of a module are people of its project; dates run forwards. */
async function checkPeopleAndDates(
  db: Db,
  projectId: string,
  next: { lead: string | null; members?: string[]; start: string | null; target: string | null },
) {
  const people = unique([...(next.lead ? [next.lead] : []), ...(next.members ?? [])]);
  const found = await activeMembersAmong(db, projectId, people);
  if (next.lead && !found.has(next.lead.toLowerCase())) throw badRequest("lead: must be a member of this project");
  if (next.members?.some((id) => !found.has(id.toLowerCase())))
    throw badRequest("members: every member must be a member of this project");
  if (next.start && next.target && next.start > next.target) throw badRequest("target_date: must be on or after start_date");
}

export async function listModules(db: Db, access: ProjectAccess, orderBy: ModuleOrderBy): Promise<Module[]> {
  return sortModules(await loadModules(db, { userId: access.userId, projectId: access.project.id, archived: false }), orderBy);
}

export async function listArchivedModules(db: Db, access: ProjectAccess): Promise<Module[]> {
  const list = await loadModules(db, { userId: access.userId, projectId: access.project.id, archived: true });
  return list.sort((a, b) => (b.archived_at ?? "").localeCompare(a.archived_at ?? ""));
}

export async function listWorkspaceModules(db: Db, access: WorkspaceAccess): Promise<Module[]> {
  const projectIds = memberProjectIdsQuery(db, access.workspace.id, access.userId);
  return loadModules(db, { userId: access.userId, projectIds, archived: false });
}

export async function getModule(
  db: Db,
  access: ProjectAccess,
  moduleId: string,
  opts: { archived?: boolean } = {},
): Promise<Module> {
  const row = await requireModule(db, access, moduleId);
  if (opts.archived && !row.archived_at) throw notFound("Module not found");
  return loadModule(db, access, row.id);
}

export async function createModule(db: Db, access: ProjectAccess, body: CreateModuleBody): Promise<Module> {
  const { project, userId } = access;
  const lead = body.lead ?? null;
  const members = unique(body.members ?? []);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      if (await repo.findModuleByName(tx, project.id, body.name)) throw conflict(DUPLICATE_NAME);
      await checkPeopleAndDates(tx, project.id, {
        lead,
        members,
        start: body.start_date ?? null,
        target: body.target_date ?? null,
      });
      const row = await repo.insertModule(tx, {
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: body.name,
        description: body.description ?? "",
        status: body.status ?? "backlog",
        lead_id: lead,
        start_date: body.start_date ?? null,
        target_date: body.target_date ?? null,
        sort_order: body.sort_order ?? (await repo.nextSortOrder(tx, project.id)),
        logo_props: body.logo_props ?? {},
        view_props: body.view_props ?? {},
        created_by: userId,
        updated_by: userId,
      });
      await repo.replaceMembers(tx, { workspace_id: project.workspace_id, project_id: project.id, module_id: row.id }, members);
      await moduleEvent(tx, access, "created", [row.id], []);
      return loadModule(tx, access, row.id);
    }),
  );
}

/** PATCH changes what it names; PUT (`replace`) also resets what it leaves out to the defaults. */
export async function updateModule(
  db: Db,
  access: ProjectAccess,
  moduleId: string,
  input: UpdateModuleBody,
  opts: { replace?: boolean } = {},
): Promise<Module> {
  const body: UpdateModuleBody = opts.replace
    ? {
        description: "",
        status: "backlog",
        lead: null,
        members: [],
        start_date: null,
        target_date: null,
        logo_props: {},
        view_props: {},
        ...input,
      }
    : input;
  const { project, userId } = access;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const current = await requireModule(tx, access, moduleId, true);
      if (body.name !== undefined && (await repo.findModuleByName(tx, project.id, body.name, current.id)))
        throw conflict(DUPLICATE_NAME);
      const members = body.members === undefined ? undefined : unique(body.members);
      await checkPeopleAndDates(tx, project.id, {
        lead: body.lead !== undefined ? body.lead : null,
        members,
        start: body.start_date !== undefined ? body.start_date : current.start_date,
        target: body.target_date !== undefined ? body.target_date : current.target_date,
      });
      const { lead, members: _m, ...columns } = body;
      const row = await repo.updateModule(tx, current.id, {
        ...columns,
        ...(lead !== undefined ? { lead_id: lead } : {}),
        updated_by: userId,
      });
      const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
        (k) => JSON.stringify(current[k]) !== JSON.stringify(row[k]),
      ) as string[];
      if (lead !== undefined && current.lead_id !== row.lead_id) changed.push("lead_id");
      if (members) {
        const before = (await repo.memberIdsByModule(tx, [current.id])).get(current.id) ?? [];
        await repo.replaceMembers(tx, { workspace_id: project.workspace_id, project_id: project.id, module_id: row.id }, members);
        if ([...before].sort().join() !== [...members].sort().join()) changed.push("member_ids");
      }
      if (changed.length > 0) await moduleEvent(tx, access, "updated", [row.id], changed);
      return loadModule(tx, access, row.id);
    }),
  );
}

/** Deleting a module takes its issues out of it (activity and an event each) and out of everyone's favorites. */
export async function deleteModule(db: Db, access: ProjectAccess, moduleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireModule(tx, access, moduleId, true);
    const issueIds = await repo.issueIdsOfModule(tx, current.id);
    await deleteFavorites(tx, "module", current.id);
    await repo.deleteModule(tx, current.id);
    await announceIssueChanges(
      tx,
      writeContextOf(access),
      issueIds.map((issueId) => ({ issueId, activities: [membershipActivity("module", current, null)] })),
      ["module_ids"],
    );
    await moduleEvent(tx, access, "deleted", [current.id], []);
  });
}

/** Archiving and restoring a module: it is found (locked) in the caller's project and announced to it. */
const archiving = (access: ProjectAccess, moduleId: string): ArchiveSteps<repo.ModuleRow> => ({
  find: (tx) => requireModule(tx, access, moduleId, true),
  write: (tx, id, archived_at) => repo.updateModule(tx, id, { archived_at, updated_by: access.userId }),
  announce: (tx, row, action) => moduleEvent(tx, access, action, [row.id], ["archived_at"]),
});

/** Only a finished (completed or canceled) module is archived; archiving drops it from every favorite list. */
export const archiveModule = (db: Db, access: ProjectAccess, moduleId: string) =>
  archiveEntity(db, "module", {
    ...archiving(access, moduleId),
    refusal: (row) =>
      MODULE_ARCHIVABLE_STATUSES.includes(row.status as ModuleStatus)
        ? undefined
        : "status: only completed or canceled modules can be archived",
  });

export const restoreModule = (db: Db, access: ProjectAccess, moduleId: string) => restoreEntity(db, archiving(access, moduleId));

export const favoriteModule = (db: Db, access: ProjectAccess, moduleId: string) =>
  favoriteEntity(db, "module", {
    find: (tx) => requireModule(tx, access, moduleId),
    workspaceId: access.workspace.id,
    userId: access.userId,
    toFavorite: toModuleFavorite,
  });

export const unfavoriteModule = (db: Db, access: ProjectAccess, moduleId: string) =>
  unfavoriteEntity(db, "module", isUuid(moduleId) ? moduleId : undefined, access.userId);
