import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileAssets } from "../../db/schema";
import type { AssetRow } from "./attachments.repo";

/** file_assets.entity_type of an avatar; entity_id is its user. */
export const USER_AVATAR_ENTITY = "user_avatar";

/** A live avatar asset; with `userId`, only one that user uploaded. */
export async function findAvatarAsset(db: Db, assetId: string, userId?: string): Promise<AssetRow | null> {
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.id, assetId),
        eq(fileAssets.entity_type, USER_AVATAR_ENTITY),
        userId ? eq(fileAssets.entity_id, userId) : undefined,
        isNull(fileAssets.deleted_at),
      ),
    )
    .limit(1);
  return row ?? null;
}
