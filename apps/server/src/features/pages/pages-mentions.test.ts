import { describe, expect, it } from "vitest";
import { pagesKit } from "./pages-test-kit";

const mention = (id: string, label: string) =>
  `<mention-component entity_identifier="${id}" entity_name="user_mention" label="${label}" class="mention">@${label}</mention-component>`;

describe("page mentions", () => {
  it("notify each newly mentioned reader once, as a page notification, and nobody who may not read the page", async () => {
    const { as, page, saveContent, m } = await pagesKit();
    const inbox = async (who: "admin" | "guest" | "outsider" | "member") => {
      const res = await as(who).get(`/api/workspaces/${m.slug}/users/notifications/`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: Record<string, unknown>[] }).results.filter((n) => n.entity_name === "page");
    };
    const p = await page({ name: "Launch plan" });
    const ids = { admin: m.admin.user.id, guest: m.guest.user.id, outsider: m.outsider.user.id, member: m.member.user.id };
    const html = `<p>${mention(ids.admin, "admin")} ${mention(ids.guest, "guest")} ${mention(ids.outsider, "outsider")} ${mention(ids.member, "me")}</p>`;
    expect((await saveContent("member", p.id, html)).statusCode).toBe(200);

    const [told] = await inbox("admin");
    expect(told).toMatchObject({
      entity_name: "page",
      entity_identifier: p.id,
      title: "Launch plan",
      sender: "mentioned",
      is_mentioned_notification: true,
      triggered_by: ids.member,
      data: { issue: null, page: { id: p.id, name: "Launch plan", project_id: m.projectId } },
    });
    // Guests see no pages in this project, outsiders are not in it, and the writer is not told of themself.
    expect(await inbox("guest")).toEqual([]);
    expect(await inbox("member")).toEqual([]);
    const unread = await as("admin").get(`/api/workspaces/${m.slug}/users/notifications/unread/`);
    expect(unread.json().mention_unread_notifications_count).toBe(1);

    // Saving again with the same mentions tells no one twice.
    expect((await saveContent("member", p.id, `${html}<p>more</p>`)).statusCode).toBe(200);
    expect(await inbox("admin")).toHaveLength(1);
  });

  it("tell no one about a private page but its owner, and hide the notification once the page turns private", async () => {
    const { as, page, pageUrl, saveContent, m } = await pagesKit();
    const inboxOf = async (who: "admin") =>
      (
        (await as(who).get(`/api/workspaces/${m.slug}/users/notifications/`)).json() as { results: { entity_name: string }[] }
      ).results.filter((n) => n.entity_name === "page");
    const secret = await page({ name: "Diary", access: 1 });
    expect((await saveContent("member", secret.id, `<p>${mention(m.admin.user.id, "admin")}</p>`)).statusCode).toBe(200);
    expect(await inboxOf("admin")).toEqual([]);

    const open = await page({ name: "Notes" });
    expect((await saveContent("member", open.id, `<p>${mention(m.admin.user.id, "admin")}</p>`)).statusCode).toBe(200);
    expect(await inboxOf("admin")).toHaveLength(1);
    expect((await as("member").post(pageUrl(open.id, "access/"), { access: 1 })).statusCode).toBe(200);
    expect(await inboxOf("admin")).toEqual([]);
  });
});
