import type { Notification, NotificationPage, UnreadCounts } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { notifications } from "../../db/schema";
import { getTestContext, type RoleMatrix, roleMatrix, type SignedIn } from "../../test/harness";
import { issueUrl } from "../../test/issues-harness";
import { fanOutsSettled } from "./fanout-runner";

/**
 * A role matrix (admin, member, guest; an outsider elsewhere) with a project, and shortcuts to change
 * issues as one of them and read another's inbox.
 */
export async function notificationKit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const inboxUrl = `/api/workspaces/${m.slug}/users/notifications/`;
  const createIssue = async (who: SignedIn, body: Record<string, unknown> = {}) => {
    const res = await who.agent.post(`${base}/issues/`, { name: "An issue", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; name: string; sequence_id: number };
  };
  const patchIssue = async (who: SignedIn, id: string, body: Record<string, unknown>) => {
    const res = await who.agent.patch(issueUrl(m.slug, m.projectId, id), body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const comment = async (who: SignedIn, issueId: string, html: string) => {
    const res = await who.agent.post(`${issueUrl(m.slug, m.projectId, issueId)}comments/`, { comment_html: html });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const subscribe = async (who: SignedIn, issueId: string) => {
    const res = await who.agent.post(`${issueUrl(m.slug, m.projectId, issueId)}subscribe/`);
    expect(res.statusCode, res.body).toBe(200);
  };
  /**
   * Fan-out happens after a change's commit, off its response: a reader first waits for the fan-outs of
   * the changes made so far (by this process, the test's) to be done.
   */
  const settled = () => fanOutsSettled(app.db);
  /** The whole first page of someone's inbox under `query` (a query string without "?"). */
  const page = async (who: SignedIn, query = "") => {
    await settled();
    const res = await who.agent.get(`${inboxUrl}${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationPage;
  };
  const inbox = async (who: SignedIn, query = "") => (await page(who, query)).results;
  /** Someone's notifications about one issue, oldest first. */
  const about = async (who: SignedIn, issueId: string, query = "") =>
    (await inbox(who, query)).filter((n) => n.entity_identifier === issueId).reverse();
  const counts = async (who: SignedIn) => {
    await settled();
    const res = await who.agent.get(`${inboxUrl}unread/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as UnreadCounts;
  };
  const one = (n: Notification) => `${inboxUrl}${n.id}/`;
  /** Every notification row someone has about an issue, listed or not (what the fan-out wrote). */
  const stored = async (who: SignedIn, issueId: string) => {
    await settled();
    return app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.receiver_id, who.user.id), eq(notifications.entity_identifier, issueId)));
  };
  /** Someone leaves the project through the members API. */
  const leaveProject = async (who: SignedIn) => {
    const res = await who.agent.post(`${base}/members/leave/`);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  return {
    app,
    m,
    base,
    inboxUrl,
    createIssue,
    patchIssue,
    comment,
    subscribe,
    page,
    inbox,
    about,
    counts,
    one,
    stored,
    leaveProject,
    settled,
  };
}

export type NotificationKit = Awaited<ReturnType<typeof notificationKit>>;
export type { RoleMatrix };
