import type { UploadData } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { type FileStorage, newStorageKey, newUploadKey } from "../../lib/storage/storage";
import * as repo from "./attachments.repo";
import type { AttachmentDownload } from "./attachments.service";

/** "5 MB", "1.5 MB", "0.063 MB": a byte limit as people read it. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb >= 1 ? mb.toFixed(1) : mb.toPrecision(2))} MB`;
}

export const tooLargeMessage = (field: string, maxBytes: number) =>
  `${field}: file size exceeds the ${formatMegabytes(maxBytes)} limit`;

/**
 * The upload flow every stored file takes (issue attachments, avatars, page images). Reserving: an upload
 * key, random and scoped to the workspace (the file name is only ever stored as data), a form capped at the
 * declared size, and the asset's row, not yet uploaded.
 */
export async function reserveUpload(
  { db, storage }: { db: Db; storage: FileStorage },
  limit: number,
  asset: Omit<repo.NewAsset, "storage_key" | "workspace_id"> & { workspace_id: string; size: number; mime_type: string },
): Promise<{ row: repo.AssetRow; upload_data: UploadData }> {
  if (asset.size > limit) throw badRequest(tooLargeMessage("size", limit));
  const key = newUploadKey(asset.workspace_id);
  const upload_data = await storage.createPresignedUpload({ key, contentType: asset.mime_type, maxBytes: asset.size });
  const row = await repo.insertAsset(db, { ...asset, storage_key: key });
  return { row, upload_data };
}

/**
 * Completing, once the browser has uploaded the file: moves it from its upload key to a key no form names
 * (so the form, good for the rest of its hour, can no longer replace it), checks what was stored, marks the
 * row uploaded and runs `record` (what the kind of file records besides) in the same transaction. Under the
 * row's lock, so two completions never move one file twice; if anything fails, the file goes back where a
 * retry looks. `noun` names the file in messages ("attachment", "image"). Answers `record`'s result, or
 * `already` with the row when another request completed it first.
 */
export async function promoteUpload<T>(
  { db, storage }: { db: Db; storage: FileStorage },
  opts: {
    assetId: string;
    workspaceId: string;
    userId: string;
    limit: number;
    noun: string;
    record: (tx: Db, uploaded: repo.AssetRow) => Promise<T>;
    already: (row: repo.AssetRow) => T;
  },
): Promise<T> {
  const notFoundMessage = `${opts.noun[0].toUpperCase()}${opts.noun.slice(1)} not found`;
  const moved: { from?: string; to?: string } = {};
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.lockAsset(tx, opts.assetId);
      if (!current) throw notFound(notFoundMessage);
      if (current.is_uploaded) return opts.already(current);
      const key = newStorageKey(opts.workspaceId);
      const stored = await storage.promote(current.storage_key, key);
      if (!stored) throw badRequest(`file: nothing has been uploaded for this ${opts.noun} yet`);
      if (stored.size > opts.limit) {
        await storage.delete(key);
        throw badRequest(tooLargeMessage("file", opts.limit));
      }
      Object.assign(moved, { from: current.storage_key, to: key });
      const updated = await repo.markUploaded(tx, current.id, { storageKey: key, size: stored.size }, opts.userId);
      if (!updated) throw notFound(notFoundMessage);
      return opts.record(tx, updated);
    });
  } catch (err) {
    // Nothing was recorded and the row still names the upload key: put the file back where a retry looks.
    if (moved.from && moved.to) await storage.promote(moved.to, moved.from).catch(() => {});
    throw err;
  }
}

/** An uploaded file for its reader: a redirect to the store's own address, or a stream of it from disk. */
export async function openStoredFile(storage: FileStorage, row: repo.AssetRow, missing: string): Promise<AttachmentDownload> {
  const url = await storage.getDownloadUrl(row.storage_key, { name: row.name, contentType: row.mime_type });
  if (url) return { kind: "redirect", url };
  const stored = await storage.stat(row.storage_key);
  const stream = stored && (await storage.readStream(row.storage_key));
  if (!stored || !stream) throw notFound(missing);
  return { kind: "stream", stream, size: stored.size, name: row.name, type: row.mime_type };
}
