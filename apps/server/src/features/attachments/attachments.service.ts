import type { Readable } from "node:stream";
import {
  type CreateAttachmentBody,
  type CreateAttachmentResponse,
  canManageAttachment,
  type IssueAttachment,
} from "@hangar/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { type FileStorage, newStorageKey, newUploadKey } from "../../lib/storage/storage";
import { type IssueAccess, recordIssueEvent, writeActivities } from "../issues";
import * as repo from "./attachments.repo";

export type AttachmentDeps = { db: Db; storage: FileStorage; maxBytes: number; log?: FastifyBaseLogger };

/** "5 MB", "1.5 MB", "0.063 MB": a byte limit as people read it. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb >= 1 ? mb.toFixed(1) : mb.toPrecision(2))} MB`;
}

export const tooLargeMessage = (field: string, maxBytes: number) =>
  `${field}: file size exceeds the ${formatMegabytes(maxBytes)} limit`;

const scopeOf = (access: IssueAccess) => ({
  workspace_id: access.workspace.id,
  project_id: access.project.id,
  issue_id: access.issue.id,
  actor_id: access.userId,
});

async function requireAttachment(db: Db, access: IssueAccess, assetId: string) {
  const row = await repo.findIssueAttachment(db, access.issue.id, assetId);
  if (!row) throw notFound("Attachment not found");
  return row;
}

function requireUploaderOrAdmin(access: IssueAccess, row: repo.AssetRow) {
  if (!canManageAttachment({ userId: access.userId, role: access.projectRole }, row)) {
    throw forbidden("Only the uploader or a project admin can change this attachment");
  }
}

/**
 * Reserves an upload key and answers where the browser sends the file. The key is random and scoped to the
 * workspace; the file name is only ever stored as data. The policy caps the upload at the declared size.
 */
export async function createIssueAttachment(
  { db, storage, maxBytes }: AttachmentDeps,
  access: IssueAccess,
  body: CreateAttachmentBody,
): Promise<CreateAttachmentResponse> {
  if (body.size > maxBytes) throw badRequest(tooLargeMessage("size", maxBytes));
  const key = newUploadKey(access.workspace.id);
  const upload_data = await storage.createPresignedUpload({ key, contentType: body.type, maxBytes: body.size });
  const row = await repo.insertAsset(db, {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    entity_type: repo.ISSUE_ATTACHMENT_ENTITY,
    entity_id: access.issue.id,
    storage_key: key,
    name: body.name,
    size: body.size,
    mime_type: body.type,
    created_by: access.userId,
    updated_by: access.userId,
  });
  return { asset_id: row.id, upload_data, attachment: repo.toAttachment(row, access.workspace.slug) };
}

/**
 * After the browser's upload: moves the file from its upload key to a key no form names, so the form (good
 * for the rest of its hour) can no longer replace it, checks what was stored, then the attachment counts on
 * the issue. Under the row's lock, so two completions never move one file twice.
 */
export async function completeIssueAttachment(
  { db, storage, maxBytes }: AttachmentDeps,
  access: IssueAccess,
  assetId: string,
): Promise<IssueAttachment> {
  const row = await requireAttachment(db, access, assetId);
  requireUploaderOrAdmin(access, row);
  if (row.is_uploaded) return repo.toAttachment(row, access.workspace.slug);
  const moved: { from?: string; to?: string } = {};
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.lockAsset(tx, row.id);
      if (!current) throw notFound("Attachment not found");
      if (current.is_uploaded) return repo.toAttachment(current, access.workspace.slug);
      const key = newStorageKey(access.workspace.id);
      const stored = await storage.promote(current.storage_key, key);
      if (!stored) throw badRequest("file: nothing has been uploaded for this attachment yet");
      if (stored.size > maxBytes) {
        await storage.delete(key);
        throw badRequest(tooLargeMessage("file", maxBytes));
      }
      Object.assign(moved, { from: current.storage_key, to: key });
      const updated = await repo.markUploaded(tx, row.id, { storageKey: key, size: stored.size }, access.userId);
      if (!updated) throw notFound("Attachment not found");
      const attachment = repo.toAttachment(updated, access.workspace.slug);
      await writeActivities(tx, scopeOf(access), [
        { verb: "created", field: "attachment", new_value: updated.name, new_identifier: updated.id },
      ]);
      await recordIssueEvent(tx, access.issue, access.userId, {
        entity_type: repo.ISSUE_ATTACHMENT_ENTITY,
        entity_id: updated.id,
        action: "created",
        payload: { issue_id: access.issue.id, attachment },
      });
      return attachment;
    });
  } catch (err) {
    // Nothing was recorded and the row still names the upload key: put the file back where a retry looks.
    if (moved.from && moved.to) await storage.promote(moved.to, moved.from).catch(() => {});
    throw err;
  }
}

/** For the local upload route: whether a form's key still waits for its file (its asset live, not yet completed). */
export const awaitsUpload = (db: Db, storageKey: string) => repo.isAwaitingUpload(db, storageKey);

export async function listIssueAttachments(db: Db, access: IssueAccess): Promise<IssueAttachment[]> {
  const rows = await repo.listUploadedIssueAttachments(db, access.issue.id);
  return rows.map((row) => repo.toAttachment(row, access.workspace.slug));
}

/** Soft-deletes the row with its activity and event, then removes the stored file once that has committed. */
export async function deleteIssueAttachment({ db, storage, log }: AttachmentDeps, access: IssueAccess, assetId: string) {
  const row = await requireAttachment(db, access, assetId);
  requireUploaderOrAdmin(access, row);
  const deleted = await db.transaction(async (tx) => {
    const gone = await repo.softDeleteAsset(tx, row.id, access.userId);
    if (!gone) throw notFound("Attachment not found");
    if (gone.is_uploaded) {
      await writeActivities(tx, scopeOf(access), [
        { verb: "deleted", field: "attachment", old_value: gone.name, old_identifier: gone.id },
      ]);
      await recordIssueEvent(tx, access.issue, access.userId, {
        entity_type: repo.ISSUE_ATTACHMENT_ENTITY,
        entity_id: gone.id,
        action: "deleted",
        payload: { issue_id: access.issue.id, attachment_id: gone.id },
      });
    }
    return gone;
  });
  try {
    await storage.delete(deleted.storage_key);
  } catch (err) {
    // The row is already gone for everyone; a leftover object only costs space.
    log?.warn({ err, key: deleted.storage_key }, "could not remove a deleted attachment's file");
  }
}

export type AttachmentDownload =
  | { kind: "redirect"; url: string }
  | { kind: "stream"; stream: Readable; size: number; name: string; type: string };

export async function openIssueAttachment(
  { db, storage }: AttachmentDeps,
  access: IssueAccess,
  assetId: string,
): Promise<AttachmentDownload> {
  const row = await requireAttachment(db, access, assetId);
  if (!row.is_uploaded) throw notFound("Attachment not found");
  const meta = { name: row.name, contentType: row.mime_type };
  const url = await storage.getDownloadUrl(row.storage_key, meta);
  if (url) return { kind: "redirect", url };
  const stored = await storage.stat(row.storage_key);
  const stream = stored && (await storage.readStream(row.storage_key));
  if (!stored || !stream) throw notFound("Attachment file not found");
  return { kind: "stream", stream, size: stored.size, name: row.name, type: row.mime_type };
}
