import type { Readable } from "node:stream";
import {
  type CreateAttachmentBody,
  type CreateAttachmentResponse,
  canManageAttachment,
  type IssueAttachment,
} from "@hangar/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage/storage";
import { type IssueAccess, recordIssueEvent, writeActivities } from "../issues";
import { openStoredFile, promoteUpload, reserveUpload } from "./asset-upload";
import * as repo from "./attachments.repo";

export type AttachmentDeps = { db: Db; storage: FileStorage; maxBytes: number; log?: FastifyBaseLogger };

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

/** Reserves the attachment's upload (asset-upload's flow) and answers where the browser sends the file. */
export async function createIssueAttachment(
  { db, storage, maxBytes }: AttachmentDeps,
  access: IssueAccess,
  body: CreateAttachmentBody,
): Promise<CreateAttachmentResponse> {
  const { row, upload_data } = await reserveUpload({ db, storage }, maxBytes, {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    entity_type: repo.ISSUE_ATTACHMENT_ENTITY,
    entity_id: access.issue.id,
    name: body.name,
    size: body.size,
    mime_type: body.type,
    created_by: access.userId,
    updated_by: access.userId,
  });
  return { asset_id: row.id, upload_data, attachment: repo.toAttachment(row, access.workspace.slug) };
}

/** After the browser's upload (asset-upload's flow), with the attachment's activity and event on the issue. */
export async function completeIssueAttachment(
  { db, storage, maxBytes }: AttachmentDeps,
  access: IssueAccess,
  assetId: string,
): Promise<IssueAttachment> {
  const row = await requireAttachment(db, access, assetId);
  requireUploaderOrAdmin(access, row);
  if (row.is_uploaded) return repo.toAttachment(row, access.workspace.slug);
  return promoteUpload(
    { db, storage },
    {
      assetId: row.id,
      workspaceId: access.workspace.id,
      userId: access.userId,
      limit: maxBytes,
      noun: "attachment",
      already: (current) => repo.toAttachment(current, access.workspace.slug),
      record: async (tx, updated) => {
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
      },
    },
  );
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
  return openStoredFile(storage, row, "Attachment file not found");
}
