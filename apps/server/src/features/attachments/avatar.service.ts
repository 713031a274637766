import { AVATAR_MAX_BYTES, type CreateAvatarResponse, type User } from "@hangar/contracts";
import { badRequest, notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import { newStorageKey, newUploadKey } from "../../lib/storage/storage";
import { setAvatar } from "../users";
import * as repo from "./attachments.repo";
import type { AttachmentDeps, AttachmentDownload } from "./attachments.service";
import { tooLargeMessage } from "./attachments.service";
import { findAvatarAsset, USER_AVATAR_ENTITY } from "./avatar.repo";

/** The address an avatar is served from: one of this instance's upload paths, so `avatar` accepts it. */
export const avatarUrl = (assetId: string) => `/api/assets/v2/avatars/${assetId}/`;

const limitOf = (maxBytes: number) => Math.min(maxBytes, AVATAR_MAX_BYTES);

/** Reserves the avatar's upload in the caller's current workspace, the same presigned flow as attachments. */
export async function createAvatar(
  { db, storage, maxBytes }: AttachmentDeps,
  access: WorkspaceAccess,
  body: { name: string; size: number; type: string },
): Promise<CreateAvatarResponse> {
  const limit = limitOf(maxBytes);
  if (body.size > limit) throw badRequest(tooLargeMessage("size", limit));
  const key = newUploadKey(access.workspace.id);
  const upload_data = await storage.createPresignedUpload({ key, contentType: body.type, maxBytes: body.size });
  const row = await repo.insertAsset(db, {
    workspace_id: access.workspace.id,
    entity_type: USER_AVATAR_ENTITY,
    entity_id: access.userId,
    storage_key: key,
    name: body.name,
    size: body.size,
    mime_type: body.type,
    created_by: access.userId,
    updated_by: access.userId,
  });
  return { asset_id: row.id, upload_data };
}

/**
 * Once the browser has uploaded the file: moves it out of the form's reach (as attachments do), checks its
 * size, and makes it the caller's avatar. Only the uploader completes their own avatar.
 */
export async function completeAvatar(
  { db, storage, maxBytes }: AttachmentDeps,
  access: WorkspaceAccess,
  assetId: string,
): Promise<User> {
  const row = await findAvatarAsset(db, assetId, access.userId);
  if (!row || row.workspace_id !== access.workspace.id) throw notFound("Avatar not found");
  if (!row.is_uploaded) {
    const limit = limitOf(maxBytes);
    const moved: { from?: string; to?: string } = {};
    try {
      await db.transaction(async (tx) => {
        const current = await repo.lockAsset(tx, row.id);
        if (!current) throw notFound("Avatar not found");
        if (current.is_uploaded) return;
        const key = newStorageKey(access.workspace.id);
        const stored = await storage.promote(current.storage_key, key);
        if (!stored) throw badRequest("file: nothing has been uploaded for this avatar yet");
        if (stored.size > limit) {
          await storage.delete(key);
          throw badRequest(tooLargeMessage("file", limit));
        }
        Object.assign(moved, { from: current.storage_key, to: key });
        await repo.markUploaded(tx, row.id, { storageKey: key, size: stored.size }, access.userId);
      });
    } catch (err) {
      if (moved.from && moved.to) await storage.promote(moved.to, moved.from).catch(() => {});
      throw err;
    }
  }
  return setAvatar(db, access.userId, avatarUrl(row.id));
}

/** Any signed-in user may see an avatar: it shows wherever its person appears. */
export async function openAvatar({ db, storage }: AttachmentDeps, assetId: string): Promise<AttachmentDownload> {
  const row = await findAvatarAsset(db, assetId);
  if (!row?.is_uploaded) throw notFound("Avatar not found");
  const url = await storage.getDownloadUrl(row.storage_key, { name: row.name, contentType: row.mime_type });
  if (url) return { kind: "redirect", url };
  const stored = await storage.stat(row.storage_key);
  const stream = stored && (await storage.readStream(row.storage_key));
  if (!stored || !stream) throw notFound("Avatar not found");
  return { kind: "stream", stream, size: stored.size, name: row.name, type: row.mime_type };
}
