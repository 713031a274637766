import type { Module, ModuleFavorite, ModuleLink, ModuleOrderBy, ModuleStatus } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { recordEvent } from "../../lib/events";
import type { ProjectAccess } from "../../lib/permissions";
import type { FavoriteRow } from "../cycles/cycles.repo";
import { progressOf } from "../cycles/issue-stats";
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

const progressRatio = (m: Module) => (m.total_issues === 0 ? 0 : m.completed_issues / m.total_issues);

/** Spec §9 module order options; a leading minus reverses; missing target dates always sort last. */
export function sortModules(list: Module[], orderBy: ModuleOrderBy): Module[] {
  const desc = orderBy.startsWith("-");
  const key = (desc ? orderBy.slice(1) : orderBy) as Exclude<ModuleOrderBy, `-${string}`>;
  const byName = (a: Module, b: Module) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);
  const primary = (a: Module, b: Module): number => {
    switch (key) {
      case "name":
        return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
      case "progress":
        return progressRatio(a) - progressRatio(b);
      case "issues_length":
        return a.total_issues - b.total_issues;
      case "created_at":
        return a.created_at.localeCompare(b.created_at);
      case "sort_order":
        return a.sort_order - b.sort_order;
      case "target_date":
        return (a.target_date ?? "").localeCompare(b.target_date ?? "");
    }
  };
  return [...list].sort((a, b) => {
    if (key === "target_date" && (a.target_date === null) !== (b.target_date === null)) return a.target_date === null ? 1 : -1;
    const order = primary(a, b);
    return (desc ? -order : order) || byName(a, b);
  });
}

export function toModuleFavorite(row: FavoriteRow, module: repo.ModuleRow): ModuleFavorite {
  return {
    id: row.id,
    entity_type: "module",
    entity_identifier: module.id,
    entity_data: { name: module.name },
    project_id: module.project_id,
    parent: row.parent_id,
    is_folder: row.is_folder,
    sequence: row.sequence,
    name: row.name,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
  };
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
    for (const id of moduleIds) await recordModuleEvent(tx, access, action, id, { id });
    return;
  }
  if (moduleIds.length === 0) return;
  for (const module of await loadModules(tx, { userId: access.userId, projectId: access.project.id, moduleIds })) {
    await recordModuleEvent(tx, access, action, module.id, { module: { ...module, is_favorite: false }, changed });
  }
}

function recordModuleEvent(tx: Db, access: ProjectAccess, action: string, moduleId: string, payload: Record<string, unknown>) {
  return recordEvent(tx, {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    entity_type: "module",
    entity_id: moduleId,
    action,
    actor_id: access.userId,
    payload,
  });
}
