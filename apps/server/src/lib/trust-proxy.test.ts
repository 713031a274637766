import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { Agent, openTestDatabase, testEnv, uniqueEmail } from "../test/harness";
import { type Env, parseTrustProxy, readEnv } from "./env";
import type { App } from "./types";

/** The app with a probe route that tells which client address the server saw. */
async function appWith(database: Database, overrides: Partial<Env>): Promise<App> {
  const app = await buildApp({ db: database.db, env: testEnv({ authRateLimitMax: 3, ...overrides }), webDist: null });
  app.get("/test/client-ip/", async (request) => ({ ip: request.ip, ips: request.ips ?? null }));
  await app.ready();
  return app;
}

const clientIp = async (app: App, headers: Record<string, string> = {}) =>
  (await app.inject({ method: "GET", url: "/test/client-ip/", headers })).json().ip;

/** Auth calls from `count` different forwarded addresses, all really from inject's 127.0.0.1. */
async function emailChecksFromRotatingAddresses(app: App, count: number): Promise<number[]> {
  const agent = new Agent(app);
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await agent.post("/auth/email-check/", { email: uniqueEmail() }, { "x-forwarded-for": `203.0.113.${i}` });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe("TRUST_PROXY", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("unset, ignores X-Forwarded-For: the address is the peer's and rotating the header keeps the rate limit", async () => {
    const app = await appWith(database, {});
    try {
      expect(await clientIp(app, { "x-forwarded-for": "198.51.100.7" })).toBe("127.0.0.1");
      expect(await emailChecksFromRotatingAddresses(app, 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it("naming the proxy's address, takes the client address it forwards", async () => {
    const app = await appWith(database, { trustProxy: parseTrustProxy("127.0.0.1") });
    try {
      expect(await clientIp(app, { "x-forwarded-for": "198.51.100.7" })).toBe("198.51.100.7");
      // Only hops through trusted proxies count: an address the client wrote before the proxy's is not used.
      expect(await clientIp(app, { "x-forwarded-for": "10.9.9.9, 198.51.100.7" })).toBe("198.51.100.7");
      expect(await clientIp(app)).toBe("127.0.0.1");
      // Each forwarded client has a budget of its own.
      expect(await emailChecksFromRotatingAddresses(app, 4)).toEqual([200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it("a proxy elsewhere is not trusted: a CIDR that does not hold the peer changes nothing", async () => {
    const app = await appWith(database, { trustProxy: parseTrustProxy("10.0.0.0/8, 192.168.0.1") });
    try {
      expect(await clientIp(app, { "x-forwarded-for": "198.51.100.7" })).toBe("127.0.0.1");
    } finally {
      await app.close();
    }
  });

  it("a hop count trusts that many proxies in front of the server", async () => {
    const app = await appWith(database, { trustProxy: parseTrustProxy("1") });
    try {
      expect(await clientIp(app, { "x-forwarded-for": "10.9.9.9, 198.51.100.7" })).toBe("198.51.100.7");
    } finally {
      await app.close();
    }
  });
});

describe("parseTrustProxy", () => {
  it("reads the forms Fastify's trustProxy takes; unset trusts nobody", () => {
    expect(readEnv({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "h-")) }).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses what is not an address, a CIDR or a range name, naming it", () => {
    for (const bad of ["yes-please", "10.0.0.0/33", "127.0.0.1,proxy.local", "10.0.0.1/8/1", "::1/129", "1.2.3"]) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY must be/);
    }
    expect(() => readEnv({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "h-")), TRUST_PROXY: "proxy.local" })).toThrow(
      /"proxy.local"/,
    );
  });
});
