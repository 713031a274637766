import type { HistoryItem, IssueLink } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { getTestContext, openLive, roleMatrix } from "../../../test/harness";
import { createIssue, issueUrl } from "../../../test/issues-harness";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const issue = await createIssue(m.admin.agent, m.slug, m.projectId);
  const base = issueUrl(m.slug, m.projectId, issue.id);
  const url = `${base}issue-links/`;
  const list = async (): Promise<IssueLink[]> => (await m.admin.agent.get(url)).json();
  const linkActivities = async () =>
    ((await m.admin.agent.get(`${base}history/?activity_type=issue-property`)).json() as HistoryItem[]).filter(
      (a) => "field" in a && a.field === "link",
    );
  return { m, issue, base, url, list, linkActivities };
}

describe("issue links", () => {
  it("lets members add http and https links that guests can read, with link_count on the issue", async () => {
    const { m, issue, base, url, list } = await setup();
    const res = await m.member.agent.post(url, { url: "https://example.com/spec", title: "Spec" });
    expect(res.statusCode).toBe(201);
    const link: IssueLink = res.json();
    expect(link).toMatchObject({
      url: "https://example.com/spec",
      title: "Spec",
      metadata: {},
      issue: issue.id,
      project: m.projectId,
      created_by: m.member.user.id,
      created_by_detail: { id: m.member.user.id },
    });
    const plain = await m.admin.agent.post(url, { url: "http://intranet.local/page" });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().title).toBeNull();
    const asGuest = await m.guest.agent.get(url);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().map((l: IssueLink) => l.url)).toEqual(["https://example.com/spec", "http://intranet.local/page"]);
    expect((await m.guest.agent.get(`${url}${link.id}/`)).json()).toEqual(link);
    expect((await m.admin.agent.get(base)).json().link_count).toBe(2);
    expect(await list()).toHaveLength(2);
  });

  it("refuses javascript:, ftp:, data: and unparsable URLs with the spec's messages, adding nothing", async () => {
    const { m, url, list } = await setup();
    const cases: [string, string][] = [
      ["javascript:alert(1)", "url: Invalid URL provided"],
      ["ftp://files.example.com/a", "url: Invalid URL provided"],
      ["data:text/html,<script>1</script>", "url: Invalid URL provided"],
      ["mailto:someone@example.com", "url: Invalid URL provided"],
      ["not a url", "url: Invalid URL format"],
      ["https://", "url: Invalid URL format"],
    ];
    for (const [value, message] of cases) {
      const res = await m.member.agent.post(url, { url: value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const missing = await m.member.agent.post(url, { title: "No url" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^url/);
    expect(await list()).toEqual([]);
  });

  it("saves a URL typed without a scheme as https://, on create and on edit", async () => {
    const { m, url, list } = await setup();
    const cases: [string, string][] = [
      ["example.com/spec?a=1", "https://example.com/spec?a=1"],
      ["  www.example.org  ", "https://www.example.org"],
      ["localhost:3000/board", "https://localhost:3000/board"],
      ["//cdn.example.net/file", "https://cdn.example.net/file"],
      ["HTTP://Upper.example", "HTTP://Upper.example"],
    ];
    for (const [typed, saved] of cases) {
      const res = await m.member.agent.post(url, { url: typed });
      expect(res.statusCode, typed).toBe(201);
      expect(res.json().url, typed).toBe(saved);
    }
    expect((await list()).map((l) => l.url)).toEqual(cases.map(([, saved]) => saved));
    const first = (await list())[0] as IssueLink;
    const edited = await m.member.agent.patch(`${url}${first.id}/`, { url: "example.com/edited" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().url).toBe("https://example.com/edited");
    const duplicate = await m.member.agent.post(url, { url: "example.com/edited" });
    expect(duplicate.statusCode).toBe(409);
  });

  it("forbids guests to change links and hides them from outsiders", async () => {
    const { m, url, list } = await setup();
    const link: IssueLink = (await m.member.agent.post(url, { url: "https://a.example" })).json();
    expect((await m.guest.agent.post(url, { url: "https://b.example" })).statusCode).toBe(403);
    expect((await m.guest.agent.patch(`${url}${link.id}/`, { title: "x" })).statusCode).toBe(403);
    expect((await m.guest.agent.delete(`${url}${link.id}/`)).statusCode).toBe(403);
    for (const res of [
      await m.outsider.agent.get(url),
      await m.outsider.agent.post(url, { url: "https://c.example" }),
      await m.outsider.agent.delete(`${url}${link.id}/`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await list()).toEqual([link]);
  });

  it("refuses the same URL twice on one issue", async () => {
    const { m, url, list } = await setup();
    await m.member.agent.post(url, { url: "https://dup.example" });
    const again = await m.admin.agent.post(url, { url: "https://dup.example" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^url: /);
    expect(await list()).toHaveLength(1);
  });

  it("updates and deletes links (any member), recording link activity with created/updated/deleted verbs", async () => {
    const { m, url, list, linkActivities } = await setup();
    const link: IssueLink = (await m.admin.agent.post(url, { url: "https://old.example" })).json();
    const bad = await m.member.agent.patch(`${url}${link.id}/`, { url: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("url: Invalid URL provided");
    expect((await list())[0].url).toBe("https://old.example");

    const res = await m.member.agent.patch(`${url}${link.id}/`, { url: "https://new.example", title: "New" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: link.id, url: "https://new.example", title: "New", updated_by: m.member.user.id });
    expect((await m.member.agent.delete(`${url}${link.id}/`)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await m.member.agent.delete(`${url}${link.id}/`)).statusCode).toBe(404);
    expect((await m.member.agent.patch(`${url}nope/`, { title: "x" })).statusCode).toBe(404);

    const activity = await linkActivities();
    expect(activity.map((a) => "verb" in a && [a.verb, a.old_value, a.new_value, a.actor])).toEqual([
      ["created", null, "https://old.example", m.admin.user.id],
      ["updated", "https://old.example", "https://new.example", m.member.user.id],
      ["deleted", "https://new.example", null, m.member.user.id],
    ]);
  });

  it("sends issue_link events", async () => {
    const { m, issue, url } = await setup();
    const live = await openLive(m.guest.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const link: IssueLink = (await m.member.agent.post(url, { url: "https://live.example" })).json();
    const created = await live.waitFor((msg) => msg.event?.entity_type === "issue_link" && msg.event.action === "created");
    expect(created.event?.payload).toMatchObject({ issue_id: issue.id, link: { id: link.id, url: "https://live.example" } });
    await m.member.agent.delete(`${url}${link.id}/`);
    const deleted = await live.waitFor((msg) => msg.event?.entity_type === "issue_link" && msg.event.action === "deleted");
    expect(deleted.event?.payload).toEqual({ issue_id: issue.id, link_id: link.id });
    live.ws.terminate();
  });
});
