import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage, signUploadPolicy } from "../../lib/storage/local-storage";
import type { App } from "../../lib/types";
import { buildTestApp, getTestContext, type TestContext } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import {
  assetRow,
  assetRowsOf,
  attachmentKit,
  type Created,
  filesUnder,
  multipartForm,
  PNG,
  postUpload,
  storedPath,
  type UploadData,
  uploadsDir,
} from "./attachment-test-kit";

const SMALL_LIMIT = 64 * 1024;

let ctx: TestContext;
/** A second app on the same database with a 64 KB limit, so size tests don't push megabytes around. */
let small: App;

beforeAll(async () => {
  ctx = await getTestContext();
  small = await buildTestApp(ctx.database, { uploadMaxBytes: SMALL_LIMIT });
});
afterAll(async () => {
  await small?.close();
});

describe("issue attachments: size limit", () => {
  it("refuses a declared size over the limit, naming the limit in MB, and reserves nothing", async () => {
    const { m, base, issueId } = await attachmentKit(ctx.app);
    const res = await m.member.agent.post(base, { name: "big.zip", size: 5 * 1024 * 1024 + 1, type: "application/zip" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("size: file size exceeds the 5 MB limit");
    const exact = await m.member.agent.post(base, { name: "edge.zip", size: 5 * 1024 * 1024, type: "application/zip" });
    expect(exact.statusCode).toBe(201);
    expect((await assetRowsOf(ctx.app.db, issueId)).map((r) => r.name)).toEqual(["edge.zip"]);

    const smallKit = await attachmentKit(small);
    const refused = await smallKit.m.member.agent.post(smallKit.base, {
      name: "big.zip",
      size: SMALL_LIMIT + 1,
      type: "application/zip",
    });
    expect(refused.json().error).toBe("size: file size exceeds the 0.063 MB limit");
  });

  it("refuses an upload bigger than the size declared at creation, storing nothing", async () => {
    const { m, base } = await attachmentKit(small);
    const created = (
      await m.member.agent.post(base, { name: "small.bin", size: 100, type: "application/octet-stream" })
    ).json() as Created;
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
    const created = (
      await m.member.agent.post(base, { name: "x.bin", size: 10, type: "application/octet-stream" })
    ).json() as Created;
    const key = created.upload_data.fields.key;
    const forged = signUploadPolicy(small.env.secretKey, {
      key,
      content_type: "application/octet-stream",
      max_size: 50 * 1024 * 1024,
      expires_at: Math.floor(Date.now() / 1000) + 600,
    });
    const fields = { ...created.upload_data.fields, ...forged };
    const up = await postUpload(
      m.member.agent,
      { ...created.upload_data, fields },
      { content: Buffer.alloc(SMALL_LIMIT + 10, 7) },
    );
    expect(up.statusCode).toBe(400);
    expect(up.json().error).toBe("file: file size exceeds the 0.063 MB limit");
    expect(existsSync(storedPath(small, key))).toBe(false);
  });

  it("refuses to mark uploaded a stored object over the limit, and removes it", async () => {
    const { m, base, issue } = await attachmentKit(small);
    const created = (
      await m.member.agent.post(base, { name: "x.bin", size: 10, type: "application/octet-stream" })
    ).json() as Created;
    const storage = new LocalStorage({
      dataDir: small.env.dataDir,
      secretKey: small.env.secretKey,
      appOrigin: small.env.appOrigin,
    });
    await storage.write(created.upload_data.fields.key, Readable.from([Buffer.alloc(SMALL_LIMIT + 1)]), Number.MAX_SAFE_INTEGER);
    const res = await m.member.agent.patch(`${base}${created.asset_id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("file: file size exceeds the 0.063 MB limit");
    expect(existsSync(storedPath(small, created.upload_data.fields.key))).toBe(false);
    expect((await assetRow(ctx.app.db, created.asset_id)).is_uploaded).toBe(false);
    expect((await issue()).attachment_count).toBe(0);
  });
});

describe("issue attachments: the upload form", () => {
  async function reserved() {
    const kit = await attachmentKit(ctx.app);
    const created = (
      await kit.m.member.agent.post(kit.base, { name: "a.png", size: PNG.length, type: "image/png" })
    ).json() as Created;
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
    const { payload, contentType } = multipartForm(r.fields);
    const none = await r.m.member.agent.request("POST", "/api/assets/v2/uploads/", payload, { "content-type": contentType });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("file: the form has no file");
    expect(r.stored()).toBe(false);
    const ok = await r.upload(r.fields);
    expect(ok.statusCode, ok.body).toBe(204);
    expect(r.stored()).toBe(true);
  });

  it("answers 400, not a server error, to a cut-off or garbled form, storing nothing", async () => {
    const r = await reserved();
    const { payload, contentType } = multipartForm(r.fields, { content: PNG });
    for (const body of [payload.subarray(0, payload.length - 30), Buffer.from("garbage")]) {
      const res = await r.m.member.agent.request("POST", "/api/assets/v2/uploads/", body, { "content-type": contentType });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("file: the multipart form data is malformed or incomplete");
    }
    const json = await r.m.member.agent.post("/api/assets/v2/uploads/", r.fields);
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(r.stored()).toBe(false);
    // The part file of a cut-off upload is removed as its stream closes, which may follow the reply.
    await waitFor(
      "the cut-off uploads' part files to be removed",
      () => filesUnder(path.join(uploadsDir(ctx.app), ".incoming")).length === 0,
    );
  });
});

describe("issue attachments: over a real socket", () => {
  it("accepts a browser FormData upload and turns away an oversized one", async () => {
    const { m, base } = await attachmentKit(small);
    const origin = await small.listen({ port: 0, host: "127.0.0.1" });
    const send = (upload: UploadData, content: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append("file", new Blob([new Uint8Array(content)]), "upload.bin");
      // Like a browser posting to S3: no session cookie, no CSRF header — the signed policy is the credential.
      return fetch(`${origin}${new URL(upload.url).pathname}`, { method: "POST", body: form });
    };

    const content = Buffer.alloc(SMALL_LIMIT, 3);
    const ok = (
      await m.member.agent.post(base, { name: "ok.bin", size: content.length, type: "application/octet-stream" })
    ).json() as Created;
    const res = await send(ok.upload_data, content);
    expect(res.status, await res.text()).toBe(204);
    expect(readFileSync(storedPath(small, ok.upload_data.fields.key))).toEqual(content);

    const big = (
      await m.member.agent.post(base, { name: "big.bin", size: 10, type: "application/octet-stream" })
    ).json() as Created;
    const refused = await send(big.upload_data, Buffer.alloc(4 * SMALL_LIMIT, 4)).catch((err: Error) => err);
    // A client still sending may see the connection close instead; either way nothing is stored.
    if (refused instanceof Response) {
      expect(refused.status).toBe(400);
      expect(refused.headers.get("connection")).toBe("close");
    }
    expect(existsSync(storedPath(small, big.upload_data.fields.key))).toBe(false);
  });
});
