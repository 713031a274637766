import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { Agent, buildTestApp, getTestContext, roleMatrix } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { decodeYDoc } from "./page-document";
import { type CoEditor, coEditor, liveUrl, textOf } from "./page-live-test-kit";

const REDIS_SERVER = "/usr/bin/redis-server";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A throwaway Redis, nothing persisted; settles once it accepts connections. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Needs a redis-server binary (Debian: apt-get install redis-server); without one there is nothing to run.
describe.skipIf(!existsSync(REDIS_SERVER))("page co-editing across server processes (REDIS_URL)", () => {
  /** Two app processes on the test database, sharing one throwaway Redis, and a page on them. */
  async function twoProcesses() {
    const { database } = await getTestContext();
    const redis = await startRedis();
    cleanups.push(() => void redis.process.kill());
    const one = await buildTestApp(database, { redisUrl: redis.url });
    const two = await buildTestApp(database, { redisUrl: redis.url });
    cleanups.push(
      () => one.close(),
      () => two.close(),
    );
    const m = await roleMatrix(one);
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
    const created = await m.member.agent.post(`${base}/pages/`, { name: "Across", description_html: "<p>Shared</p>" });
    expect(created.statusCode, created.body).toBe(201);
    const place = { slug: m.slug, projectId: m.projectId, pageId: created.json().id as string };
    /** The admin's session, spoken to process two. */
    const adminOnTwo = new Agent(two);
    adminOnTwo.cookies = m.admin.agent.cookies;
    const pageUrl = `${base}/pages/${place.pageId}/`;
    const storedHtml = async () => ((await adminOnTwo.get(pageUrl)).json() as { description_html: string }).description_html;
    /** The text of the stored Yjs document, block by block, as the editors' `text()`. */
    const storedText = async () => {
      const doc = decodeYDoc((await adminOnTwo.get(`${pageUrl}description/`)).rawPayload);
      const text = doc ? textOf(doc) : null;
      doc?.destroy();
      return text;
    };
    return { one, two, m, place, adminOnTwo, descriptionUrl: `${pageUrl}description/`, storedHtml, storedText };
  }

  const editors: CoEditor[] = [];
  cleanups.push(() => {
    for (const e of editors) e.close();
  });
  const join = async (...args: Parameters<typeof coEditor>) => {
    const editor = await coEditor(...args);
    editors.push(editor);
    return editor;
  };

  it("keeps one page in step for editors on two processes, API writes included", async () => {
    const { one, two, m, place, adminOnTwo, descriptionUrl } = await twoProcesses();
    const onOne = await join(m.member.agent, await liveUrl(one), place);
    const onTwo = await join(m.admin.agent, await liveUrl(two), place);
    expect(onTwo.text()).toBe("Shared");

    onOne.append("From process one");
    onTwo.append("From process two");
    await waitFor("both processes' editors to converge", () => {
      const text = onOne.text();
      return text === onTwo.text() && text.includes("From process one") && text.includes("From process two");
    });

    // Content saved through the other process's API reaches an editor that is not connected to it.
    const html = `<p>Shared</p><p>${onOne.text().split("\n").slice(1).join("</p><p>")}</p><p>Through the API</p>`;
    const saved = await adminOnTwo.patch(descriptionUrl, { description_html: html });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor("the API's paragraph to reach the editor on process one", () => onOne.text().endsWith("Through the API"));
    expect(onOne.text().split("\n")).toHaveLength(4);
  });

  it("a description/ PATCH on a process where the page is not open reaches the editor open on another", async () => {
    const { one, m, place, adminOnTwo, descriptionUrl, storedHtml } = await twoProcesses();
    const onOne = await join(m.member.agent, await liveUrl(one), place);
    onOne.append("Typed on one");
    await onOne.settled();

    const saved = await adminOnTwo.patch(descriptionUrl, {
      description_html: "<p>Shared</p><p>Typed on one</p><p>Written on two</p>",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitFor("process two's write to reach the editor on process one", () => onOne.text().endsWith("Written on two"));
    expect(onOne.text()).toBe("Shared\nTyped on one\nWritten on two");

    // The editor goes on from there, and what is stored in the end is that document.
    onOne.append("Then typed on one");
    await onOne.settled();
    onOne.close();
    const stored = await waitFor("the page to store the editor's last edit", async () => {
      const html = await storedHtml();
      return html.includes("Then typed on one") && html;
    });
    expect(stored).toBe("<p>Shared</p><p>Typed on one</p><p>Written on two</p><p>Then typed on one</p>");
  });

  it("a PATCH on another process replaces text typed a moment before, once, and keeps what is typed after", async () => {
    const { one, two, m, place, adminOnTwo, descriptionUrl, storedHtml, storedText } = await twoProcesses();
    const onOne = await join(m.member.agent, await liveUrl(one), place);
    // Typed on one and taken by process one, but not stored (its store waits for a pause of 2 s): process two
    // has never opened the page, so the stored state it would open lacks this.
    onOne.typeAtStart("Fresh ");
    onOne.append("Not stored yet");
    await onOne.settled();

    const html = "<p>Fresh Shared</p><p>Not stored yet</p><p>Written on two</p>";
    const saved = await adminOnTwo.patch(descriptionUrl, { description_html: html });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description_html).toBe(html);
    const written = "Fresh Shared\nNot stored yet\nWritten on two";
    await waitFor("the PATCH to reach the editor on process one", () => onOne.text().includes("Written on two"));
    expect(onOne.text()).toBe(written);
    // Process two's document (open there again for a new editor, or still) holds the same, nothing doubled.
    const onTwo = await join(m.admin.agent, await liveUrl(two), place);
    await waitFor("the editor on process two to hold the PATCH", () => onTwo.text().includes("Written on two"));
    expect(onTwo.text()).toBe(written);

    // What is typed after the PATCH is kept, on both processes and in what is stored.
    onOne.append("Typed after");
    await waitFor("the later edit to reach process two", () => onTwo.text().endsWith("Typed after"));
    const final = `${written}\nTyped after`;
    expect(onOne.text()).toBe(final);
    expect(onTwo.text()).toBe(final);
    await onOne.settled();
    onOne.close();
    onTwo.close();
    const stored = await waitFor("the page to store the later edit", async () => {
      const stored = await storedHtml();
      return stored.includes("Typed after") && stored;
    });
    expect(stored).toBe(`${html}<p>Typed after</p>`);
    expect(await storedText()).toBe(final);
  });

  it("a version restored on another process replaces what was typed there a moment before", async () => {
    const { one, m, place, adminOnTwo, descriptionUrl, storedHtml, storedText } = await twoProcesses();
    const versionsUrl = descriptionUrl.replace(/description\/$/, "versions/");
    const kept = await adminOnTwo.post(versionsUrl);
    expect(kept.statusCode, kept.body).toBe(201);
    const onOne = await join(m.member.agent, await liveUrl(one), place);
    onOne.append("Typed, then restored away");
    await onOne.settled();

    const restored = await adminOnTwo.post(`${versionsUrl}${kept.json().id}/restore/`);
    expect(restored.statusCode, restored.body).toBe(200);
    await waitFor("the restore to reach the editor on process one", () => onOne.text() === "Shared");
    onOne.append("Typed after the restore");
    await onOne.settled();
    onOne.close();
    const stored = await waitFor("the page to store the later edit", async () => {
      const html = await storedHtml();
      return html.includes("Typed after the restore") && html;
    });
    expect(stored).toBe("<p>Shared</p><p>Typed after the restore</p>");
    expect(await storedText()).toBe("Shared\nTyped after the restore");
  });
});
