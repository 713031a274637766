import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import { events, fileAssets, issueActivities } from "../../db/schema";
import type { App } from "../../lib/types";
import { type Agent, roleMatrix } from "../../test/harness";

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("not really an image, but bytes"),
]);

export type UploadData = { url: string; fields: Record<string, string> };
export type Created = { asset_id: string; upload_data: UploadData; attachment: Record<string, unknown> };
export type FilePart = { content: Buffer; filename?: string; type?: string; field?: string };

/** A multipart/form-data body as a browser's FormData would send it, fields in the given order. */
export function multipartForm(fields: Record<string, string>, file?: FilePart, opts: { fileFirst?: boolean } = {}) {
  const boundary = `----hangar-test-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileChunks = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename ?? "blob"}"\r\n` +
            `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        file.content,
        Buffer.from("\r\n"),
      ]
    : [];
  if (opts.fileFirst) chunks.push(...fileChunks, ...fieldChunks);
  else chunks.push(...fieldChunks, ...fileChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts the file to the presigned URL the way the web app does: the returned fields, then the file. */
export function postUpload(agent: Agent, upload: UploadData, file: FilePart, opts: { fileFirst?: boolean } = {}) {
  const { payload, contentType } = multipartForm(upload.fields, file, opts);
  return agent.request("POST", new URL(upload.url).pathname, payload, { "content-type": contentType });
}

/** Every file below `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

/** A role matrix with one issue and URL builders for its attachments. */
export async function attachmentKit(app: App) {
  const m = await roleMatrix(app);
  const projectBase = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const created = await m.admin.agent.post(`${projectBase}/issues/`, { name: "Issue with files" });
  expect(created.statusCode, created.body).toBe(201);
  const issueId = created.json().id as string;
  const base = `/api/assets/v2/workspaces/${m.slug}/projects/${m.projectId}/issues/${issueId}/attachments/`;
  const issue = async () => (await m.admin.agent.get(`${projectBase}/issues/${issueId}/`)).json();
  return { m, projectBase, issueId, base, issue };
}

export const uploadsDir = (app: App) => path.join(app.env.dataDir, "uploads");
export const storedPath = (app: App, key: string) => path.join(uploadsDir(app), ...key.split("/"));

export async function assetRow(db: Db, id: string) {
  const [row] = await db.select().from(fileAssets).where(eq(fileAssets.id, id));
  return row;
}
export const assetRowsOf = (db: Db, issueId: string) => db.select().from(fileAssets).where(eq(fileAssets.entity_id, issueId));
export const attachmentActivities = (db: Db, issueId: string) =>
  db
    .select()
    .from(issueActivities)
    .where(and(eq(issueActivities.issue_id, issueId), eq(issueActivities.field, "attachment")))
    .orderBy(asc(issueActivities.created_at));
export const attachmentEvents = (db: Db, assetId: string) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.entity_type, "issue_attachment"), eq(events.entity_id, assetId)))
    // In the order they happened: without it PostgreSQL may hand rows back in any order.
    .orderBy(asc(events.id));

/** Reserves an attachment and uploads `content` through the returned form; not yet marked uploaded. */
export async function createAndUpload(agent: Agent, base: string, content = PNG, body: Record<string, unknown> = {}) {
  const res = await agent.post(base, { name: "diagram.png", size: content.length, type: "image/png", ...body });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Created;
  const up = await postUpload(agent, created.upload_data, { content, filename: "diagram.png", type: "image/png" });
  expect(up.statusCode, up.body).toBe(204);
  return created;
}
