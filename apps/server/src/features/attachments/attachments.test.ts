import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Agent, addMember, getTestContext, openLive, signUp, type TestContext } from "../../test/harness";
import {
  assetRow,
  assetRowsOf,
  attachmentActivities,
  attachmentEvents,
  attachmentKit,
  type Created,
  createAndUpload,
  filesUnder,
  PNG,
  postUpload,
  storedPath,
  uploadsDir,
} from "./attachment-test-kit";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await getTestContext();
});

describe("issue attachments: the upload flow", () => {
  it("creates, uploads through the presigned form, marks uploaded, lists, downloads and deletes", async () => {
    const { m, base, issueId, issue } = await attachmentKit(ctx.app);
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");

    const res = await m.member.agent.post(base, { name: "diagram.png", size: PNG.length, type: "image/png" });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Created;
    const row = await assetRow(ctx.app.db, created.asset_id);
    expect(row.storage_key).toMatch(/^pending\/workspace\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(row.storage_key.startsWith(`pending/workspace/${row.workspace_id}/`)).toBe(true);
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

    const up = await postUpload(m.member.agent, created.upload_data, {
      content: PNG,
      filename: "diagram.png",
      type: "image/png",
    });
    expect(up.statusCode, up.body).toBe(204);
    expect(readFileSync(storedPath(ctx.app, row.storage_key))).toEqual(PNG);
    expect((await m.member.agent.get(base)).json()).toEqual([]);

    const done = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: created.asset_id, is_uploaded: true, size: PNG.length });
    // Completing moved the file to a key of its own, out of the upload form's reach.
    const completed = await assetRow(ctx.app.db, created.asset_id);
    expect(completed.storage_key).toMatch(new RegExp(`^workspace/${row.workspace_id}/[0-9a-f-]{36}$`));
    expect(readFileSync(storedPath(ctx.app, completed.storage_key))).toEqual(PNG);
    expect(existsSync(storedPath(ctx.app, row.storage_key))).toBe(false);
    const again = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(again.statusCode).toBe(200);
    expect(await attachmentActivities(ctx.app.db, issueId)).toMatchObject([
      {
        verb: "created",
        field: "attachment",
        new_value: "diagram.png",
        new_identifier: created.asset_id,
        actor_id: m.member.user.id,
      },
    ]);
    expect(await attachmentEvents(ctx.app.db, created.asset_id)).toMatchObject([{ action: "created", project_id: m.projectId }]);
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
    const detail = await m.admin.agent.get(
      `/api/workspaces/${m.slug}/projects/${m.projectId}/issues/${issueId}/?expand=issue_attachments`,
    );
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
    expect(existsSync(storedPath(ctx.app, completed.storage_key))).toBe(false);
    expect((await assetRow(ctx.app.db, created.asset_id)).deleted_at).not.toBeNull();
    expect((await attachmentActivities(ctx.app.db, issueId)).map((a) => [a.verb, a.old_value, a.old_identifier])).toEqual([
      ["created", null, null],
      ["deleted", "diagram.png", created.asset_id],
    ]);
    expect((await attachmentEvents(ctx.app.db, created.asset_id)).map((e) => [e.action, e.payload])).toEqual([
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

  it("takes one upload per form once completed: the stored file cannot be replaced through it", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const created = await createAndUpload(m.member.agent, base);
    // Before completion the form may be used again (a retried upload), as S3 allows.
    const retry = await postUpload(m.member.agent, created.upload_data, { content: PNG, type: "image/png" });
    expect(retry.statusCode, retry.body).toBe(204);
    expect((await m.member.agent.patch(`${base}${created.asset_id}/`)).statusCode).toBe(200);
    const completed = await assetRow(ctx.app.db, created.asset_id);

    const forged = Buffer.from("<svg onload=alert(1)>").subarray(0, PNG.length);
    const reuse = await postUpload(new Agent(ctx.app), created.upload_data, { content: forged, type: "image/png" });
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json()).toEqual({
      error: "This upload form can no longer be used: its upload was completed or its attachment removed",
    });
    expect((await m.guest.agent.get(`${base}${created.asset_id}/`)).rawPayload).toEqual(PNG);
    expect(readFileSync(storedPath(ctx.app, completed.storage_key))).toEqual(PNG);
    expect(existsSync(storedPath(ctx.app, created.upload_data.fields.key))).toBe(false);
    expect((await assetRow(ctx.app.db, created.asset_id)).size).toBe(PNG.length);
  });

  it("refuses the form of an attachment removed before its upload", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const created = (await m.member.agent.post(base, { name: "a.png", size: PNG.length, type: "image/png" })).json() as Created;
    expect((await m.member.agent.delete(`${base}${created.asset_id}/`)).statusCode).toBe(204);
    const late = await postUpload(m.member.agent, created.upload_data, { content: PNG, type: "image/png" });
    expect(late.statusCode).toBe(403);
    expect(existsSync(storedPath(ctx.app, created.upload_data.fields.key))).toBe(false);
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
    const row = await assetRow(ctx.app.db, created.asset_id);
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
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="../../etc/passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
    );
  });

  it("keeps unicode and quotes in names without breaking the download header", async () => {
    const { m, base } = await attachmentKit(ctx.app);
    const name = 'Résumé "final" ✓.html';
    const created = await createAndUpload(m.member.agent, base, Buffer.from("<script>alert(1)</script>"), {
      name,
      type: "text/html",
    });
    await m.member.agent.patch(`${base}${created.asset_id}/`);
    const file = await m.member.agent.get(`${base}${created.asset_id}/`);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ _final_ _.html"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%E2%9C%93.html`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
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
    expect(await assetRowsOf(ctx.app.db, issueId)).toEqual([]);
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
    expect(await assetRowsOf(ctx.app.db, issueId)).toHaveLength(1);
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
    expect((await assetRow(ctx.app.db, created.asset_id)).is_uploaded).toBe(false);
    expect((await m.admin.agent.patch(one)).statusCode).toBe(200);

    expect((await other.agent.delete(one)).statusCode).toBe(403);
    expect((await assetRow(ctx.app.db, created.asset_id)).deleted_at).toBeNull();
    expect((await m.admin.agent.delete(one)).statusCode).toBe(204);
    expect((await assetRow(ctx.app.db, created.asset_id)).deleted_at).not.toBeNull();
  });
});
