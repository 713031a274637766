import { Writable } from "node:stream";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Database } from "../../db/client";
import { getTestContext, roleMatrix, testEnv, testJobs } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { type CoEditor, coEditor, liveUrl } from "./page-live-test-kit";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An app of its own (this test closes it) whose log lines the test reads. */
async function loggedApp(database: Database) {
  const messages: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) messages.push(JSON.parse(line).msg);
      done();
    },
  });
  const app = await buildApp({
    db: database.db,
    env: testEnv(),
    webDist: null,
    listen: database.listen,
    jobs: testJobs(database, true),
    loggerInstance: pino({ level: "info" }, sink),
  });
  await app.ready();
  return { app, logged: (pattern: RegExp) => messages.some((m) => pattern.test(m)) };
}

/** A connection of the test's own to the app's database. */
async function connect(database: Database) {
  if (!database.url) throw new Error("this test needs PostgreSQL");
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cleanups.push(() => client.end().catch(() => undefined));
  return client;
}

describe("page co-editing at shutdown", () => {
  it("waits for the store a last co-editor's leaving started, so the server stops with every edit stored", async () => {
    const { database } = await getTestContext();
    const { app, logged } = await loggedApp(database);
    let closed = false;
    cleanups.push(() => (closed ? undefined : app.close()));
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
    const created = await m.member.agent.post(`${base}/pages/`, { name: "Shutdown", description_html: "<p>Before</p>" });
    expect(created.statusCode, created.body).toBe(201);
    const pageId = created.json().id as string;

    const editor: CoEditor = await coEditor(m.member.agent, await liveUrl(app), { slug: m.slug, projectId: m.projectId, pageId });
    cleanups.push(() => editor.close());
    editor.append("Typed right before the stop");
    await editor.settled();

    // The page's row is held, so the store started below stays running (at its `for update`) while the
    // server closes: Hocuspocus has taken it off the debouncer, it is no longer a waiting store.
    const gate = await connect(database);
    await gate.query("begin");
    await gate.query("select 1 from pages where id = $1 for update", [pageId]);
    editor.close();
    const watcher = await connect(database);
    await waitFor("the store the editor's leaving started to wait on the held row", async () => {
      const { rows } = await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows[0].n >= 1;
    });

    const closing = app.close().then(() => {
      closed = true;
    });
    await waitFor(
      "the server to stop, or to wait for the page's store",
      () => closed || logged(/waiting for 1 page document store/),
    );
    expect(closed, "the server stopped while the page's store was still running").toBe(false);
    await gate.query("commit");
    await closing;

    // Stored by the time close() settled: a process exiting then (main.ts) keeps the edit.
    const { rows } = await watcher.query<{ description_html: string }>("select description_html from pages where id = $1", [
      pageId,
    ]);
    expect(rows[0].description_html).toContain("Typed right before the stop");
  });
});
