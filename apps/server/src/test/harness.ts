import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Database, poolOf } from "../db/client";
import { type Env, readEnv } from "../lib/env";
import type { SentMail } from "../lib/mail";
import type { App } from "../lib/types";
import { atFileEnd, openTestDatabase } from "./test-postgres";
import { waitFor } from "./wait-for";

export type TestContext = { app: App; database: Database; env: Env };

let shared: Promise<TestContext> | null = null;

export function testEnv(overrides: Partial<Env> = {}): Env {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-test-"));
  return {
    ...readEnv({ DATA_DIR: dataDir, SECRET_KEY: "test-secret", APP_ORIGIN: "http://hangar.test" }),
    authRateLimitMax: 100_000,
    authAccountRateLimitMax: 100_000,
    validateResponses: true,
    // Tests run the notification mail digest when they mean to, never on the clock.
    notificationDigestMinutes: 0,
    ...overrides,
  };
}

export { openTestDatabase } from "./test-postgres";

/**
 * The job queue of a test app. A worker takes any job of its queue, so an app that shares its database
 * with others (TEST_DATABASE_URL, where all files share one; a second app in a file) gets a queue of
 * its own, lest another app deliver its mail; it is dropped when the file ends. Otherwise the queue's
 * tables come ready-made with the file's copy of the template.
 */
export function testJobs(database: Database, own: boolean): { schema?: string; pollingIntervalSeconds: number } {
  const pollingIntervalSeconds = 0.5;
  if (!own) return { pollingIntervalSeconds };
  const schema = `jobs_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = database.url;
  if (url)
    atFileEnd(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    });
  return { schema, pollingIntervalSeconds };
}

export function getTestContext(): Promise<TestContext> {
  shared ??= (async () => {
    const database = await openTestDatabase();
    const env = testEnv();
    const jobs = testJobs(database, Boolean(process.env.TEST_DATABASE_URL));
    const app = await buildApp({ db: database.db, env, webDist: null, listen: database.listen, jobs });
    await app.ready();
    // First among the file's closers: its app stops (jobs included) before its queue or database goes.
    atFileEnd(
      async () => {
        await app.close();
        await database.close();
      },
      { first: true },
    );
    return { app, database, env };
  })();
  return shared;
}

export async function buildTestApp(database: Database, overrides: Partial<Env> = {}): Promise<App> {
  const jobs = testJobs(database, true);
  const app = await buildApp({ db: database.db, env: testEnv(overrides), webDist: null, listen: database.listen, jobs });
  await app.ready();
  return app;
}

/**
 * The mails this app delivered to `email` (with a subject matching `subject`, when given), once there
 * are at least `count`: mail goes out from a background job, a moment after the request that sent it.
 */
export function mailsTo(app: App, email: string, count = 1, subject?: RegExp): Promise<SentMail[]> {
  return waitFor(`${count} mail(s) to ${email}${subject ? ` about ${subject}` : ""}`, () => {
    const mails = app.mailer.recent.filter((m) => m.to === email && (!subject || subject.test(m.subject)));
    return mails.length >= count && mails;
  });
}

/** The newest mail delivered to `email` (with a matching subject), waiting for the first. */
export async function lastMailTo(app: App, email: string, subject?: RegExp): Promise<SentMail> {
  const mails = await mailsTo(app, email, 1, subject);
  return mails[mails.length - 1] as SentMail;
}

/**
 * How many `mail.send` jobs were enqueued (to `email`, or in all), run or not: a test that expects no
 * mail checks this, as an undelivered mail may still be on its way.
 */
export async function mailJobs(app: App, email?: string): Promise<number> {
  const { rows } = await poolOf(app.db).query(
    `select count(*)::int as n from ${app.jobs.schema}.job where name = 'mail.send' and ($1::text is null or data->>'to' = $1)`,
    [email ?? null],
  );
  return (rows[0] as { n: number }).n;
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A browser-like client: keeps cookies between calls and echoes the CSRF cookie on unsafe requests. */
export class Agent {
  cookies = new Map<string, string>();
  constructor(readonly app: App) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
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
export const uniqueSlug = (prefix = "ws") =>
  `${prefix}-${Date.now().toString(36)}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;
export const STRONG_PASSWORD = "plum-Vivid-Kettle";

export type SignedIn = { agent: Agent; user: { id: string; email: string; display_name: string } };

export async function signUp(app: App, email = uniqueEmail(), password = STRONG_PASSWORD): Promise<SignedIn> {
  const agent = new Agent(app);
  const res = await agent.post("/auth/sign-up/", { email, password, first_name: "Test", last_name: "User" });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { agent, user: res.json() };
}

export async function createWorkspace(agent: Agent, slug = uniqueSlug()): Promise<{ id: string; slug: string; name: string }> {
  const res = await agent.post("/api/workspaces/", { name: `Workspace ${slug}`, slug, organization_size: "2-10" });
  if (res.statusCode !== 201) throw new Error(`create workspace failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

let identifierCounter = 0;
export const uniqueIdentifier = () => `P${(Date.now() % 1e6).toString(36).toUpperCase()}${++identifierCounter}`.slice(0, 12);

export async function createProject(
  agent: Agent,
  slug: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; identifier: string; name: string; [k: string]: unknown }> {
  const identifier = uniqueIdentifier();
  const res = await agent.post(`/api/workspaces/${slug}/projects/`, { name: `Project ${identifier}`, identifier, ...body });
  if (res.statusCode !== 201) throw new Error(`create project failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Test setup shortcut: puts a user straight into a workspace (and optionally a project) with a role.
 * The invitation and member APIs have their own tests; most tests just need people in roles.
 */
export async function addMember(
  app: App,
  opts: { workspaceSlug: string; userId: string; role: number; projectId?: string; projectRole?: number },
) {
  const { findWorkspaceBySlug, insertWorkspaceMember } = await import("../features/workspaces/workspaces.repo");
  const { upsertProjectMember } = await import("../features/projects/projects.repo");
  const ws = await findWorkspaceBySlug(app.db, opts.workspaceSlug);
  if (!ws) throw new Error(`no workspace ${opts.workspaceSlug}`);
  await insertWorkspaceMember(app.db, { workspace_id: ws.id, member_id: opts.userId, role: opts.role });
  if (opts.projectId) {
    await upsertProjectMember(app.db, {
      workspace_id: ws.id,
      project_id: opts.projectId,
      member_id: opts.userId,
      role: opts.projectRole ?? opts.role,
    });
  }
}

export type RoleMatrix = {
  admin: SignedIn;
  member: SignedIn;
  guest: SignedIn;
  outsider: SignedIn;
  slug: string;
  projectId: string;
};

/** A workspace and project with an admin (creator), a member, a guest, and an outsider from another workspace. */
export async function roleMatrix(app: App): Promise<RoleMatrix> {
  const admin = await signUp(app);
  const { slug } = await createWorkspace(admin.agent);
  const project = await createProject(admin.agent, slug);
  const member = await signUp(app);
  const guest = await signUp(app);
  const outsider = await signUp(app);
  await createWorkspace(outsider.agent);
  await addMember(app, { workspaceSlug: slug, userId: member.user.id, role: 15, projectId: project.id });
  await addMember(app, { workspaceSlug: slug, userId: guest.user.id, role: 5, projectId: project.id });
  return { admin, member, guest, outsider, slug, projectId: project.id };
}

export type LiveMessage = {
  type: string;
  event?: {
    id: number;
    entity_type: string;
    entity_id: string | null;
    action: string;
    project_id: string | null;
    payload: Record<string, unknown>;
  };
  last_event_id?: number;
};

/** Opens the live WebSocket of a workspace as this agent's user and records what arrives. */
export async function openLive(agent: Agent, slug: string, after?: number) {
  const messages: LiveMessage[] = [];
  const waiters: { pred: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const url = `/api/workspaces/${slug}/events/live/${after === undefined ? "" : `?after=${after}`}`;
  let closeCode: number | null = null;
  let markClosed: (code: number) => void = () => {};
  // Settles when the server closes the socket: a condition, bounded by the test's own timeout.
  const closedWith = new Promise<number>((resolve) => {
    markClosed = resolve;
  });
  const ws = await agent.app.injectWS(url, { headers: { cookie } } as never, {
    onInit: (socket) => {
      socket.on("message", (raw) => {
        const text = raw.toString();
        if (text === "pong") return;
        const message = JSON.parse(text) as LiveMessage;
        messages.push(message);
        for (const w of [...waiters]) {
          if (w.pred(message)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(message);
          }
        }
      });
      socket.on("close", (code) => {
        closeCode = code;
        markClosed(code);
      });
    },
  });
  // Settles on the first matching message, already received or to come; the test's own timeout bounds it.
  const waitFor = (pred: (m: LiveMessage) => boolean) =>
    new Promise<LiveMessage>((resolve) => {
      const found = messages.find(pred);
      if (found) return resolve(found);
      waiters.push({ pred, resolve });
    });
  return { ws, messages, waitFor, closeCode: () => closeCode, closed: () => closedWith };
}
