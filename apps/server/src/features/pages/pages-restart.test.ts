import { PAGE_LIVE_PATH } from "@hangar/contracts";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { cleanUp, type HttpAgent, makeDataDir, signUpWithProject, startServer } from "../../db/server-process-kit";
import { openTestDatabase } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { type CoEditor, coEditor, textOf } from "./page-live-test-kit";

const editors: CoEditor[] = [];
afterEach(async () => {
  for (const editor of editors.splice(0)) editor.close();
  await cleanUp();
});
const database = await openTestDatabase();
afterAll(() => database.close());

/** The page's stored Yjs document (`description/`, binary) as text, one block a line. */
async function storedText(agent: HttpAgent, pageUrl: string): Promise<string> {
  const res = await fetch(`${agent.origin}${pageUrl}description/`, { headers: { cookie: agent.cookieHeader() } });
  expect(res.status).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.arrayBuffer()));
  return textOf(doc);
}

// Hangar as users run it (main.ts, SIGTERM), twice on one PostgreSQL: the second process is the first restarted.
describe("a page across a server restart", () => {
  it("loses no edit: what was typed before the stop is stored, and what was typed while down is resent", async () => {
    if (!database.url) throw new Error("this test needs PostgreSQL");
    const dataDir = makeDataDir();
    const env = { DATABASE_URL: database.url };
    const first = await startServer({ dataDir, env });
    const { agent, slug, projectId } = await signUpWithProject(first.origin);
    const created = await agent.post(`/api/workspaces/${slug}/projects/${projectId}/pages/`, {
      name: "Runbook",
      description_html: "<p>Start</p>",
    });
    expect(created.status, created.text).toBe(201);
    const pageId = (created.body as { id: string }).id;
    const pageUrl = `/api/workspaces/${slug}/projects/${projectId}/pages/${pageId}/`;
    const place = { slug, projectId, pageId };
    const url = `ws://127.0.0.1:${first.port}${PAGE_LIVE_PATH}`;

    const editor = await coEditor(agent, url, place);
    editors.push(editor);
    // A second reader keeps the document open, so the editor going offline is not the last to leave.
    const watcher = await coEditor(agent, url, place);
    editors.push(watcher);
    for (const line of ["One", "Two", "Three"]) editor.append(line);
    editor.typeAtStart("Edited ");
    await editor.settled();
    const before = "Edited Start\nOne\nTwo\nThree";
    await waitFor("the watcher to have every edit", () => watcher.text() === before);
    // The editor goes offline before the stop (disconnected after it, the provider's own reconnect timer
    // could race the restart), and types; what it typed waits unsent until it connects again.
    editor.socket.disconnect();
    editor.append("Typed while down");
    // The server has every edit, and its store is still some seconds away (debounced) when it is told to stop.
    expect((await first.stop()).code).toBe(0);

    const second = await startServer({ dataDir, env, port: first.port });
    expect(await storedText(agent, pageUrl)).toBe(before);
    const reader = await coEditor(agent, url, place);
    editors.push(reader);
    expect(reader.text()).toBe(before);

    // The editor comes back and sends what it typed while the server was down.
    void editor.socket.connect();
    await waitFor(
      "the edit typed while down to reach the restarted server",
      () => reader.text() === `${before}\nTyped while down`,
    );
    await editor.settled();
    await waitFor("the restarted server to store it", async () =>
      (await storedText(agent, pageUrl)).endsWith("Typed while down"),
    );
    expect(await second.stop()).toMatchObject({ code: 0 });
  });
});
