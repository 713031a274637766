import type { CreateLinkBody, ModuleLink, UpdateLinkBody } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess } from "../../lib/permissions";
import { moduleEvent, toModuleLink } from "./module-serializer";
import * as repo from "./modules.repo";
import { requireModule } from "./modules.service";

const DUPLICATE_URL = "url: this link is already on the module";

async function requireLink(db: Db, moduleId: string, linkId: string) {
  const row = isUuid(linkId) ? await repo.findLink(db, moduleId, linkId) : undefined;
  if (!row) throw notFound("Link not found");
  return row;
}

export async function listModuleLinks(db: Db, access: ProjectAccess, moduleId: string): Promise<ModuleLink[]> {
  const module = await requireModule(db, access, moduleId);
  return ((await repo.linksByModule(db, [module.id])).get(module.id) ?? []).map(toModuleLink);
}

export async function getModuleLink(db: Db, access: ProjectAccess, moduleId: string, linkId: string): Promise<ModuleLink> {
  const module = await requireModule(db, access, moduleId);
  return toModuleLink(await requireLink(db, module.id, linkId));
}

/** Links travel inside the module (link_module), so a link change is a module update for live clients. */
export async function createModuleLink(
  db: Db,
  access: ProjectAccess,
  moduleId: string,
  body: CreateLinkBody,
): Promise<ModuleLink> {
  return db.transaction(async (tx) => {
    const module = await requireModule(tx, access, moduleId, true);
    if (await repo.findLinkByUrl(tx, module.id, body.url)) throw conflict(DUPLICATE_URL);
    const row = await repo.insertLink(tx, {
      workspace_id: access.workspace.id,
      project_id: access.project.id,
      module_id: module.id,
      url: body.url,
      title: body.title || null,
      created_by: access.userId,
      updated_by: access.userId,
    });
    await moduleEvent(tx, access, "updated", [module.id], ["link_module"]);
    return toModuleLink(row);
  });
}

export async function updateModuleLink(
  db: Db,
  access: ProjectAccess,
  moduleId: string,
  linkId: string,
  body: UpdateLinkBody,
): Promise<ModuleLink> {
  return db.transaction(async (tx) => {
    const module = await requireModule(tx, access, moduleId, true);
    const current = await requireLink(tx, module.id, linkId);
    if (body.url !== undefined && (await repo.findLinkByUrl(tx, module.id, body.url, current.id))) throw conflict(DUPLICATE_URL);
    const row = await repo.updateLink(tx, current.id, {
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.title !== undefined ? { title: body.title || null } : {}),
      updated_by: access.userId,
    });
    await moduleEvent(tx, access, "updated", [module.id], ["link_module"]);
    return toModuleLink(row);
  });
}

export async function deleteModuleLink(db: Db, access: ProjectAccess, moduleId: string, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const module = await requireModule(tx, access, moduleId, true);
    const current = await requireLink(tx, module.id, linkId);
    await repo.deleteLink(tx, current.id);
    await moduleEvent(tx, access, "updated", [module.id], ["link_module"]);
  });
}
