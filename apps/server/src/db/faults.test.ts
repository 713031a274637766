import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded";
import {
  atCleanUp,
  cleanUp,
  DATABASE_UNAVAILABLE,
  type IssueRef,
  isAlive,
  listIssues,
  makeDataDir,
  postmasterPid,
  type Reply,
  signIn,
  signUpWithProject,
  startServer,
  waitFor,
} from "./server-process-kit";

const TIMEOUT = 180_000;
const CONCURRENCY = 8;
const ANSWERED_BEFORE_KILL = 40;

afterEach(cleanUp, TIMEOUT);

async function getStatus(url: string): Promise<Reply | Error> {
  try {
    const res = await fetch(url);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body, text };
  } catch (err) {
    return err as Error;
  }
}

// The embedded engine's own tests, on servers they start: CI's second pass (TEST_DATABASE_URL) skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("database faults", () => {
  it(
    "loses no answered create when the server is killed -9 mid-burst, and recovers its orphaned PostgreSQL",
    async () => {
      const dataDir = makeDataDir();
      const first = await startServer({ dataDir });
      const setup = await signUpWithProject(first.origin);
      const orphan = postmasterPid(dataDir) as number;

      const answered: IssueRef[] = [];
      const refused: string[] = [];
      const sentNames = new Set<string>();
      let unanswered = 0;
      let killed = false;
      let n = 0;
      const worker = async () => {
        while (!killed) {
          const name = `Burst ${++n}`;
          sentNames.add(name);
          try {
            const res = await setup.agent.post(setup.issuesUrl, { name });
            if (res.status === 201) answered.push(res.body as IssueRef);
            else refused.push(`${res.status} ${res.text}`);
          } catch {
            unanswered++;
          }
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, worker);
      await waitFor(
        `${ANSWERED_BEFORE_KILL} creates answered`,
        () => answered.length >= ANSWERED_BEFORE_KILL || refused.length > 0,
        90_000,
        5,
      );
      first.proc.kill("SIGKILL");
      // Same tick as the kill: no worker sends another request after it.
      killed = true;
      await Promise.all(workers);
      expect(refused).toEqual([]);
      expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
      // PostgreSQL runs in its own process group: the kill left it running without its server.
      expect(isAlive(orphan)).toBe(true);

      const second = await startServer({ dataDir });
      const recovered = await second.waitForLog(/left running by an earlier Hangar/);
      expect(recovered.msg).toBe(`Stopping an embedded PostgreSQL left running by an earlier Hangar (pid ${orphan})`);
      expect(recovered.level).toBe(40);
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphan);

      const agent = await signIn(second.origin, setup.email);
      const listed = await listIssues(agent, setup.issuesUrl);
      const byId = new Map(listed.map((i) => [i.id, i]));
      for (const made of answered) expect(byId.get(made.id)?.sequence_id, `issue ${made.name}`).toBe(made.sequence_id);
      const sequenceIds = listed.map((i) => i.sequence_id).sort((a, b) => a - b);
      expect(sequenceIds).toEqual(Array.from({ length: listed.length }, (_, i) => i + 1));
      // Beyond the answered ones, only creates cut off by the kill may have committed.
      expect(listed.length).toBeGreaterThanOrEqual(answered.length);
      expect(listed.length).toBeLessThanOrEqual(answered.length + unanswered);
      for (const issue of listed) expect(sentNames.has(issue.name)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "restarts PostgreSQL when it dies under a running server, which answers again",
    async () => {
      const dataDir = makeDataDir();
      const server = await startServer({ dataDir });
      const setup = await signUpWithProject(server.origin);
      const before = postmasterPid(dataDir) as number;

      // Every answer while waiting for the restart is kept: during the outage each must be the 503.
      const outage: (Reply | Error)[] = [];
      process.kill(before, "SIGKILL");
      const after = await waitFor(
        "a new postmaster and a 200",
        async () => {
          const res = await getStatus(`${server.origin}/api/instances/`);
          if (res instanceof Error || res.status !== 200) {
            outage.push(res);
            return false;
          }
          const pid = postmasterPid(dataDir);
          return pid && pid !== before && isAlive(pid) ? pid : false;
        },
        120_000,
        20,
      );
      expect(after).not.toBe(before);

      const died = await server.waitForLog(/^The embedded PostgreSQL exited unexpectedly/);
      expect(died.msg).toContain("SIGKILL");
      expect(died.level).toBe(50);
      const back = await server.waitForLog(/^The embedded PostgreSQL is back$/);
      const messages = server.logs().map((l) => l.msg);
      expect(messages.indexOf(back.msg)).toBeGreaterThan(messages.indexOf(died.msg));
      expect(server.exitInfo).toBeNull();

      // Whatever failed during the outage failed as "unavailable", never as a crash or a 500.
      for (const res of outage) {
        expect(res).not.toBeInstanceOf(Error);
        expect(res).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE } });
      }
      if (outage.length) expect(server.findLog(/^database unavailable/)).toBeDefined();

      // The session and the data outlived the restart, and writes work again.
      expect((await setup.agent.get("/api/users/me/")).status).toBe(200);
      const made = await setup.agent.post(setup.issuesUrl, { name: "After the restart" });
      expect(made.status).toBe(201);
      expect((await listIssues(setup.agent, setup.issuesUrl)).map((i) => i.id)).toContain((made.body as IssueRef).id);
    },
    TIMEOUT,
  );

  it(
    "answers 503 while DATABASE_URL's server is down and recovers when it is back",
    async () => {
      const dbDir = makeDataDir("hangar-external-pg-");
      const dbLog: string[] = [];
      const log = (level: string, message: string) => void dbLog.push(`${level}: ${message}`);
      let db: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: dbDir, log });
      atCleanUp(() => db.stop());
      const url = db.url;

      const server = await startServer({ dataDir: makeDataDir(), env: { DATABASE_URL: url } });
      expect(server.findLog(/\(PostgreSQL at DATABASE_URL/)).toBeDefined();
      const setup = await signUpWithProject(server.origin);
      const first = await setup.agent.post(setup.issuesUrl, { name: "Before the outage" });
      expect(first.status).toBe(201);

      await db.stop();
      const res = await fetch(`${server.origin}/api/instances/`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(await res.json()).toEqual({ error: DATABASE_UNAVAILABLE });
      const line = await server.waitForLog(/^database unavailable/);
      expect(line.level).toBe(50);
      expect(line.msg).toMatch(/^database unavailable \(.+\): answered 503 to GET \/api\/instances\/$/);
      const write = await setup.agent.post(setup.issuesUrl, { name: "During the outage" });
      expect(write).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE } });
      expect(server.exitInfo).toBeNull();

      db = await startEmbeddedPostgres({ dataDir: dbDir, log });
      expect(db.url).toBe(url);
      await waitFor(
        "the pool to reconnect",
        async () => {
          const again = await getStatus(`${server.origin}/api/instances/`);
          return !(again instanceof Error) && again.status === 200;
        },
        60_000,
        100,
      );
      expect((await setup.agent.get("/api/users/me/")).status).toBe(200);
      const after = await setup.agent.post(setup.issuesUrl, { name: "After the outage" });
      expect(after.status).toBe(201);
      const names = (await listIssues(setup.agent, setup.issuesUrl)).map((i) => i.name);
      expect(names.sort()).toEqual(["After the outage", "Before the outage"]);

      // Live events flow again once the server's LISTEN connection is back (it reconnects with backoff,
      // so an event committed before that is not heard live: keep creating until one is).
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/workspaces/${setup.slug}/events/live/`, {
        headers: { cookie: setup.agent.cookieHeader(), origin: server.origin },
      });
      try {
        const heard: { type: string; event?: { entity_type: string; entity_id: string | null } }[] = [];
        ws.on("message", (raw) => {
          const text = raw.toString();
          if (text !== "pong") heard.push(JSON.parse(text));
        });
        await waitFor("the live socket to be ready", () => heard.some((m) => m.type === "ready"), 30_000);
        let attempt = 0;
        await waitFor(
          "a live event of a new issue",
          async () => {
            const made = await setup.agent.post(setup.issuesUrl, { name: `Live ${++attempt}` });
            if (made.status !== 201) return false;
            const id = (made.body as IssueRef).id;
            return waitFor(
              `the event of issue ${id}`,
              () => heard.some((m) => m.type === "event" && m.event?.entity_type === "issue" && m.event.entity_id === id),
              3_000,
              50,
            );
          },
          60_000,
          0,
        );
      } finally {
        ws.terminate();
      }
    },
    TIMEOUT,
  );
});
