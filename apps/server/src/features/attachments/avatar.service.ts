import { AVATAR_MAX_BYTES, type CreateAvatarResponse, type User } from "@hangar/contracts";
import { notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import { setAvatar } from "../users";
import { openStoredFile, promoteUpload, reserveUpload } from "./asset-upload";
import type { AttachmentDeps, AttachmentDownload } from "./attachments.service";
import { findAvatarAsset, USER_AVATAR_ENTITY } from "./avatar.repo";

/** The address an avatar is served from: one of this instance's upload paths, so `avatar` accepts it. */
export const avatarUrl = (assetId: string) => `/api/assets/v2/avatars/${assetId}/`;

const limitOf = (maxBytes: number) => Math.min(maxBytes, AVATAR_MAX_BYTES);

/** Reserves the avatar's upload in the caller's current workspace, the same flow as attachments. */
export async function createAvatar(
  { db, storage, maxBytes }: AttachmentDeps,
  access: WorkspaceAccess,
  body: { name: string; size: number; type: string },
): Promise<CreateAvatarResponse> {
  const { row, upload_data } = await reserveUpload({ db, storage }, limitOf(maxBytes), {
    workspace_id: access.workspace.id,
    entity_type: USER_AVATAR_ENTITY,
    entity_id: access.userId,
    name: body.name,
    size: body.size,
    mime_type: body.type,
    created_by: access.userId,
    updated_by: access.userId,
  });
  return { asset_id: row.id, upload_data };
}

/** Once the browser has uploaded the file, it becomes the caller's avatar. Only the uploader completes it. */
export async function completeAvatar(
  { db, storage, maxBytes }: AttachmentDeps,
  access: WorkspaceAccess,
  assetId: string,
): Promise<User> {
  const row = await findAvatarAsset(db, assetId, access.userId);
  if (!row || row.workspace_id !== access.workspace.id) throw notFound("Avatar not found");
  if (!row.is_uploaded) {
    await promoteUpload(
      { db, storage },
      {
        assetId: row.id,
        workspaceId: access.workspace.id,
        userId: access.userId,
        limit: limitOf(maxBytes),
        noun: "avatar",
        already: () => undefined,
        record: async () => undefined,
      },
    );
  }
  return setAvatar(db, access.userId, avatarUrl(row.id));
}

/** Any signed-in user may see an avatar: it shows wherever its person appears. */
export async function openAvatar({ db, storage }: AttachmentDeps, assetId: string): Promise<AttachmentDownload> {
  const row = await findAvatarAsset(db, assetId);
  if (!row?.is_uploaded) throw notFound("Avatar not found");
  return openStoredFile(storage, row, "Avatar not found");
}
