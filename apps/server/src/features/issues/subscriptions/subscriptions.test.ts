import { describe, expect, it } from "vitest";
import { createProject, getTestContext, openLive, roleMatrix, type SignedIn } from "../../../test/harness";
import { createIssue, issueUrl } from "../../../test/issues-harness";

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const a = await createIssue(m.admin.agent, m.slug, m.projectId);
  const b = await createIssue(m.admin.agent, m.slug, m.projectId);
  const url = (issue: { id: string }) => `${issueUrl(m.slug, m.projectId, issue.id)}subscribe/`;
  const subscribed = async (who: SignedIn, issue: { id: string }) =>
    (await who.agent.get(url(issue))).json().subscribed as boolean;
  const bulkUrl = `/api/workspaces/${m.slug}/projects/${m.projectId}/bulk-subscribe-issues/`;
  return { m, a, b, url, subscribed, bulkUrl };
}

describe("issue subscriptions", () => {
  it("lets a guest subscribe and unsubscribe, idempotently, reflected in is_subscribed", async () => {
    const { m, a, url, subscribed } = await setup();
    expect((await m.guest.agent.get(url(a))).json()).toEqual({ subscribed: false });
    const res = await m.guest.agent.post(url(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscribed: true });
    expect((await m.guest.agent.post(url(a))).json()).toEqual({ subscribed: true });
    expect(await subscribed(m.guest, a)).toBe(true);
    expect(await subscribed(m.member, a)).toBe(false);
    expect((await m.guest.agent.get(issueUrl(m.slug, m.projectId, a.id))).json().is_subscribed).toBe(true);

    const off = await m.guest.agent.delete(url(a));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ subscribed: false });
    expect((await m.guest.agent.delete(url(a))).json()).toEqual({ subscribed: false });
    expect(await subscribed(m.guest, a)).toBe(false);
    expect((await m.guest.agent.get(issueUrl(m.slug, m.projectId, a.id))).json().is_subscribed).toBe(false);
  });

  it("subscribes the creator automatically, who can then unsubscribe", async () => {
    const { m, a, url, subscribed } = await setup();
    expect(await subscribed(m.admin, a)).toBe(true);
    await m.admin.agent.delete(url(a));
    expect(await subscribed(m.admin, a)).toBe(false);
  });

  it("answers 404 to outsiders and for unknown issues", async () => {
    const { m, a, url, subscribed } = await setup();
    expect((await m.outsider.agent.get(url(a))).statusCode).toBe(404);
    expect((await m.outsider.agent.post(url(a))).statusCode).toBe(404);
    expect((await m.outsider.agent.delete(url(a))).statusCode).toBe(404);
    expect((await m.member.agent.post(url({ id: "00000000-0000-4000-8000-000000000000" }))).statusCode).toBe(404);
    expect(await subscribed(m.member, a)).toBe(false);
  });

  it("sends issue_subscriber events only when something changed", async () => {
    const { m, a, url } = await setup();
    const live = await openLive(m.member.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    await m.member.agent.post(url(a));
    await m.member.agent.post(url(a));
    await m.member.agent.delete(url(a));
    const off = await live.waitFor((msg) => msg.event?.entity_type === "issue_subscriber" && msg.event.action === "deleted");
    expect(off.event?.payload).toEqual({ issue_id: a.id, subscriber_id: m.member.user.id, subscribed: false });
    const all = live.messages.filter((msg) => msg.event?.entity_type === "issue_subscriber");
    expect(all.map((msg) => msg.event?.action)).toEqual(["created", "deleted"]);
    live.ws.terminate();
  });
});

describe("bulk subscribe", () => {
  it("subscribes the caller (guests too) to every listed issue of the project", async () => {
    const { m, a, b, subscribed, bulkUrl } = await setup();
    const res = await m.guest.agent.post(bulkUrl, { issue_ids: [a.id, b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ issue_ids: [a.id, b.id], subscribed: true });
    expect(await subscribed(m.guest, a)).toBe(true);
    expect(await subscribed(m.guest, b)).toBe(true);
    expect(await subscribed(m.member, a)).toBe(false);
    expect((await m.guest.agent.post(bulkUrl, { issue_ids: [a.id] })).statusCode).toBe(200);
  });

  it("refuses unknown ids, issues of other projects, bad bodies and outsiders, subscribing nothing", async () => {
    const { m, a, subscribed, bulkUrl } = await setup();
    const otherProject = await createProject(m.admin.agent, m.slug);
    const elsewhere = await createIssue(m.admin.agent, m.slug, otherProject.id);
    for (const extra of [elsewhere.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await m.member.agent.post(bulkUrl, { issue_ids: [a.id, extra] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("issue_ids: every id must be an issue of this project");
    }
    for (const body of [{}, { issue_ids: [] }, { issue_ids: ["nope"] }]) {
      const res = await m.member.agent.post(bulkUrl, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^issue_ids/);
    }
    expect((await m.outsider.agent.post(bulkUrl, { issue_ids: [a.id] })).statusCode).toBe(404);
    expect(await subscribed(m.member, a)).toBe(false);
  });
});
