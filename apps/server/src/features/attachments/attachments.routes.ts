import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import { issueExtraEndpoints as extras, pageEndpoints, workspaceEndpoints } from "@hangar/contracts";
import type { FastifyReply } from "fastify";
import { serve } from "../../lib/serve";
import { LOCAL_UPLOAD_PATH, LocalStorage } from "../../lib/storage/local-storage";
import { attachmentDisposition, storageFor } from "../../lib/storage/storage";
import type { App } from "../../lib/types";
import { issueAccess } from "../issues";
import { pageContext } from "../pages";
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
import { completeAvatar, createAvatar, openAvatar } from "./avatar.service";
import { completePageImage, createPageImage, openPageImage } from "./page-image.service";

/** A stored file as its own sandboxed document: never run as HTML or script on this origin. */
function sendFile(reply: FastifyReply, file: { type: string; size: number; stream: Readable }, disposition: string) {
  if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "private, no-cache");
  return reply
    .header("Content-Type", file.type)
    .header("Content-Length", file.size)
    .header("Content-Disposition", disposition)
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "default-src 'none'; sandbox")
    .send(file.stream);
}

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
    return sendFile(reply, file, attachmentDisposition(file.name));
  });

  serve(app, workspaceEndpoints.createAvatar, ({ access, body }) => createAvatar(deps, access, body));
  serve(app, workspaceEndpoints.completeAvatar, ({ access, params }) => completeAvatar(deps, access, params.assetId));
  serve(app, workspaceEndpoints.avatarImage, async ({ params, reply }) => {
    const file = await openAvatar(deps, params.assetId);
    if (file.kind === "redirect") return reply.header("Cache-Control", "private, no-store").redirect(file.url, 302);
    // An avatar's address names one file forever (a new avatar is a new asset), so browsers may keep it.
    return sendFile(reply.header("Cache-Control", "private, max-age=86400, immutable"), file, "inline");
  });

  serve(app, pageEndpoints.createImage, ({ access, params, body }) =>
    createPageImage(deps, pageContext(access), params.pageId, body),
  );
  serve(app, pageEndpoints.completeImage, ({ access, params }) =>
    completePageImage(deps, pageContext(access), params.pageId, params.assetId),
  );
  serve(app, pageEndpoints.image, async ({ access, params, reply }) => {
    const file = await openPageImage(deps, pageContext(access), params.pageId, params.assetId);
    if (file.kind === "redirect") return reply.header("Cache-Control", "private, no-store").redirect(file.url, 302);
    // An image's address names one file forever; the page's access is checked on every load regardless.
    return sendFile(reply.header("Cache-Control", "private, no-cache"), file, "inline");
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
