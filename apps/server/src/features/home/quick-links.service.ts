import { QUICK_LINKS_MAX, type QuickLink } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import * as repo from "./quick-links.repo";

/** The body after validation: the address normalized (https:// added), an empty title made null. */
type CreateBody = { url: string; title?: string | null };
type UpdateBody = Partial<CreateBody>;

const ownerOf = (access: WorkspaceAccess): repo.LinkOwner => ({ workspaceId: access.workspace.id, ownerId: access.userId });

/** A quick link is its owner's alone: anyone else is told it does not exist. */
async function requireLink(db: Db, access: WorkspaceAccess, id: string) {
  const row = await repo.findQuickLink(db, ownerOf(access), id);
  if (!row) throw notFound("Quick link not found");
  return row;
}

export async function listQuickLinks(db: Db, access: WorkspaceAccess): Promise<QuickLink[]> {
  return (await repo.listQuickLinks(db, ownerOf(access))).map(repo.toQuickLink);
}

export async function getQuickLink(db: Db, access: WorkspaceAccess, id: string): Promise<QuickLink> {
  return repo.toQuickLink(await requireLink(db, access, id));
}

export async function createQuickLink(db: Db, access: WorkspaceAccess, body: CreateBody): Promise<QuickLink> {
  const owner = ownerOf(access);
  return db.transaction(async (tx) => {
    await repo.lockOwnerLinks(tx, owner);
    if ((await repo.countQuickLinks(tx, owner)) >= QUICK_LINKS_MAX)
      throw badRequest(`You can keep at most ${QUICK_LINKS_MAX} quick links in a workspace: delete one first`);
    const row = await repo.insertQuickLink(tx, {
      workspace_id: owner.workspaceId,
      owner_id: owner.ownerId,
      url: body.url,
      title: body.title ?? null,
    });
    return repo.toQuickLink(row);
  });
}

export async function updateQuickLink(db: Db, access: WorkspaceAccess, id: string, body: UpdateBody): Promise<QuickLink> {
  const current = await requireLink(db, access, id);
  const changes: { url?: string; title?: string | null } = {};
  if (body.url !== undefined) changes.url = body.url;
  if (body.title !== undefined) changes.title = body.title;
  if (Object.keys(changes).length === 0) return repo.toQuickLink(current);
  return repo.toQuickLink(await repo.updateQuickLink(db, current.id, changes));
}

export async function deleteQuickLink(db: Db, access: WorkspaceAccess, id: string): Promise<void> {
  const current = await requireLink(db, access, id);
  await repo.deleteQuickLink(db, current.id);
}
