import type { LiveChangeOf, Module, ModuleFavorite, ModuleLink, ModuleStatus } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordProjectChange } from "../../lib/events";
import { type FavoriteRow, toFavorite } from "../../lib/favorites";
import type { ProjectAccess } from "../../lib/permissions";
import { progressOf } from "../cycles";
import * as repo from "./modules.repo";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toModuleLink(row: repo.ModuleLinkRow): ModuleLink {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    metadata: row.metadata,
    module: row.module_id,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}

function toModule(row: repo.ModuleListRow, memberIds: string[], links: repo.ModuleLinkRow[]): Module {
  const m = row.module;
  return {
    ...progressOf(row),
    id: m.id,
    workspace_id: m.workspace_id,
    project_id: m.project_id,
    name: m.name,
    description: m.description,
    status: m.status as ModuleStatus,
    lead_id: m.lead_id,
    member_ids: memberIds,
    start_date: m.start_date,
    target_date: m.target_date,
    sort_order: m.sort_order,
    archived_at: iso(m.archived_at),
    is_favorite: row.favoriteId !== null,
    view_props: m.view_props,
    logo_props: m.logo_props,
    link_module: links.map(toModuleLink),
    created_at: m.created_at.toISOString(),
    updated_at: m.updated_at.toISOString(),
    created_by: m.created_by,
    updated_by: m.updated_by,
  };
}

/** Modules with progress, members and links: three queries whatever the number of modules. */
export async function loadModules(db: Db, filter: repo.ModuleFilter): Promise<Module[]> {
  const rows = await repo.selectModules(db, filter);
  const ids = rows.map((r) => r.module.id);
  const members = await repo.memberIdsByModule(db, ids);
  const links = await repo.linksByModule(db, ids);
  return rows.map((r) => toModule(r, members.get(r.module.id) ?? [], links.get(r.module.id) ?? []));
}

export async function loadModule(db: Db, access: ProjectAccess, moduleId: string): Promise<Module> {
  const [module] = await loadModules(db, { userId: access.userId, projectId: access.project.id, moduleIds: [moduleId] });
  return module;
}

export function toModuleFavorite(row: FavoriteRow, module: repo.ModuleRow): ModuleFavorite {
  return toFavorite(row, "module", module, { name: module.name });
}

/** Module events carry the module with its progress, as nobody in particular sees it (is_favorite false). */
export async function moduleEvent(
  tx: Db,
  access: ProjectAccess,
  action: "created" | "updated" | "archived" | "restored" | "deleted",
  moduleIds: string[],
  changed: string[],
) {
  if (action === "deleted") {
    for (const id of moduleIds) await recordModuleEvent(tx, access, id, { action, payload: { id } });
    return;
  }
  if (moduleIds.length === 0) return;
  for (const module of await loadModules(tx, { userId: access.userId, projectId: access.project.id, moduleIds })) {
    await recordModuleEvent(tx, access, module.id, { action, payload: { module: { ...module, is_favorite: false }, changed } });
  }
}

function recordModuleEvent(tx: Db, access: ProjectAccess, moduleId: string, change: LiveChangeOf<"module">) {
  return recordProjectChange(tx, access, { entity_type: "module", entity_id: moduleId, ...change });
}
