import { describe, expect, it } from "vitest";
import { openLive } from "../../test/harness";
import { pagesKit } from "./pages-test-kit";

type Live = Awaited<ReturnType<typeof openLive>>;
const pageEvents = (live: Live) => live.messages.filter((m) => m.event?.entity_type === "page").map((m) => m.event);

describe("page live events", () => {
  it("reach who may read the page: a private page's only its owner, guests only where they read pages", async () => {
    const { m, as, page, pageUrl, setFeatures } = await pagesKit();
    const lives = {
      admin: await openLive(m.admin.agent, m.slug),
      member: await openLive(m.member.agent, m.slug),
      guest: await openLive(m.guest.agent, m.slug),
    };
    const secret = await page({ name: "Secret", access: 1 });
    const shared = await page({ name: "Shared" });
    // The last change: once each reader heard it, they heard everything before it.
    await as("member").patch(pageUrl(shared.id), { name: "Shared, renamed" });
    const renamed = (live: Live) =>
      live.waitFor(
        (msg) => msg.event?.entity_type === "page" && msg.event.action === "updated" && msg.event.entity_id === shared.id,
      );
    await renamed(lives.admin);
    await renamed(lives.member);
    expect(pageEvents(lives.member).map((e) => e?.entity_id)).toEqual([secret.id, shared.id, shared.id]);
    expect(pageEvents(lives.admin).map((e) => e?.entity_id)).toEqual([shared.id, shared.id]);
    expect(pageEvents(lives.admin)[1]?.payload).toMatchObject({ changed: ["name"], page: { name: "Shared, renamed" } });

    // The guest hears nothing of pages until the project lets guests view; a marker event bounds the wait.
    await setFeatures({ guest_view_all_features: true });
    await lives.guest.waitFor((msg) => msg.event?.entity_type === "project" && msg.event.action === "updated");
    expect(pageEvents(lives.guest)).toEqual([]);
    for (const l of Object.values(lives)) l.ws.terminate();

    const guest = await openLive(m.guest.agent, m.slug);
    await as("member").post(pageUrl(shared.id, "lock/"));
    await guest.waitFor((msg) => msg.event?.entity_type === "page" && msg.event.entity_id === shared.id);
    expect(pageEvents(guest)[0]?.payload).toMatchObject({ changed: ["is_locked"] });
    guest.ws.terminate();
  });

  it("tells others only the id when a page turns private", async () => {
    const { m, as, page, pageUrl } = await pagesKit();
    const p = await page({ name: "Going dark" });
    const admin = await openLive(m.admin.agent, m.slug);
    await as("member").post(pageUrl(p.id, "access/"), { access: 1 });
    // The page's creation may still be on its way to the new socket: wait for the change itself.
    const heard = await admin.waitFor(
      (msg) => msg.event?.entity_type === "page" && msg.event.entity_id === p.id && msg.event.action === "updated",
    );
    expect(heard.event?.payload).toEqual({ id: p.id, access: 1, changed: ["access"] });
    const updates = pageEvents(admin).filter((e) => e?.action === "updated");
    expect(updates).toHaveLength(1);
    admin.ws.terminate();
  });
});
