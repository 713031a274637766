import multipart from "@fastify/multipart";
import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../lib/serve";
import { LOCAL_UPLOAD_PATH, LocalStorage } from "../../lib/storage/local-storage";
import { attachmentDisposition, storageFor } from "../../lib/storage/storage";
import type { App } from "../../lib/types";
import { issueAccess } from "../issues";
import { receiveLocalUpload } from "./attachment-upload";
import {
  type AttachmentDeps,
  awaitsUpload,
  completeIssueAttachment,
  createIssueAttachment,
  deleteIssueAttachment,
  listIssueAttachments,
  openIssueAttachment,
} from "./attachments.service";

/**
 * Attachments: declared in packages/contracts/src/endpoints/issue-extras.ts. Guests list and download them;
 * Members and Admins upload, and the uploader or a project admin completes or deletes one (the service).
 */
export async function attachmentRoutes(app: App) {
  const db = app.db;
  const storage = await storageFor(app.env);
  const deps: AttachmentDeps = { db, storage, maxBytes: app.env.uploadMaxBytes, log: app.log };

  serve(app, extras.listAttachments, async ({ access, params }) =>
    listIssueAttachments(db, await issueAccess(db, access, params.issueId)),
  );
  serve(app, extras.createAttachment, async ({ access, params, body }) =>
    createIssueAttachment(deps, await issueAccess(db, access, params.issueId), body),
  );
  serve(app, extras.completeAttachment, async ({ access, params }) =>
    completeIssueAttachment(deps, await issueAccess(db, access, params.issueId), params.assetId),
  );
  serve(app, extras.deleteAttachment, async ({ access, params }) =>
    deleteIssueAttachment(deps, await issueAccess(db, access, params.issueId), params.assetId),
  );
  serve(app, extras.downloadAttachment, async ({ access, params, reply }) => {
    const file = await openIssueAttachment(deps, await issueAccess(db, access, params.issueId), params.assetId);
    if (file.kind === "redirect") return reply.header("Cache-Control", "private, no-store").redirect(file.url, 302);
    return reply
      .header("Content-Type", file.type)
      .header("Content-Length", file.size)
      .header("Content-Disposition", attachmentDisposition(file.name))
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "private, no-cache")
      .send(file.stream);
  });

  if (storage instanceof LocalStorage) {
    if (extras.uploadFile.path !== LOCAL_UPLOAD_PATH) throw new Error("uploadFile's path must be LOCAL_UPLOAD_PATH");
    await app.register(multipart, {
      throwFileSizeLimit: false,
      // One byte over the limit is enough to tell an oversized file from one exactly at it.
      limits: { fileSize: app.env.uploadMaxBytes + 1, files: 1, fields: 16, fieldSize: 16 * 1024, parts: 17 },
    });
    // The signed policy is the credential here, as with an S3 bucket, so no session is needed. The
    // multipart limits above bound the body (a route's bodyLimit does not apply to streamed multipart).
    serve(app, extras.uploadFile, async ({ request, reply }) => {
      try {
        const awaitingUpload = (key: string) => awaitsUpload(db, key);
        const opts = { secretKey: app.env.secretKey, maxBytes: app.env.uploadMaxBytes, awaitingUpload };
        await receiveLocalUpload(storage, opts, request.parts());
      } catch (err) {
        // The rest of a refused body is never read; closing the connection stops the client sending it.
        reply.header("Connection", "close");
        throw err;
      }
    });
  }
}
