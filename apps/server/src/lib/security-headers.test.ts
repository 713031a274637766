import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { openTestDatabase, testEnv } from "../test/harness";
import { readEnv } from "./env";
import { contentSecurityPolicy, s3Origins } from "./security-headers";
import { createS3Client, presignedPostOptions } from "./storage/s3-storage";
import type { App } from "./types";

/** A built web app in miniature: an index.html that loads its script from a file, and that file. */
function webDistFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hangar-webdist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script src="/boot.js"></script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app');");
  return dir;
}

/** The CSP header as directive name → sources. */
function parseCsp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers["content-security-policy"];
  expect(typeof header).toBe("string");
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = parseCsp(res);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("connect-src")).toEqual(["'self'", "ws://hangar.test"]);
  // No directive lets inline or eval'd script run.
  for (const [name, sources] of csp) {
    if (name.startsWith("script") || name === "default-src") {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  }
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("same-origin");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  // APP_ORIGIN is http here: no HSTS, and no upgrade of the app's own http requests.
  expect(res.headers["strict-transport-security"]).toBeUndefined();
  expect(csp.has("upgrade-insecure-requests")).toBe(false);
}

describe("security headers", () => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, env: testEnv(), webDist: webDistFixture() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("are sent on API answers, signed in or not", async () => {
    const res = await app.inject({ method: "GET", url: "/api/instances/" });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    const anonymous = await app.inject({ method: "GET", url: "/api/users/me/" });
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous);
    const auth = await app.inject({ method: "GET", url: "/auth/get-csrf-token/" });
    expect(auth.statusCode).toBe(200);
    expectSecurityHeaders(auth);
  });

  it("are sent on the web app's HTML, at its root and on a deep link, and on its files", async () => {
    for (const url of ["/", "/my-workspace/projects/123/issues"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expectSecurityHeaders(res);
    }
    const asset = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
  });

  it("are sent on 404s and on refused requests", async () => {
    for (const url of ["/no-such-file.txt", "/assets/missing.js"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expectSecurityHeaders(res);
    }
    const refused = await app.inject({ method: "POST", url: "/api/workspaces/", payload: { name: "x" } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expectSecurityHeaders(refused);
  });

  it("answer a disguised API path that matched no route with 404, not the app's page", async () => {
    for (const url of ["/%61pi/no-such-route/", "/%2561pi/workspaces/x/", "//API/nothing", "/%61uth/nothing/"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("are sent on the API docs, whose page loads its scripts from files", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});

describe("content security policy", () => {
  it("sends HSTS and upgrades insecure requests only behind https, with the socket on wss", async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, env: testEnv({ appOrigin: "https://hangar.example" }), webDist: null });
    try {
      const res = await app.inject({ method: "GET", url: "/api/instances/" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=15552000");
      const csp = parseCsp(res);
      expect(csp.has("upgrade-insecure-requests")).toBe(true);
      expect(csp.get("connect-src")).toEqual(["'self'", "wss://hangar.example"]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("lets the browser upload to and load from the S3 host that uploads are presigned to", async () => {
    const cases = [
      { S3_BUCKET: "files", S3_ENDPOINT: "http://127.0.0.1:9000" },
      { S3_BUCKET: "files", S3_ENDPOINT: "https://s3.example.net", S3_FORCE_PATH_STYLE: "false" },
      { S3_BUCKET: "files", S3_REGION: "eu-west-3" },
      { S3_BUCKET: "files" },
    ];
    for (const vars of cases) {
      const env = readEnv({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "hangar-env-")), SECRET_KEY: "k", ...vars });
      if (!env.s3) throw new Error("S3 settings expected");
      // The SDK signs offline: the addresses are the ones the storage hands to browsers.
      const client = createS3Client({ ...env.s3, accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" });
      const key = `workspace/${randomUUID()}/${randomUUID()}`;
      const upload = await createPresignedPost(
        client,
        presignedPostOptions(env.s3.bucket, { key, contentType: "image/png", maxBytes: 10 }),
      );
      const download = await getSignedUrl(client, new GetObjectCommand({ Bucket: env.s3.bucket, Key: key }));
      const csp = contentSecurityPolicy(env);
      expect(s3Origins(env.s3)).toContain(new URL(upload.url).origin);
      expect(csp["connect-src"]).toContain(new URL(upload.url).origin);
      expect(csp["img-src"]).toContain(new URL(download).origin);
    }
    expect(s3Origins(null)).toEqual([]);
  });
});
