import multipart from "@fastify/multipart";
import { createAttachmentBody, ROLE } from "@hangar/contracts";
import { z } from "zod";
import { requireUser } from "../../lib/session";
import { LOCAL_UPLOAD_PATH, LocalStorage } from "../../lib/storage/local-storage";
import { attachmentDisposition, storageFor } from "../../lib/storage/storage";
import type { App } from "../../lib/types";
import { issueAccess } from "../issues/issue-access";
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

const issueParams = z.object({ slug: z.string(), projectId: z.string(), issueId: z.string() });
const assetParams = issueParams.extend({ assetId: z.uuid({ message: "assetId must be a UUID" }) });
const base = "/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments/";
/** Room for the form fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function attachmentRoutes(app: App) {
  const storage = await storageFor(app.env);
  const deps: AttachmentDeps = { db: app.db, storage, maxBytes: app.env.uploadMaxBytes, log: app.log };
  const access = (request: { params: z.infer<typeof issueParams> }, userId: string, minRole: number = ROLE.GUEST) =>
    issueAccess(app.db, request.params.slug, request.params.projectId, request.params.issueId, userId, minRole);
  const projectGuest = { access: { project: ROLE.GUEST } };
  const projectMember = { access: { project: ROLE.MEMBER } };

  app.get(base, { config: projectGuest, schema: { params: issueParams } }, async (request) =>
    listIssueAttachments(app.db, await access(request, requireUser(request).id)),
  );

  app.post(
    base,
    { config: projectMember, schema: { params: issueParams, body: createAttachmentBody } },
    async (request, reply) => {
      const issue = await access(request, requireUser(request).id, ROLE.MEMBER);
      return reply.status(201).send(await createIssueAttachment(deps, issue, request.body));
    },
  );

  app.patch(`${base}:assetId/`, { config: projectMember, schema: { params: assetParams } }, async (request) => {
    const issue = await access(request, requireUser(request).id, ROLE.MEMBER);
    return completeIssueAttachment(deps, issue, request.params.assetId);
  });

  app.delete(`${base}:assetId/`, { config: projectMember, schema: { params: assetParams } }, async (request, reply) => {
    const issue = await access(request, requireUser(request).id, ROLE.MEMBER);
    await deleteIssueAttachment(deps, issue, request.params.assetId);
    return reply.status(204).send();
  });

  app.get(`${base}:assetId/`, { config: projectGuest, schema: { params: assetParams } }, async (request, reply) => {
    const file = await openIssueAttachment(deps, await access(request, requireUser(request).id), request.params.assetId);
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
    await app.register(multipart, {
      throwFileSizeLimit: false,
      // One byte over the limit is enough to tell an oversized file from one exactly at it.
      limits: { fileSize: app.env.uploadMaxBytes + 1, files: 1, fields: 16, fieldSize: 16 * 1024, parts: 17 },
    });
    // The signed policy is the credential here, as with an S3 bucket, so no session is needed.
    app.post(
      LOCAL_UPLOAD_PATH,
      { config: { access: "public", csrf: false }, bodyLimit: app.env.uploadMaxBytes + FORM_OVERHEAD_BYTES },
      async (request, reply) => {
        try {
          const awaitingUpload = (key: string) => awaitsUpload(app.db, key);
          const opts = { secretKey: app.env.secretKey, maxBytes: app.env.uploadMaxBytes, awaitingUpload };
          await receiveLocalUpload(storage, opts, request.parts());
        } catch (err) {
          // The rest of a refused body is never read; closing the connection stops the client sending it.
          reply.header("Connection", "close");
          throw err;
        }
        return reply.status(204).send();
      },
    );
  }
}
