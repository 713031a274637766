import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Database, migrateDatabase, openDatabase } from "../db/client";
import { type Env, readEnv } from "../lib/env";
import type { App } from "../lib/types";

export type TestContext = { app: App; database: Database; env: Env };

let shared: Promise<TestContext> | null = null;

export function testEnv(overrides: Partial<Env> = {}): Env {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-test-"));
  return {
    ...readEnv({ DATA_DIR: dataDir, SECRET_KEY: "test-secret", APP_ORIGIN: "http://hangar.test" }),
    authRateLimitMax: 100_000,
    ...overrides,
  };
}

/**
 * One database per test file: in-memory PGlite by default, the PostgreSQL of TEST_DATABASE_URL when set.
 * Tests isolate themselves by creating their own users and workspaces, never by truncating.
 */
export async function openTestDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL || null });
  await migrateDatabase(database);
  return database;
}

export function getTestContext(): Promise<TestContext> {
  shared ??= (async () => {
    const database = await openTestDatabase();
    const env = testEnv();
    const app = await buildApp({ db: database.db, env, webDist: null });
    await app.ready();
    return { app, database, env };
  })();
  return shared;
}

export async function buildTestApp(database: Database, overrides: Partial<Env> = {}): Promise<App> {
  const app = await buildApp({ db: database.db, env: testEnv(overrides), webDist: null });
  await app.ready();
  return app;
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A browser-like client: keeps cookies between calls and echoes the CSRF cookie on unsafe requests. */
export class Agent {
  cookies = new Map<string, string>();
  constructor(readonly app: App) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (method !== "GET" && !this.cookies.has("csrftoken")) await this.request("GET", "/auth/get-csrf-token/");
    const csrf = this.cookies.get("csrftoken");
    const res = await this.app.inject({
      method,
      url,
      payload: body === undefined ? undefined : (body as object),
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(method !== "GET" && csrf ? { "x-csrftoken": csrf } : {}),
        ...headers,
      },
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === "";
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", url, body ?? {}, headers);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body ?? {});
  put = (url: string, body?: unknown) => this.request("PUT", url, body ?? {});
  delete = (url: string, body?: unknown) => this.request("DELETE", url, body);
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
export const uniqueSlug = (prefix = "ws") => `${prefix}-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;
export const STRONG_PASSWORD = "Sup3r-secret!";

export type SignedIn = { agent: Agent; user: { id: string; email: string; display_name: string } };

export async function signUp(app: App, email = uniqueEmail(), password = STRONG_PASSWORD): Promise<SignedIn> {
  const agent = new Agent(app);
  const res = await agent.post("/auth/sign-up/", { email, password, first_name: "Test", last_name: "User" });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { agent, user: res.json() };
}
