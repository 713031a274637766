import type { CreateFavoriteBody, Favorite, FavoriteEntityType, UpdateFavoriteBody } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userFavorites } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import {
  type FavoriteOwner,
  type FavoriteRow,
  favoriteRef,
  lockFavorites,
  nextSequence,
  recordFavoriteEvent,
  removeFavorites,
} from "../../lib/favorites";
import type { WorkspaceAccess } from "../../lib/permissions";
import { toListedFavorite, visibleFavorites } from "./favorite-serializer";
import { starTarget, targetOf } from "./favorite-targets";
import * as repo from "./favorites.repo";

/** Below this gap between neighbours a midpoint loses precision, so the owner's list is renumbered. */
const MIN_SEQUENCE_GAP = 1e-6;
const FOLDER_NAME_TAKEN = "name: you already have a folder with this name";
const NESTED_FOLDER = "parent: a folder cannot go inside another folder";

const ownerOf = (access: WorkspaceAccess): FavoriteOwner => ({ workspaceId: access.workspace.id, userId: access.userId });

/** A favorite is its owner's alone: anyone else is told it does not exist, as for an object of another workspace. */
async function requireOwn(db: Db, access: WorkspaceAccess, favoriteId: string, lock = false): Promise<FavoriteRow> {
  const row = await repo.findOwn(db, ownerOf(access), favoriteId, lock);
  if (!row) throw notFound("Favorite not found");
  return row;
}

/** A parent is one of the owner's folders, and only what is not a folder goes into one (one level deep). */
async function requireFolder(db: Db, access: WorkspaceAccess, parentId: string, child: { is_folder: boolean; id?: string }) {
  if (child.is_folder) throw badRequest(NESTED_FOLDER);
  if (parentId === child.id) throw badRequest("parent: a favorite cannot go inside itself");
  const parent = await repo.findOwn(db, ownerOf(access), parentId);
  if (!parent) throw badRequest("parent: no such folder among your favorites");
  if (!parent.is_folder) throw badRequest("parent: only a folder can hold favorites");
  return parent;
}

/** The owner's view of one favorite after a write; one they can no longer read is answered as missing. */
async function listed(db: Db, access: WorkspaceAccess, favoriteId: string): Promise<Favorite> {
  const row = await repo.findListed(db, ownerOf(access), favoriteId);
  const favorite = row && toListedFavorite(row, access.userId);
  if (!favorite) throw notFound("Favorite not found");
  return favorite;
}

export async function listFavorites(db: Db, access: WorkspaceAccess, query: { all?: boolean }): Promise<Favorite[]> {
  return visibleFavorites(await repo.listFavorites(db, ownerOf(access), { top: !query.all }), access.userId);
}

export async function listFolder(db: Db, access: WorkspaceAccess, favoriteId: string): Promise<Favorite[]> {
  const folder = await requireOwn(db, access, favoriteId);
  if (!folder.is_folder) throw badRequest("Only a folder holds favorites");
  return visibleFavorites(await repo.listFolder(db, ownerOf(access), folder.id), access.userId);
}

async function createFolder(tx: Db, access: WorkspaceAccess, body: CreateFavoriteBody): Promise<FavoriteRow> {
  if (body.is_folder === false) throw badRequest("is_folder: a folder is a folder (is_folder true)");
  if (body.entity_identifier || body.project_id) throw badRequest("entity_identifier: a folder names no project or entity");
  if (body.parent) throw badRequest(NESTED_FOLDER);
  const name = body.name ?? "";
  if (!name) throw badRequest("name: a folder needs a name");
  const owner = ownerOf(access);
  if (await repo.findFolderNamed(tx, owner, name)) throw conflict(FOLDER_NAME_TAKEN);
  const row = await repo.insertFavorite(tx, {
    workspace_id: owner.workspaceId,
    user_id: owner.userId,
    entity_type: "folder",
    is_folder: true,
    name,
    sequence: await nextSequence(tx, owner),
  });
  await recordFavoriteEvent(tx, row, access.userId, { action: "created", payload: { favorite: favoriteRef(row), changed: [] } });
  return row;
}

/**
 * Stars something, last in the list (or straight into `parent`), or makes a folder. Starring what is already
 * starred answers the existing favorite (`created` false), moved into `parent` when one is named.
 */
export async function createFavorite(
  db: Db,
  access: WorkspaceAccess,
  body: CreateFavoriteBody,
): Promise<{ created: boolean; favorite: Favorite }> {
  const { created, id } = await db.transaction(async (tx) => {
    await lockFavorites(tx, ownerOf(access));
    if (body.entity_type === "folder") return { created: true, id: (await createFolder(tx, access, body)).id };
    const target = targetOf({ ...body, entity_type: body.entity_type as FavoriteEntityType });
    if (body.parent) await requireFolder(tx, access, body.parent, { is_folder: false });
    const starred = await starTarget(tx, access, target);
    if (body.parent !== undefined) {
      const row = await requireOwn(tx, access, starred.id);
      await applyChanges(tx, access, row, { parent_id: body.parent });
    }
    return starred;
  });
  return { created, favorite: await listed(db, access, id) };
}

/** Writes a change to one favorite and tells the owner's other screens what changed. */
async function applyChanges(tx: Db, access: WorkspaceAccess, row: FavoriteRow, changes: Partial<repo.FavoriteValues>) {
  const changed = (Object.keys(changes) as (keyof FavoriteRow)[]).filter((k) => changes[k] !== row[k]);
  if (changed.length === 0) return row;
  const updated = await repo.updateFavorite(tx, row.id, changes);
  const fields = changed.map((k) => (k === "parent_id" ? "parent" : k));
  await recordFavoriteEvent(tx, updated, access.userId, {
    action: "updated",
    payload: { favorite: favoriteRef(updated), changed: fields },
  });
  return updated;
}

/** Midpoint moves halve the gap each time; once neighbours are closer than floats can split, renumber. */
async function rebalanceIfCrowded(tx: Db, owner: FavoriteOwner): Promise<boolean> {
  const list = await repo.sequences(tx, owner);
  const crowded = list.some((sequence, i) => i > 0 && sequence - (list[i - 1] as number) < MIN_SEQUENCE_GAP);
  if (crowded) await repo.rebalance(tx, owner);
  return crowded;
}

/** Renames a folder, moves a favorite into a folder or back to the top, or gives it a new place (sequence). */
export async function updateFavorite(
  db: Db,
  access: WorkspaceAccess,
  favoriteId: string,
  body: UpdateFavoriteBody,
): Promise<Favorite> {
  const owner = ownerOf(access);
  const id = await db.transaction(async (tx) => {
    await lockFavorites(tx, owner);
    const current = await requireOwn(tx, access, favoriteId, true);
    // One the owner can no longer open is not in their list to move: it is answered as missing.
    await listed(tx, access, current.id);
    const changes: Partial<repo.FavoriteValues> = {};
    if (body.name !== undefined) {
      if (!current.is_folder) throw badRequest("name: only a folder has a name of its own");
      if (!body.name) throw badRequest("name: a folder needs a name");
      const same = await repo.findFolderNamed(tx, owner, body.name);
      if (same && same.id !== current.id) throw conflict(FOLDER_NAME_TAKEN);
      changes.name = body.name;
    }
    if (body.parent !== undefined) {
      if (body.parent !== null) await requireFolder(tx, access, body.parent, current);
      changes.parent_id = body.parent;
    }
    if (body.sequence !== undefined) changes.sequence = body.sequence;
    const updated = await applyChanges(tx, access, current, changes);
    // A rebalance moved the others too: the owner's screens reload the list on any favorite event.
    if (body.sequence !== undefined && (await rebalanceIfCrowded(tx, owner)) && updated === current)
      await recordFavoriteEvent(tx, current, access.userId, {
        action: "updated",
        payload: { favorite: favoriteRef(current), changed: ["sequence"] },
      });
    return current.id;
  });
  return listed(db, access, id);
}

/** Unstars what a favorite names everywhere; a folder goes with everything in it. */
export async function deleteFavorite(db: Db, access: WorkspaceAccess, favoriteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFavorites(tx, ownerOf(access));
    const current = await requireOwn(tx, access, favoriteId, true);
    await removeFavorites(tx, eq(userFavorites.id, current.id), access.userId);
  });
}
