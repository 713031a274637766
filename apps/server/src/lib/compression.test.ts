import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { Agent, createProject, createWorkspace, openTestDatabase, signUp, testEnv } from "../test/harness";
import { createIssue } from "../test/issues-harness";
import type { App } from "./types";

const APP_JS = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};\n`;
const INDEX_HTML = `<!doctype html><html><head><script src="/boot.js"></script></head><body><div id="root">${"<div></div>".repeat(200)}</div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>`;

/** A built web app in miniature, with the .br and .gz copies the build writes beside each file. */
function webDistFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-webdist-"));
  mkdirSync(path.join(dir, "assets"));
  const files = { "index.html": INDEX_HTML, "assets/app-1a2b3c.js": APP_JS, "boot.js": "globalThis.booted = true;" };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    if (text.length < 1024) continue;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

/** The body as the browser reads it, undoing the Content-Encoding it was sent with. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

describe("compression and caching", () => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, env: testEnv(), webDist: webDistFixture(), listen: database.listen });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("compresses a large API reply as Accept-Encoding allows, and sends plain JSON without it", async () => {
    const { agent } = await signUp(app);
    const workspace = await createWorkspace(agent);
    const project = await createProject(agent, workspace.slug);
    for (let i = 0; i < 5; i++)
      await createIssue(agent, workspace.slug, project.id, { description_html: `<p>${"words ".repeat(40)}</p>` });
    const url = `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`;

    const plain = await agent.get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json();

    const br = await agent.get(url, { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(br))).toEqual(json);

    const gzip = await agent.get(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(gzip))).toEqual(json);

    const identity = await agent.get(url, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.json()).toEqual(json);
  });

  it("sends a small reply as it is", async () => {
    const res = await new Agent(app).get("/auth/get-csrf-token/", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("serves a hashed asset precompressed and immutable, and plain to a client that accepts no encoding", async () => {
    const br = await app.inject({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);
    expect(decoded(br)).toBe(APP_JS);

    const gzip = await app.inject({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(APP_JS);

    const plain = await app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body).toBe(APP_JS);

    // An asset no build wrote (a stale tab asking for last version's chunk) is a 404, never the app's page.
    for (const url of ["/assets/app-0ld0ld.js", "/assets/nested/app-0ld0ld.js"]) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers["content-type"], url).toMatch(/json/);
    }
  });

  it("has index.html, the SPA fallback and unhashed files revalidated on every load", async () => {
    for (const url of ["/", "/acme/projects/p1/issues"]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(decoded(res)).toBe(INDEX_HTML);
    }
    const plain = await app.inject({ url: "/acme/projects/p1/issues" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);

    const boot = await app.inject({ url: "/boot.js", headers: { "accept-encoding": "br" } });
    expect(boot.statusCode).toBe(200);
    expect(boot.headers["cache-control"]).toBe("no-cache");
    expect(decoded(boot)).toBe("globalThis.booted = true;");
  });
});
