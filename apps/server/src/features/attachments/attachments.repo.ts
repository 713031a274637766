import type { IssueAttachment } from "@hangar/contracts";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileAssets } from "../../db/schema";

/** file_assets.entity_type of an issue attachment; the issue serializer counts these for attachment_count. */
export const ISSUE_ATTACHMENT_ENTITY = "issue_attachment";

export type AssetRow = typeof fileAssets.$inferSelect;
export type NewAsset = typeof fileAssets.$inferInsert;

export async function insertAsset(db: Db, values: NewAsset): Promise<AssetRow> {
  const [row] = await db.insert(fileAssets).values(values).returning();
  return row;
}

const issueAttachment = (issueId: string) =>
  and(eq(fileAssets.entity_type, ISSUE_ATTACHMENT_ENTITY), eq(fileAssets.entity_id, issueId), isNull(fileAssets.deleted_at));

/** A live (not deleted) attachment of the issue, uploaded or still pending. */
export async function findIssueAttachment(db: Db, issueId: string, assetId: string): Promise<AssetRow | null> {
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(and(issueAttachment(issueId), eq(fileAssets.id, assetId)))
    .limit(1);
  return row ?? null;
}

export function listUploadedIssueAttachments(db: Db, issueId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(fileAssets)
    .where(and(issueAttachment(issueId), eq(fileAssets.is_uploaded, true)))
    .orderBy(desc(fileAssets.created_at), desc(fileAssets.id));
}

/** The live asset, locked until commit: completing it moves its file, which two requests must not do at once. */
export async function lockAsset(db: Db, assetId: string): Promise<AssetRow | null> {
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(and(eq(fileAssets.id, assetId), isNull(fileAssets.deleted_at)))
    .for("update");
  return row ?? null;
}

/** True while a live asset still waits for its file under this key: the only time its upload form is honoured. */
export async function isAwaitingUpload(db: Db, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fileAssets.id })
    .from(fileAssets)
    .where(and(eq(fileAssets.storage_key, storageKey), eq(fileAssets.is_uploaded, false), isNull(fileAssets.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/** Null when another request marked it first, so only one of them writes the activity. */
export async function markUploaded(
  db: Db,
  assetId: string,
  file: { storageKey: string; size: number },
  userId: string,
): Promise<AssetRow | null> {
  const [row] = await db
    .update(fileAssets)
    .set({ is_uploaded: true, storage_key: file.storageKey, size: file.size, updated_by: userId, updated_at: new Date() })
    .where(and(eq(fileAssets.id, assetId), eq(fileAssets.is_uploaded, false), isNull(fileAssets.deleted_at)))
    .returning();
  return row ?? null;
}

export async function softDeleteAsset(db: Db, assetId: string, userId: string): Promise<AssetRow | null> {
  const now = new Date();
  const [row] = await db
    .update(fileAssets)
    .set({ deleted_at: now, updated_by: userId, updated_at: now })
    .where(and(eq(fileAssets.id, assetId), isNull(fileAssets.deleted_at)))
    .returning();
  return row ?? null;
}

export function toAttachment(row: AssetRow, workspaceSlug: string): IssueAttachment {
  const attributes = { name: row.name, size: row.size, type: row.mime_type };
  return {
    id: row.id,
    asset: `/api/assets/v2/workspaces/${workspaceSlug}/projects/${row.project_id}/issues/${row.entity_id}/attachments/${row.id}/`,
    attributes,
    ...attributes,
    issue_id: row.entity_id ?? "",
    project_id: row.project_id ?? "",
    workspace_id: row.workspace_id,
    is_uploaded: row.is_uploaded,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}
