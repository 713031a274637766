import { PAGE_LIVE_ACCESS_LOST, PAGE_LIVE_PATH } from "@hangar/contracts";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { waitFor } from "../../test/wait-for";
import { type CoEditor, coEditor, liveUrl } from "./page-live-test-kit";
import { pagesKit } from "./pages-test-kit";

const open: CoEditor[] = [];
afterEach(() => {
  for (const editor of open.splice(0)) editor.close();
});

async function coEditingKit() {
  const kit = await pagesKit();
  const { m } = kit;
  const url = await liveUrl(m.admin.agent.app);
  const join = async (who: "admin" | "member" | "guest" | "outsider", pageId: string) => {
    const editor = await coEditor(m[who].agent, url, { slug: m.slug, projectId: m.projectId, pageId });
    open.push(editor);
    return editor;
  };
  const stored = async (pageId: string) =>
    (await kit.as("admin").get(kit.pageUrl(pageId))).json() as { description_html: string; is_locked: boolean };
  return { ...kit, url, join, stored };
}

describe("page co-editing", () => {
  it("two co-editors typing at once converge, and the stored HTML and search text follow", async () => {
    const { join, page, stored, listNames } = await coEditingKit();
    const p = await page({ description_html: "<p>Start</p>" });
    const one = await join("member", p.id);
    const two = await join("admin", p.id);
    expect(one.refused()).toBeNull();
    expect(one.text()).toBe("Start");

    one.typeAtStart("Alpha ");
    two.append("Omega line");
    one.append("Beta line");
    await waitFor("both documents to hold every edit", () => {
      const text = one.text();
      return text === two.text() && ["Alpha Start", "Omega line", "Beta line"].every((t) => text.includes(t));
    });
    await one.settled();
    await two.settled();

    const html = await waitFor("the store to reach the page", async () => {
      const { description_html } = await stored(p.id);
      return description_html.includes("Omega line") && description_html.includes("Beta line") && description_html;
    });
    expect(html).toContain("<p>Alpha Start</p>");
    expect(await listNames("member", "?search=Omega")).toEqual(["A page"]);
  });

  it("converts a page that has only HTML on its first open, once", async () => {
    const { join, page, as, pageUrl } = await coEditingKit();
    const p = await page({ description_html: "<h2>Plan</h2><p>Body <strong>bold</strong></p>" });
    expect((await as("member").get(pageUrl(p.id, "description/"))).rawPayload.length).toBe(0);

    const one = await join("member", p.id);
    expect(one.text()).toBe("Plan\nBody bold");
    expect((one.doc.getXmlFragment("default").get(0) as Y.XmlElement).nodeName).toBe("heading");
    const binary = (await as("member").get(pageUrl(p.id, "description/"))).rawPayload;
    expect(binary.length).toBeGreaterThan(0);
    // The stored document is the one the editor got: a second client shares its history (no doubled text).
    one.close();
    const two = await join("admin", p.id);
    expect(two.text()).toBe("Plan\nBody bold");
    const fromStore = new Y.Doc();
    Y.applyUpdate(fromStore, binary);
    expect(Y.encodeStateVector(fromStore)).toEqual(Y.encodeStateVector(two.doc));
  });

  it("a locked page refuses updates: open editors turn read-only, new ones open read-only", async () => {
    const { join, page, as, pageUrl, stored } = await coEditingKit();
    const p = await page({ description_html: "<p>Stable</p>" });
    const writer = await join("member", p.id);
    expect(writer.provider.authorizedScope).toBe("read-write");

    expect((await as("member").post(pageUrl(p.id, "lock/"))).statusCode).toBe(200);
    await waitFor("the writer to hear it is read-only", () => writer.notices.some((n) => n.read_only));
    writer.append("Sneaked in");
    // Awareness travels behind the update on the same socket: once another client sees it, the update was judged.
    writer.provider.setAwarenessField("marker", 1);
    const reader = await join("admin", p.id);
    expect(reader.provider.authorizedScope).toBe("readonly");
    await waitFor("the reader to see the writer's marker", () =>
      [...reader.provider.awareness!.getStates().values()].some((s) => s.marker === 1),
    );
    expect(reader.text()).toBe("Stable");
    expect((await stored(p.id)).description_html).toBe("<p>Stable</p>");

    expect((await as("member").delete(pageUrl(p.id, "lock/"))).statusCode).toBe(200);
    await waitFor("the writer to hear it may write again", () => writer.notices.at(-1)?.read_only === false);
    // Its refused edit stays refused: a client that was told "read-only" starts again from the server's document
    // (as the web editor does), since its later edits would build on the one the server never took.
    writer.close();
    const again = await join("member", p.id);
    expect(again.provider.authorizedScope).toBe("read-write");
    again.append("After unlock");
    await waitFor("the edit to reach the reader", () => reader.text() === "Stable\nAfter unlock");
  });

  it("a reader loses the page when it goes private, and cannot open it again", async () => {
    const { join, page, as, pageUrl } = await coEditingKit();
    const p = await page({ description_html: "<p>Shared</p>" });
    const owner = await join("member", p.id);
    const reader = await join("admin", p.id);
    expect(reader.text()).toBe("Shared");

    expect((await as("member").post(pageUrl(p.id, "access/"), { access: 1 })).statusCode).toBe(200);
    await waitFor("the reader's document to be closed", () => reader.closedWith() === PAGE_LIVE_ACCESS_LOST);
    expect(owner.closedWith()).toBeNull();
    const again = await join("admin", p.id);
    expect(again.refused()).toBe("Page not found");
    owner.append("Still mine");
    await owner.settled();
  });

  it("refuses whoever may not read the page: a guest where guests do not view pages, an outsider", async () => {
    const { join, page, setFeatures } = await coEditingKit();
    const p = await page({ description_html: "<p>Members only</p>" });
    const guest = await join("guest", p.id);
    expect(guest.refused()).toBeTruthy();
    expect(guest.text()).toBe("");
    expect((await join("outsider", p.id)).refused()).toBeTruthy();

    // Where guests view the project's pages they read them, and only read.
    await setFeatures({ guest_view_all_features: true });
    const reading = await join("guest", p.id);
    expect(reading.refused()).toBeNull();
    expect(reading.provider.authorizedScope).toBe("readonly");
    expect(reading.text()).toBe("Members only");
  });

  it("refuses a socket without a session, and one opened from another site's page", async () => {
    const { url, m } = await coEditingKit();
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        ws.on("open", () => {
          ws.close();
          resolve(101);
        });
      });
    const cookie = [...m.member.agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    expect(await status({})).toBe(401);
    expect(await status({ cookie, origin: "http://evil.test" })).toBe(403);
    expect(await status({ cookie, origin: "http://hangar.test" })).toBe(101);
    expect(url.endsWith(PAGE_LIVE_PATH)).toBe(true);
  });

  it("content saved through description/ and restored versions reach open editors", async () => {
    const { join, page, as, pageUrl, saveContent, stored } = await coEditingKit();
    const p = await page({ description_html: "<p>First</p>" });
    const editor = await join("member", p.id);
    expect((await saveContent("admin", p.id, "<p>First</p><p>From the API</p>")).statusCode).toBe(200);
    await waitFor("the API's paragraph to reach the editor", () => editor.text() === "First\nFrom the API");

    const versions = (await as("admin").get(pageUrl(p.id, "versions/"))).json() as { id: string }[];
    const first = versions.at(-1)?.id;
    editor.append("Typed live");
    await waitFor("the live edit to be stored", async () => (await stored(p.id)).description_html.includes("Typed live"));
    const restored = await as("admin").post(pageUrl(p.id, `versions/${first}/restore/`));
    expect(restored.statusCode, restored.body).toBe(200);
    await waitFor("the restored content to reach the editor", () => editor.text() === "First\nFrom the API");
  });
});
