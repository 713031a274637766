import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, fileAssets, issueActivities } from "../../db/schema";
import { signUploadPolicy } from "../../lib/storage/local-storage";
import { Agent, addMember, buildTestApp, getTestContext, openLive, signUp, type TestContext } from "../../test/harness";
import type { App } from "../../lib/types";
import { attachmentKit, filesUnder, postUpload, type UploadData } from "./attachment-test-kit";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really an image, but bytes")]);
const SMALL_LIMIT = 64 * 1024;

let ctx: TestContext;
/** A second app on the same database with a 64 KB limit, so size tests don't push megabytes around. */
let small: App;

beforeAll(async () => {
  ctx = await getTestContext();
  small = await buildTestApp(ctx.database, { uploadMaxBytes: SMALL_LIMIT });
});
afterAll(async () => {
  const t = Date.now();
  await small?.close();
  console.log("CLOSED", Date.now() - t);
});

const uploadsDir = (app: App) => path.join(app.env.dataDir, "uploads");
const storedPath = (app: App, key: string) => path.join(uploadsDir(app), ...key.split("/"));

async function assetRow(id: string) {
  const [row] = await ctx.app.db.select().from(fileAssets).where(eq(fileAssets.id, id));
  return row;
}
const assetRowsOf = (issueId: string) => ctx.app.db.select().from(fileAssets).where(eq(fileAssets.entity_id, issueId));
const attachmentActivities = (issueId: string) =>
  ctx.app.db
    .select()
    .from(issueActivities)
    .where(and(eq(issueActivities.issue_id, issueId), eq(issueActivities.field, "attachment")));
const attachmentEvents = (assetId: string) =>
  ctx.app.db
    .select()
    .from(events)
    .where(and(eq(events.entity_type, "issue_attachment"), eq(events.entity_id, assetId)));

type Created = { asset_id: string; upload_data: UploadData; attachment: Record<string, unknown> };

async function createAndUpload(agent: Agent, base: string, content = PNG, body: Record<string, unknown> = {}) {
  const res = await agent.post(base, { name: "diagram.png", size: content.length, type: "image/png", ...body });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Created;
  const up = await postUpload(agent, created.upload_data, { content, filename: "diagram.png", type: "image/png" });
  expect(up.statusCode, up.body).toBe(204);
  return created;
}

describe("issue attachments: the upload flow", () => {
  it("creates, uploads through the presigned form, marks uploaded, lists, downloads and deletes", async () => {
    const { m, base, issueId, issue } = await attachmentKit(ctx.app);
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");

    const res = await m.member.agent.post(base, { name: "diagram.png", size: PNG.length, type: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Created;
    const row = await assetRow(created.asset_id);
    expect(row.storage_key).toMatch(/^workspace\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(row.storage_key.startsWith(`workspace/${row.workspace_id}/`)).toBe(true);
    expect(created.upload_data.url).toBe("http://hangar.test/api/assets/v2/uploads/");
    expect(created.upload_data.fields).toMatchObject({ key: row.storage_key, "Content-Type": "image/png" });
    expect(created.upload_data.fields.policy).toBeTruthy();
    expect(created.upload_data.fields.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(created.attachment).toMatchObject({
      id: created.asset_id,
      name: "diagram.png",
      size: PNG.length,
      type: "image/png",
      attributes: { name: "diagram.png", size: PNG.length, type: "image/png" },
      is_uploaded: false,
      issue_id: issueId,
      created_by: m.member.user.id,
    });

    // Reserved but not uploaded: not listed, not counted, nothing to mark yet.
    expect((await m.member.agent.get(base)).json()).toEqual([]);
    expect((await issue()).attachment_count).toBe(0);
    const early = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe("file: nothing has been uploaded for this attachment yet");

    const up = await postUpload(m.member.agent, created.upload_data, { content: PNG, filename: "diagram.png", type: "image/png" });
    expect(up.statusCode, up.body).toBe(204);
    expect(readFileSync(storedPath(ctx.app, row.storage_key))).toEqual(PNG);
    expect((await m.member.agent.get(base)).json()).toEqual([]);

    const done = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: created.asset_id, is_uploaded: true, size: PNG.length });
    const again = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(again.statusCode).toBe(200);
    expect(await attachmentActivities(issueId)).toMatchObject([
      { verb: "created", field: "attachment", new_value: "diagram.png", new_identifier: created.asset_id, actor_id: m.member.user.id },
    ]);
    expect(await attachmentEvents(created.asset_id)).toMatchObject([{ action: "created", project_id: m.projectId }]);
    const heard = await live.waitFor((msg) => msg.event?.entity_type === "issue_attachment");
    expect(heard.event?.payload).toMatchObject({ issue_id: issueId, attachment: { id: created.asset_id, is_uploaded: true } });

    const list = await m.guest.agent.get(base);
    expect(list.statusCode).toBe(200);
    const [item] = list.json();
    expect(list.json()).toHaveLength(1);
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(["id", "asset", "attributes", "name", "size", "type", "created_at", "created_by", "updated_at"]),
    );
    expect(item).toMatchObject({
      id: created.asset_id,
      asset: `${base}${created.asset_id}/`,
      attributes: { name: "diagram.png", size: PNG.length, type: "image/png" },
      created_by: m.member.user.id,
    });
    expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
    expect((await issue()).attachment_count).toBe(1);
    const detail = await m.admin.agent.get(`/api/workspaces/${m.slug}/projects/${m.projectId}/issues/${issueId}/?expand=issue_attachments`);
    expect(detail.json().issue_attachments).toMatchObject([{ id: created.asset_id, name: "diagram.png" }]);

    const file = await m.guest.agent.get(item.asset);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PNG);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-length"]).toBe(String(PNG.length));
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="diagram.png"; filename*=UTF-8''diagram.png`);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    const del = await m.member.agent.delete(`${base}${created.asset_id}/`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await m.member.agent.get(base)).json()).toEqual([]);
    expect((await issue()).attachment_count).toBe(0);
    expect(existsSync(storedPath(ctx.app, row.storage_key))).toBe(false);
    expect((await assetRow(created.asset_id)).deleted_at).not.toBeNull();
    expect((await attachmentActivities(issueId)).map((a) => [a.verb, a.old_value, a.old_identifier])).toEqual([
      ["created", null, null],
      ["deleted", "diagram.png", created.asset_id],
    ]);
    expect((await attachmentEvents(created.asset_id)).map((e) => [e.action, e.payload])).toEqual([
      ["created", expect.objectContaining({ issue_id: issueId })],
      ["deleted", { issue_id: issueId, attachment_id: created.asset_id }],
    ]);
    expect((await m.guest.agent.get(item.asset)).statusCode).toBe(404);
    expect((await m.member.agent.delete(`${base}${created.asset_id}/`)).statusCode).toBe(404);
    live.ws.terminate();
  });

  it("takes the signed policy as the credential for the upload itself, like S3", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const created = (await m.member.agent.post(base, { name: "a.txt", size: 5, type: "text/plain" })).json() as Created;
    const stranger = new Agent(ctx.app);
    const up = await postUpload(stranger, created.upload_data, { content: Buffer.from("hello") });
    expect(up.statusCode, up.body).toBe(204);
    expect((await m.member.agent.patch(`${base}${created.asset_id}/`)).statusCode).toBe(200);
  });

  it("stores files of unknown type as plain bytes", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const res = await m.member.agent.post(base, { name: "notes.weird", size: 3, type: "" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachment.type).toBe("application/octet-stream");
  });
});

describe("issue attachments: names are never paths", () => {
  it("stores '../../etc/passwd' under a generated key and serves it back under its name", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const before = filesUnder(ctx.app.env.dataDir);
    const content = Buffer.from("root:x:0:0:not really\n");
    const created = await createAndUpload(m.member.agent, base, content, { name: "../../etc/passwd", type: "text/plain" });
    const row = await assetRow(created.asset_id);
    expect(row.name).toBe("../../etc/passwd");
    expect(row.storage_key).not.toMatch(/passwd|\.\./);
    expect(created.upload_data.fields.key).toBe(row.storage_key);
    const added = filesUnder(ctx.app.env.dataDir).filter((f) => !before.includes(f));
    expect(added).toEqual([path.join("uploads", ...row.storage_key.split("/"))]);
    expect(existsSync(path.join(ctx.app.env.dataDir, "etc", "passwd"))).toBe(false);
    expect(existsSync(path.join(uploadsDir(ctx.app), "..", "..", "etc", "passwd"))).toBe(false);

    expect((await m.member.agent.patch(`${base}${created.asset_id}/`)).statusCode).toBe(200);
    const file = await m.guest.agent.get(`${base}${created.asset_id}/`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(content);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="../../etc/passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`);
  });

  it("keeps unicode and quotes in names without breaking the download header", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const name = 'Résumé "final" ✓.html';
    const created = await createAndUpload(m.member.agent, base, Buffer.from("<script>alert(1)</script>"), { name, type: "text/html" });
    await m.member.agent.patch(`${base}${created.asset_id}/`);
    const file = await m.member.agent.get(`${base}${created.asset_id}/`);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ _final_ _.html"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%E2%9C%93.html`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
  });
});

describe("issue attachments: size limit", () => {
  it("refuses a declared size over the limit, naming the limit in MB, and reserves nothing", async () => {
    const { m, base, issueId } = await attachmentKit(ctx.app);
    const res = await m.member.agent.post(base, { name: "big.zip", size: 5 * 1024 * 1024 + 1, type: "application/zip" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("size: file size exceeds the 5 MB limit");
    const exact = await m.member.agent.post(base, { name: "edge.zip", size: 5 * 1024 * 1024, type: "application/zip" });
    expect(exact.statusCode).toBe(201);
    expect((await assetRowsOf(issueId)).map((r) => r.name)).toEqual(["edge.zip"]);

    const smallKit = await attachmentKit(small);
    const refused = await smallKit.m.member.agent.post(smallKit.base, { name: "big.zip", size: SMALL_LIMIT + 1, type: "application/zip" });
    expect(refused.json().error).toBe("size: file size exceeds the 0.063 MB limit");
  });

  it("refuses an upload bigger than the size declared at creation, storing nothing", async () => {
    const { m, base } = await attachmentKit(small);
    const created = (await m.member.agent.post(base, { name: "small.bin", size: 100, type: "application/octet-stream" })).json() as Created;
    const up = await postUpload(m.member.agent, created.upload_data, { content: Buffer.alloc(101, 1) });
    expect(up.statusCode).toBe(400);
    expect(up.json().error).toBe("file: larger than the 100 bytes declared when the upload was created");
    expect(existsSync(storedPath(small, created.upload_data.fields.key))).toBe(false);
    expect(filesUnder(path.join(uploadsDir(small), ".incoming"))).toEqual([]);
    const patch = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(patch.statusCode).toBe(400);
  });

  it("refuses an upload over the server's limit even under a forged policy that allows more", async () => {
    const { m, base } = await attachmentKit(small);
    const created = (await m.member.agent.post(base, { name: "x.bin", size: 10, type: "application/octet-stream" })).json() as Created;
    const key = created.upload_data.fields.key;
    const forged = signUploadPolicy(small.env.secretKey, {
      key,
      content_type: "application/octet-stream",
      max_size: 50 * 1024 * 1024,
      expires_at: Math.floor(Date.now() / 1000) + 600,
    });
    const fields = { ...created.upload_data.fields, ...forged };
    const up = await postUpload(m.member.agent, { ...created.upload_data, fields }, { content: Buffer.alloc(SMALL_LIMIT + 10, 7) });
    expect(up.statusCode).toBe(400);
    expect(up.json().error).toBe("file: file size exceeds the 0.063 MB limit");
    expect(existsSync(storedPath(small, key))).toBe(false);
  });

  it("refuses to mark uploaded a stored object over the limit, and removes it", async () => {
    const { m, base, issue } = await attachmentKit(small);
    const created = (await m.member.agent.post(base, { name: "x.bin", size: 10, type: "application/octet-stream" })).json() as Created;
    const { LocalStorage } = await import("../../lib/storage/local-storage");
    const storage = new LocalStorage({ dataDir: small.env.dataDir, secretKey: small.env.secretKey, appOrigin: small.env.appOrigin });
    const { Readable } = await import("node:stream");
    await storage.write(created.upload_data.fields.key, Readable.from([Buffer.alloc(SMALL_LIMIT + 1)]), Number.MAX_SAFE_INTEGER);
    const res = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("file: file size exceeds the 0.063 MB limit");
    expect(existsSync(storedPath(small, created.upload_data.fields.key))).toBe(false);
    expect((await assetRow(created.asset_id)).is_uploaded).toBe(false);
    expect((await issue()).attachment_count).toBe(0);
  });
});

describe("issue attachments: the upload form", () => {
  async function reserved() {
    const kit = await attachmentKit(ctx.app);
    const created = (await kit.m.member.agent.post(kit.base, { name: "a.png", size: PNG.length, type: "image/png" })).json() as Created;
    const upload = (fields: Record<string, string>, opts: { fileFirst?: boolean; field?: string } = {}) =>
      postUpload(kit.m.member.agent, { ...created.upload_data, fields }, { content: PNG, field: opts.field }, opts);
    const stored = () => existsSync(storedPath(ctx.app, created.upload_data.fields.key));
    return { ...kit, created, fields: created.upload_data.fields, upload, stored };
  }

  it("refuses a tampered signature, policy, key or content type", async () => {
    const r = await reserved();
    const policy = JSON.parse(Buffer.from(r.fields.policy, "base64url").toString());
    const widened = Buffer.from(JSON.stringify({ ...policy, max_size: 10 ** 9 })).toString("base64url");
    const otherKey = `workspace/${policy.key.split("/")[1]}/00000000-0000-4000-8000-000000000000`;
    const cases: [Record<string, string>, string][] = [
      [{ ...r.fields, signature: "0".repeat(64) }, "Invalid upload signature"],
      [{ ...r.fields, policy: widened }, "Invalid upload signature"],
      [{ ...r.fields, "Content-Type": "text/html" }, "The upload fields do not match the signed policy"],
      [{ ...r.fields, key: otherKey }, "The upload fields do not match the signed policy"],
    ];
    for (const [fields, error] of cases) {
      const res = await r.upload(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(403);
      expect(res.json().error).toBe(error);
    }
    expect(r.stored()).toBe(false);
    expect(existsSync(storedPath(ctx.app, otherKey))).toBe(false);
  });

  it("refuses an expired policy", async () => {
    const r = await reserved();
    const expired = signUploadPolicy(ctx.app.env.secretKey, {
      key: r.fields.key,
      content_type: "image/png",
      max_size: PNG.length,
      expires_at: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await r.upload({ ...r.fields, ...expired });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("The upload policy has expired");
    expect(r.stored()).toBe(false);
  });

  it("needs the fields before the file, the file as 'file', and a file at all", async () => {
    const r = await reserved();
    const first = await r.upload(r.fields, { fileFirst: true });
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatch(/^policy: /);
    const named = await r.upload(r.fields, { field: "upload" });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatch(/^file: /);
    const { payload, contentType } = (await import("./attachment-test-kit")).multipartForm(r.fields);
    const none = await r.m.member.agent.request("POST", "/api/assets/v2/uploads/", payload, { "content-type": contentType });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("file: the form has no file");
    expect(r.stored()).toBe(false);
    const ok = await r.upload(r.fields);
    expect(ok.statusCode, ok.body).toBe(204);
    expect(r.stored()).toBe(true);
  });
});

describe("issue attachments: bad input", () => {
  it.each([
    [{ size: 10, type: "image/png" }, "name"],
    [{ name: "", size: 10, type: "image/png" }, "name"],
    [{ name: "   ", size: 10, type: "image/png" }, "name"],
    [{ name: "x".repeat(256), size: 10, type: "image/png" }, "name"],
    [{ name: "a\nb.png", size: 10, type: "image/png" }, "name"],
    [{ name: "a.png", type: "image/png" }, "size"],
    [{ name: "a.png", size: -1, type: "image/png" }, "size"],
    [{ name: "a.png", size: 1.5, type: "image/png" }, "size"],
    [{ name: "a.png", size: "10", type: "image/png" }, "size"],
    [{ name: "a.png", size: 10, type: "not a mime" }, "type"],
    [{ name: "a.png", size: 10, type: "text/html; charset=utf-8" }, "type"],
    [{ name: "a.png", size: 10, type: "image/png\r\nX-Evil: 1" }, "type"],
    [{ name: "a.png", size: 10 }, "type"],
  ])("refuses %j naming %s, reserving nothing", async (body, field) => {
    const { m, base, issueId } = await attachmentKit(ctx.app);
    const res = await m.member.agent.post(base, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    expect(await assetRowsOf(issueId)).toEqual([]);
  });

  it("accepts a name of exactly 255 characters", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const res = await m.member.agent.post(base, { name: `${"x".repeat(251)}.png`, size: 10, type: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers 404 for unknown issues and attachments and 400 for malformed ids", async () => {
    const { m, base, projectBase } = await attachmentKit(ctx.app);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const otherIssue = base.replace(/issues\/[^/]+\//, `issues/${unknown}/`);
    expect((await m.member.agent.get(otherIssue)).statusCode).toBe(404);
    expect((await m.member.agent.post(otherIssue, { name: "a", size: 1, type: "text/plain" })).statusCode).toBe(404);
    for (const method of ["get", "patch", "delete"] as const) {
      const res = await m.admin.agent[method](`${base}${unknown}/`);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error).toBe("Attachment not found");
      expect((await m.admin.agent[method](`${base}not-a-uuid/`)).statusCode, method).toBe(400);
    }
    // An attachment of another issue is not reachable through this one.
    const other = await m.admin.agent.post(`${projectBase}/issues/`, { name: "Other" });
    const otherBase = base.replace(/issues\/[^/]+\//, `issues/${other.json().id}/`);
    const created = await createAndUpload(m.member.agent, otherBase);
    await m.member.agent.patch(`${otherBase}${created.asset_id}/`);
    expect((await m.admin.agent.get(`${base}${created.asset_id}/`)).statusCode).toBe(404);
    expect((await m.admin.agent.delete(`${base}${created.asset_id}/`)).statusCode).toBe(404);
  });

  it("refuses the upload route's form fields when no presigned upload exists", async () => {
    const stranger = new Agent(ctx.app);
    const res = await postUpload(stranger, { url: "http://hangar.test/api/assets/v2/uploads/", fields: {} }, { content: PNG });
    expect(res.statusCode).toBe(400);
  });
});

describe("issue attachments: who may do what", () => {
  it("lets guests list and download but not upload; outsiders get 404 everywhere", async () => {
    const { m, base, issueId } = await attachmentKit(ctx.app);
    const created = await createAndUpload(m.admin.agent, base);
    await m.admin.agent.patch(`${base}${created.asset_id}/`);
    const one = `${base}${created.asset_id}/`;

    const guestCreate = await m.guest.agent.post(base, { name: "g.png", size: 1, type: "image/png" });
    expect(guestCreate.statusCode).toBe(403);
    expect((await m.guest.agent.get(base)).json()).toHaveLength(1);
    expect((await m.guest.agent.get(one)).rawPayload).toEqual(PNG);
    expect((await m.guest.agent.patch(one)).statusCode).toBe(403);
    expect((await m.guest.agent.delete(one)).statusCode).toBe(403);

    for (const res of [
      await m.outsider.agent.get(base),
      await m.outsider.agent.get(one),
      await m.outsider.agent.post(base, { name: "o.png", size: 1, type: "image/png" }),
      await m.outsider.agent.patch(one),
      await m.outsider.agent.delete(one),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(PNG.toString());
    }
    expect((await m.admin.agent.get(base)).json()).toHaveLength(1);
    expect(await assetRowsOf(issueId)).toHaveLength(1);
  });

  it("keeps workspace members outside the project out of downloads", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const created = await createAndUpload(m.admin.agent, base);
    await m.admin.agent.patch(`${base}${created.asset_id}/`);
    const bystander = await signUp(ctx.app);
    await addMember(ctx.app, { workspaceSlug: m.slug, userId: bystander.user.id, role: 15 });
    const res = await bystander.agent.get(`${base}${created.asset_id}/`);
    expect([403, 404]).toContain(res.statusCode);
    expect(res.rawPayload).not.toEqual(PNG);
    const anonymous = await new Agent(ctx.app).get(`${base}${created.asset_id}/`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets only the uploader or a project admin mark or delete an attachment", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const other = await signUp(ctx.app);
    await addMember(ctx.app, { workspaceSlug: m.slug, userId: other.user.id, role: 15, projectId: m.projectId });
    const created = await createAndUpload(m.member.agent, base);
    const one = `${base}${created.asset_id}/`;

    const patch = await other.agent.patch(one);
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error).toBe("Only the uploader or a project admin can change this attachment");
    expect((await assetRow(created.asset_id)).is_uploaded).toBe(false);
    expect((await m.admin.agent.patch(one)).statusCode).toBe(200);

    expect((await other.agent.delete(one)).statusCode).toBe(403);
    expect((await assetRow(created.asset_id)).deleted_at).toBeNull();
    expect((await m.admin.agent.delete(one)).statusCode).toBe(204);
    expect((await assetRow(created.asset_id)).deleted_at).not.toBeNull();
  });
});

describe("issue attachments: over a real socket", () => {
  it("accepts a browser FormData upload and turns away an oversized one", async () => {
    const { m, base } = await attachmentKit(small);
    const origin = await small.listen({ port: 0, host: "127.0.0.1" });
    const csrf = await fetch(`${origin}/auth/get-csrf-token/`);
    const token = (await csrf.json()).csrf_token as string;
    const send = (upload: UploadData, content: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append("file", new Blob([content]), "upload.bin");
      return fetch(`${origin}${new URL(upload.url).pathname}`, {
        method: "POST",
        body: form,
        headers: { cookie: `csrftoken=${token}`, "x-csrftoken": token },
      });
    };

    const content = Buffer.alloc(SMALL_LIMIT, 3);
    const ok = (await m.member.agent.post(base, { name: "ok.bin", size: content.length, type: "application/octet-stream" })).json() as Created;
    const res = await send(ok.upload_data, content);
    expect(res.status, await res.text()).toBe(204);
    expect(readFileSync(storedPath(small, ok.upload_data.fields.key))).toEqual(content);

    const big = (await m.member.agent.post(base, { name: "big.bin", size: 10, type: "application/octet-stream" })).json() as Created;
    const t0 = Date.now();
    const refused = await send(big.upload_data, Buffer.alloc(4 * SMALL_LIMIT, 4)).catch((err: Error) => err);
    console.log("REFUSED", refused instanceof Response ? [refused.status, await refused.text()] : String(refused), Date.now() - t0);
    if (refused instanceof Response) expect(refused.status).toBe(400);
    expect(existsSync(storedPath(small, big.upload_data.fields.key))).toBe(false);
  });
});
