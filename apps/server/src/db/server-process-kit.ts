import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GiveUp, waitFor } from "../test/wait-for";
import { freePort } from "./embedded";
import { isAlive, isPostmasterOf, readPidFile } from "./embedded-setup";

/**
 * Helpers for tests that run Hangar the way users do: `node --import tsx apps/server/src/main.ts` as a
 * child process on a real port, spoken to over HTTP. Everything they start is tracked, and `cleanUp()`
 * (call it in afterEach) ends it: servers, any PostgreSQL a killed server left behind, data directories.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const mainTs = path.join(repoRoot, "apps/server/src/main.ts");

export const SECRET_KEY = "lifecycle-test-secret";
export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Try again in a moment.";

export { GiveUp, waitFor };

const dataDirs = new Set<string>();
const extraDirs = new Set<string>();
const servers = new Set<ServerProcess>();
const closers: (() => Promise<void>)[] = [];

/** A fresh DATA_DIR, removed by cleanUp(). */
export function makeDataDir(prefix = "hangar-lifecycle-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // mkdtemp makes the folder private to us; as root, PostgreSQL runs as the `postgres` user, which must
  // be able to enter it.
  chmodSync(dir, 0o755);
  dataDirs.add(dir);
  return dir;
}

/** Another folder (or a data directory made elsewhere) for cleanUp() to remove. */
export function removeAtCleanUp(dir: string) {
  extraDirs.add(dir);
}

/** Something else to end at cleanUp() (an embedded PostgreSQL the test started itself). */
export function atCleanUp(close: () => Promise<void>) {
  closers.push(close);
}

export type LogLine = { level: number; msg: string; [k: string]: unknown };

export class ServerProcess {
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  constructor(
    readonly proc: ChildProcess,
    readonly port: number,
    readonly dataDir: string,
  ) {
    for (const stream of [proc.stdout, proc.stderr]) {
      let pending = "";
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => {
        pending += chunk;
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        this.output.push(...lines.filter((l) => l.trim()));
      });
      stream?.on("end", () => {
        if (pending.trim()) this.output.push(pending);
        pending = "";
      });
    }
    this.exited = new Promise((resolve) =>
      proc.once("exit", (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      }),
    );
  }

  get pid(): number {
    return this.proc.pid as number;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** pino's JSON lines (anything else the process printed is left out). */
  logs(): LogLine[] {
    const parsed: LogLine[] = [];
    for (const line of this.output) {
      if (!line.startsWith("{")) continue;
      try {
        parsed.push(JSON.parse(line) as LogLine);
      } catch {}
    }
    return parsed;
  }

  findLog(pattern: RegExp): LogLine | undefined {
    return this.logs().find((l) => pattern.test(l.msg));
  }

  waitForLog(pattern: RegExp, timeoutMs = 60_000): Promise<LogLine> {
    return waitFor(`a log line matching ${pattern}`, () => this.findLog(pattern), timeoutMs);
  }

  async waitForExit(timeoutMs = 60_000) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`pid ${this.pid} did not exit within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Waits until the server answers GET /api/instances/ with 200; fails early with its output if it exits. */
  async ready(timeoutMs = 90_000) {
    await waitFor(
      `the server on port ${this.port} to answer`,
      async () => {
        if (this.exitInfo) throw new GiveUp(`the server exited (${JSON.stringify(this.exitInfo)}) before answering`);
        const res = await fetch(`${this.origin}/api/instances/`).catch(() => null);
        return res?.status === 200;
      },
      timeoutMs,
      200,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n--- output ---\n${this.output.join("\n")}`);
    });
  }

  /** SIGTERM (or the signal given), then SIGKILL if it has not ended after `graceMs`. */
  async stop(graceMs = 30_000, signal: NodeJS.Signals = "SIGTERM") {
    if (this.exitInfo) return this.exitInfo;
    this.proc.kill(signal);
    try {
      return await this.waitForExit(graceMs);
    } catch {
      this.proc.kill("SIGKILL");
      return this.exited;
    }
  }
}

/**
 * Starts `main.ts` with DATA_DIR (embedded PostgreSQL unless `env.DATABASE_URL` is given), on `port` (a
 * restart where clients left off) or a free one.
 */
export async function spawnServer(opts: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const proc = spawn(process.execPath, ["--import", "tsx", mainTs], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: "info",
      SECRET_KEY,
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      ...opts.env,
    },
  });
  const server = new ServerProcess(proc, port, opts.dataDir);
  servers.add(server);
  return server;
}

export async function startServer(opts: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
}): Promise<ServerProcess> {
  const server = await spawnServer(opts);
  await server.ready();
  return server;
}

/** The folder of DATA_DIR's embedded cluster, as recorded at its first start. */
export function clusterDirOf(dataDir: string): string {
  return readFileSync(path.join(dataDir, "postgres-cluster"), "utf8").trim();
}

/** The pid in the cluster's postmaster.pid, or null when the file is absent. */
export function postmasterPid(dataDir: string): number | null {
  return readPidFile(clusterDirOf(dataDir))?.pid ?? null;
}

/** A postmaster still serving DATA_DIR's cluster (one a SIGKILLed server left behind), or null. */
export function runningPostmaster(dataDir: string): number | null {
  if (!existsSync(path.join(dataDir, "postgres-cluster"))) return null;
  const clusterDir = clusterDirOf(dataDir);
  const pid = readPidFile(clusterDir)?.pid;
  return pid && isAlive(pid) && isPostmasterOf(pid, clusterDir) ? pid : null;
}

export { isAlive };

async function stopPostmaster(pid: number) {
  process.kill(pid, "SIGINT");
  try {
    await waitFor(`postmaster ${pid} to stop`, () => !isAlive(pid), 20_000);
  } catch {
    process.kill(pid, "SIGQUIT");
    await waitFor(`postmaster ${pid} to stop`, () => !isAlive(pid), 10_000).catch(() => {});
  }
}

/** Ends everything the test started, in order: servers, its own databases, orphans, then folders. */
export async function cleanUp() {
  const errors: unknown[] = [];
  await Promise.all(
    [...servers].map((s) =>
      s.stop().catch((err) => {
        errors.push(err);
      }),
    ),
  );
  servers.clear();
  for (const close of closers.splice(0)) await close().catch((err) => errors.push(err));
  for (const dir of dataDirs) {
    const orphan = runningPostmaster(dir);
    if (orphan) await stopPostmaster(orphan).catch((err) => errors.push(err));
  }
  for (const dir of [...dataDirs, ...extraDirs]) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
  extraDirs.clear();
  if (errors.length) throw new AggregateError(errors, "clean-up failed");
}

export type Reply = { status: number; body: unknown; text: string };

/** A browser-like HTTP client: keeps cookies, sends Origin, echoes the CSRF cookie on unsafe requests. */
export class HttpAgent {
  readonly cookies = new Map<string, string>();
  constructor(public origin: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Reply> {
    const unsafe = method !== "GET" && method !== "HEAD";
    if (unsafe && !this.cookies.has("csrftoken")) await this.request("GET", "/auth/get-csrf-token/");
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (unsafe) headers["x-csrftoken"] = this.cookies.get("csrftoken") ?? "";
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair, ...attrs] = raw.split(";");
      const eq = (pair ?? "").indexOf("=");
      const name = (pair ?? "").slice(0, eq).trim();
      const value = (pair ?? "").slice(eq + 1).trim();
      const expired = value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, text };
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}) => this.request("POST", url, body);

  /** The session cookie as a Cookie header (for a WebSocket). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

async function expectStatus(reply: Promise<Reply>, status: number, what: string): Promise<Record<string, unknown>> {
  const res = await reply;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>;
}

let counter = 0;
export const PASSWORD = "plum-Vivid-Kettle";

export type Setup = { agent: HttpAgent; email: string; slug: string; projectId: string; issuesUrl: string };

/** Signs up a new user on the server and gives them a workspace with one project. */
export async function signUpWithProject(origin: string): Promise<Setup> {
  const agent = new HttpAgent(origin);
  const n = `${Date.now().toString(36)}-${process.pid}-${++counter}`;
  const email = `lifecycle-${n}@example.com`;
  await expectStatus(
    agent.post("/auth/sign-up/", { email, password: PASSWORD, first_name: "Life", last_name: "Cycle" }),
    200,
    "sign-up",
  );
  const slug = `ws-${n}`;
  await expectStatus(
    agent.post("/api/workspaces/", { name: `Workspace ${n}`, slug, organization_size: "2-10" }),
    201,
    "workspace",
  );
  const identifier = `LC${counter}`;
  const project = await expectStatus(
    agent.post(`/api/workspaces/${slug}/projects/`, { name: `Project ${n}`, identifier }),
    201,
    "project",
  );
  const projectId = project.id as string;
  return { agent, email, slug, projectId, issuesUrl: `/api/workspaces/${slug}/projects/${projectId}/issues/` };
}

export async function signIn(origin: string, email: string): Promise<HttpAgent> {
  const agent = new HttpAgent(origin);
  await expectStatus(agent.post("/auth/sign-in/", { email, password: PASSWORD }), 200, "sign-in");
  return agent;
}

export type IssueRef = { id: string; sequence_id: number; name: string };

/** Every issue of the project (one page of up to 10,000). */
export async function listIssues(agent: HttpAgent, issuesUrl: string): Promise<IssueRef[]> {
  const page = await expectStatus(agent.get(`${issuesUrl}?per_page=10000`), 200, "issue list");
  return page.results as IssueRef[];
}
