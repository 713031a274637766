import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { notifications, projectMembers } from "../../../db/schema";
import type { Mailer } from "../../../lib/mail";
import {
  addMember,
  getTestContext,
  mailJobs,
  mailsTo,
  openTestDatabase,
  roleMatrix,
  signUp,
  testEnv,
  testJobs,
} from "../../../test/harness";
import { createIssue, issueUrl, mentionHtml } from "../../../test/issues-harness";
import { waitFor } from "../../../test/wait-for";
import { pagesKit } from "../../pages/pages-test-kit";
import { MAIL_DIGEST_JOB } from "./digest.job";
import { runMailDigest } from "./digest.service";

const PREFS = "/api/users/me/notification-preferences/";

/*
 * Issue and page mails are tested in this one file on purpose: a digest run takes every pending
 * notification of its database, and on TEST_DATABASE_URL all test files share one database, so two files
 * running digests side by side would each mail (through their own app) what the other waits for. Tests of
 * one file run one after another.
 */

async function kit() {
  const { app, env } = await getTestContext();
  const m = await roleMatrix(app);
  const project = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const states = (await m.admin.agent.get(`${project}/states/`)).json() as { id: string; name: string; group: string }[];
  const stateId = (name: string) => (states.find((s) => s.name === name) as { id: string }).id;
  const digest = () => runMailDigest({ db: app.db, mailer: app.mailer, appOrigin: env.appOrigin, secretKey: env.secretKey });
  /** The receiver's notifications the fan-out wrote (it may run after the change's response). */
  const notified = (userId: string, count: number) =>
    waitFor(`${count} notification(s) for ${userId}`, async () => {
      const rows = await app.db.select().from(notifications).where(eq(notifications.receiver_id, userId));
      return rows.length >= count && rows;
    });
  const pending = async (userId: string) =>
    app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.receiver_id, userId), isNull(notifications.emailed_at)));
  /** The member creates an issue (and so follows it); the admin is the other user who changes it. */
  const memberIssue = async (name = "Login page") => {
    const issue = await createIssue(m.member.agent, m.slug, m.projectId, { name });
    return { issue, url: issueUrl(m.slug, m.projectId, issue.id) };
  };
  return { app, env, m, project, stateId, digest, notified, pending, memberIssue };
}

describe("notification mail digest", () => {
  it("mails each follower one mail per issue with the changes, the comment and a link, escaped", async () => {
    const k = await kit();
    const name = `<img src=x onerror=alert(1)> Login & "signup"`;
    const { issue, url } = await k.memberIssue(name);
    const other = await k.memberIssue("Second issue");
    const admin = k.m.admin.agent;
    expect((await admin.patch(url, { state_id: k.stateId("In Progress") })).statusCode).toBe(200);
    expect((await admin.patch(url, { priority: "high" })).statusCode).toBe(200);
    const comment = await admin.post(`${url}comments/`, { comment_html: "<p>Ship it &lt;b&gt;today&lt;/b&gt; & tell me</p>" });
    expect(comment.statusCode).toBe(201);
    expect((await admin.patch(other.url, { priority: "low" })).statusCode).toBe(200);
    await k.notified(k.m.member.user.id, 4);

    const result = await k.digest();
    expect(result.mailed).toBeGreaterThanOrEqual(2);
    const mails = await mailsTo(k.app, k.m.member.user.email, 2);
    const mail = mails.find((m) => m.subject.includes(name)) as (typeof mails)[number];
    expect(mails).toHaveLength(2);
    const ident = mail.subject.split(" ")[0] as string;
    expect(ident).toMatch(new RegExp(`^[A-Z0-9]+-${issue.sequence_id}$`));
    expect(mail.subject).toBe(`${ident} ${name}: 3 updates`);
    const link = `http://hangar.test/${k.m.slug}/browse/${ident}`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`${k.m.admin.user.display_name} changed the state from Backlog to In Progress`);
    expect(mail.text).toContain("changed the priority from none to high");
    expect(mail.text).toContain("> Ship it <b>today</b> & tell me");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; Login &amp; &quot;signup&quot;");
    expect(mail.html).toContain("Ship it &lt;b&gt;today&lt;/b&gt; &amp; tell me");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>today");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/hangar\.test\/api\/notification-mail\/unsubscribe\/\?token=.+>$/,
    );
    expect(mails.find((m) => m !== mail)?.subject).toMatch(/Second issue: 1 update$/);
    // The admin made the changes: nothing about them is mailed to the admin.
    expect(await mailJobs(k.app, k.m.admin.user.email)).toBe(0);

    // A second run finds nothing left to mail.
    const before = await mailJobs(k.app, k.m.member.user.email);
    await k.digest();
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(before);
    expect(await k.pending(k.m.member.user.id)).toEqual([]);
  });

  it("mails once when two runs race for the same notifications", async () => {
    const k = await kit();
    const { url } = await k.memberIssue();
    await k.m.admin.agent.patch(url, { priority: "urgent" });
    await k.notified(k.m.member.user.id, 1);
    await Promise.all([k.digest(), k.digest(), k.digest()]);
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(1);
  });

  it("mails nothing and marks nothing when a run fails part way, and the next run mails it all", async () => {
    const k = await kit();
    const first = await k.memberIssue("First");
    const second = await k.memberIssue("Second");
    await k.m.admin.agent.patch(first.url, { priority: "high" });
    await k.m.admin.agent.patch(second.url, { priority: "low" });
    await k.notified(k.m.member.user.id, 2);
    // The first mail is queued in the run's transaction, then queuing the second fails.
    let sent = 0;
    const failing: Mailer = {
      ...k.app.mailer,
      send: async (message, options) => {
        if (message.to === k.m.member.user.email && ++sent === 2) throw new Error("the queue is unavailable");
        await k.app.mailer.send(message, options);
      },
    };
    await expect(
      runMailDigest({ db: k.app.db, mailer: failing, appOrigin: k.env.appOrigin, secretKey: k.env.secretKey }),
    ).rejects.toThrow("the queue is unavailable");
    expect(sent).toBe(2);
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(0);
    expect(await k.pending(k.m.member.user.id)).toHaveLength(2);
    await k.digest();
    expect((await mailsTo(k.app, k.m.member.user.email, 2)).map((m) => m.subject.replace(/^\S+ /, "")).sort()).toEqual([
      "First: 1 update",
      "Second: 1 update",
    ]);
  });

  it("leaves out the kinds the receiver turned off, for good, and mails the rest", async () => {
    const k = await kit();
    const { url } = await k.memberIssue();
    expect((await k.m.member.agent.patch(PREFS, { state_change: false })).statusCode).toBe(200);
    await k.m.admin.agent.patch(url, { state_id: k.stateId("Todo") });
    await k.notified(k.m.member.user.id, 1);
    await k.digest();
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(0);
    expect(await k.pending(k.m.member.user.id)).toEqual([]);
    // Turning the kind back on does not mail the old change later.
    await k.m.member.agent.patch(PREFS, { state_change: true });
    await k.digest();
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(0);

    // Completion is its own choice: with state changes off, a move to Done still mails.
    await k.m.member.agent.patch(PREFS, { state_change: false });
    await k.m.admin.agent.patch(url, { state_id: k.stateId("Done") });
    await k.notified(k.m.member.user.id, 2);
    await k.digest();
    const [mail] = await mailsTo(k.app, k.m.member.user.email, 1);
    expect(mail?.text).toContain("changed the state from Todo to Done");
  });

  it("mails a mention even with every other kind off", async () => {
    const k = await kit();
    const { url } = await k.memberIssue();
    await k.m.guest.agent.patch(PREFS, { property_change: false, state_change: false, issue_completed: false, comment: false });
    const posted = await k.m.admin.agent.post(`${url}comments/`, {
      comment_html: `<p>${mentionHtml(k.m.guest.user.id, "guest")} please check</p>`,
    });
    expect(posted.statusCode).toBe(201);
    await k.notified(k.m.guest.user.id, 1);
    await k.digest();
    const [mail] = await mailsTo(k.app, k.m.guest.user.email, 1);
    expect(mail?.text).toContain(`${k.m.admin.user.display_name} mentioned you`);
    expect(mail?.text).toContain("please check");
  });

  it("mails nothing about an issue the receiver can no longer read, nor to a deactivated account", async () => {
    const k = await kit();
    const { url } = await k.memberIssue();
    const follower = await signUp(k.app);
    await addMember(k.app, { workspaceSlug: k.m.slug, userId: follower.user.id, role: 15, projectId: k.m.projectId });
    expect((await follower.agent.post(`${url}subscribe/`)).statusCode).toBeLessThan(300);
    await k.m.admin.agent.patch(url, { priority: "medium" });
    await k.notified(follower.user.id, 1);
    await k.notified(k.m.member.user.id, 1);
    await k.app.db
      .update(projectMembers)
      .set({ is_active: false })
      .where(and(eq(projectMembers.project_id, k.m.projectId), eq(projectMembers.member_id, follower.user.id)));
    expect((await k.m.member.agent.delete("/api/users/me/")).statusCode).toBeLessThan(300);
    await k.digest();
    expect(await mailJobs(k.app, follower.user.email)).toBe(0);
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(0);
    expect(await k.pending(follower.user.id)).toEqual([]);
    expect(await k.pending(k.m.member.user.id)).toEqual([]);
  });

  it("stops a kind of mail from the mail's own unsubscribe link, and refuses a tampered one", async () => {
    const k = await kit();
    const { url } = await k.memberIssue();
    await k.m.admin.agent.post(`${url}comments/`, { comment_html: "<p>first</p>" });
    await k.notified(k.m.member.user.id, 1);
    await k.digest();
    const [mail] = await mailsTo(k.app, k.m.member.user.email, 1);
    const oneClick = (mail?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1).replace("http://hangar.test", "");
    const page = mail?.text.match(/Stop mails about comments: (\S+)/)?.[1] ?? "";
    expect(page).toMatch(/^http:\/\/hangar\.test\/mail\/unsubscribe\?token=/);
    expect(new URL(page).searchParams.get("token")).toBe(new URL(oneClick, "http://x").searchParams.get("token"));

    const tampered = oneClick.replace(/token=([^&]+)/, (_, t: string) => `token=${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const refused = await k.app.inject({ method: "POST", url: tampered, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(refused.statusCode).toBe(400);
    expect((await k.m.member.agent.get(PREFS)).json()).toMatchObject({ comment: true });

    const res = await k.app.inject({ method: "POST", url: oneClick, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preference: "comment", enabled: false });
    expect((await k.m.member.agent.get(PREFS)).json()).toMatchObject({ comment: false, state_change: true });

    await k.m.admin.agent.post(`${url}comments/`, { comment_html: "<p>second</p>" });
    await k.notified(k.m.member.user.id, 2);
    await k.digest();
    expect(await mailJobs(k.app, k.m.member.user.email)).toBe(1);
  });
});

describe("the digest's schedule", () => {
  it("is scheduled every NOTIFICATION_DIGEST_MINUTES, and unscheduled when set to 0", async () => {
    const database = await openTestDatabase();
    // Two apps in turn on one queue, as a restart with a changed setting would be.
    const jobs = testJobs(database, true);
    const appWith = async (minutes: number) => {
      const app = await buildApp({ db: database.db, env: testEnv({ notificationDigestMinutes: minutes }), webDist: null, jobs });
      await app.ready();
      return app;
    };
    try {
      const scheduled = await appWith(10);
      const schedules = await scheduled.jobs.boss.getSchedules();
      expect(schedules.find((s) => s.name === MAIL_DIGEST_JOB)).toMatchObject({ cron: "*/10 * * * *" });
      await scheduled.close();
      const off = await appWith(0);
      expect((await off.jobs.boss.getSchedules()).find((s) => s.name === MAIL_DIGEST_JOB)).toBeUndefined();
      await off.close();
    } finally {
      await database.close();
    }
  });
});

const pageMention = (id: string, label: string) =>
  `<mention-component entity_identifier="${id}" entity_name="user_mention" label="${label}" class="mention">@${label}</mention-component>`;

async function pageMentionKit() {
  const k = await pagesKit();
  const { app, m } = k;
  const env = app.env;
  const digest = () => runMailDigest({ db: app.db, mailer: app.mailer, appOrigin: env.appOrigin, secretKey: env.secretKey });
  /** The receiver's page notifications, once there are `count` (mentions are written with the save). */
  const notified = (userId: string, count: number) =>
    waitFor(`${count} page notification(s) for ${userId}`, async () => {
      const rows = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.receiver_id, userId), eq(notifications.entity_name, "page")));
      return rows.length >= count && rows;
    });
  const pending = (userId: string) =>
    app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.receiver_id, userId), isNull(notifications.emailed_at)));
  /** The member writes a page that mentions these users amid some text. */
  const mentionIn = async (pageId: string, ...mentioned: { id: string; display_name: string }[]) => {
    const who = mentioned.map((u) => pageMention(u.id, u.display_name)).join(" ");
    const html = `<p>Before the launch we need sign-off.</p><p>${who} could you review the rollout plan by Friday?</p>`;
    const res = await k.saveContent("member", pageId, html);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Another Member of the project. */
  const colleague = async () => {
    const user = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: user.user.id, role: 15, projectId: m.projectId });
    return user;
  };
  const pageLink = (pageId: string) => `http://hangar.test/${m.slug}/projects/${m.projectId}/pages/${pageId}`;
  return { ...k, digest, notified, pending, mentionIn, colleague, pageLink };
}

describe("page mentions by mail", () => {
  it("mails one mail per page with its name, who mentioned, the text around it and a link that opens it", async () => {
    const k = await pageMentionKit();
    const { m } = k;
    const name = `<b>Launch</b> & "Q3" plan`;
    const first = await k.page({ name });
    const second = await k.page({ name: "Runbook" });
    await k.mentionIn(first.id, m.admin.user);
    await k.mentionIn(second.id, m.admin.user);
    await k.notified(m.admin.user.id, 2);

    await k.digest();
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(2);
    const mails = await mailsTo(k.app, m.admin.user.email, 2);
    expect(mails).toHaveLength(2);
    const mail = mails.find((x) => x.subject.includes("Launch")) as (typeof mails)[number];
    expect(mail.subject).toMatch(/^<b>Launch<\/b> & "Q3" plan \(.+\): 1 mention$/);
    expect(mail.text).toContain(`Open it: ${k.pageLink(first.id)}`);
    expect(mail.text).toContain(`- ${m.member.user.display_name} mentioned you:`);
    expect(mail.text).toContain(
      `> Before the launch we need sign-off. @${m.admin.user.display_name} could you review the rollout plan by Friday?`,
    );
    expect(mail.html).toContain(`href="${k.pageLink(first.id)}"`);
    expect(mail.html).toContain("&lt;b&gt;Launch&lt;/b&gt; &amp; &quot;Q3&quot; plan");
    expect(mail.html).not.toContain("<b>Launch");
    expect(mail.html).toContain("could you review the rollout plan");
    expect(mails.find((x) => x !== mail)?.text).toContain(k.pageLink(second.id));
    // The writer is not mailed about their own page, and nothing is mailed twice.
    expect(await mailJobs(k.app, m.member.user.email)).toBe(0);
    await k.digest();
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(2);
    expect(await k.pending(m.admin.user.id)).toEqual([]);

    // Its one-click unsubscribe stops mentions.
    const oneClick = (mail.headers?.["List-Unsubscribe"] ?? "").slice(1, -1).replace("http://hangar.test", "");
    expect(mail.text).toMatch(/Stop mails about mentions: http:\/\/hangar\.test\/mail\/unsubscribe\?token=/);
    const res = await k.app.inject({
      method: "POST",
      url: oneClick,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preference: "mention", enabled: false });
  });

  it("mails nothing, for good, to a receiver who turned mentions off, and mails the others", async () => {
    const k = await pageMentionKit();
    const { m } = k;
    const other = await k.colleague();
    expect((await m.admin.agent.patch(PREFS, { mention: false })).statusCode).toBe(200);
    const p = await k.page({ name: "Quiet page" });
    await k.mentionIn(p.id, m.admin.user, other.user);
    await k.notified(m.admin.user.id, 1);
    await k.notified(other.user.id, 1);
    await k.digest();
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(0);
    expect(await mailJobs(k.app, other.user.email)).toBe(1);
    expect(await k.pending(m.admin.user.id)).toEqual([]);
    // Turning mentions back on does not mail the old one later.
    await m.admin.agent.patch(PREFS, { mention: true });
    await k.digest();
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(0);
  });

  it("mails nothing to a receiver who can no longer read the page: removed from the project, or the page made private", async () => {
    const k = await pageMentionKit();
    const { m } = k;
    const gone = await k.colleague();
    const shared = await k.page({ name: "Shared notes" });
    await k.mentionIn(shared.id, gone.user, m.admin.user);
    const diary = await k.page({ name: "Soon private" });
    await k.mentionIn(diary.id, m.admin.user);
    await k.notified(gone.user.id, 1);
    await k.notified(m.admin.user.id, 2);

    await k.app.db
      .update(projectMembers)
      .set({ is_active: false })
      .where(and(eq(projectMembers.project_id, m.projectId), eq(projectMembers.member_id, gone.user.id)));
    expect((await m.member.agent.post(k.pageUrl(diary.id, "access/"), { access: 1 })).statusCode).toBe(200);

    await k.digest();
    expect(await mailJobs(k.app, gone.user.email)).toBe(0);
    expect(await k.pending(gone.user.id)).toEqual([]);
    // The admin still reads the shared page (mailed), not the now private one (left out for good).
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(1);
    const [mail] = await mailsTo(k.app, m.admin.user.email, 1);
    expect(mail?.subject).toMatch(/^Shared notes /);
    expect(await k.pending(m.admin.user.id)).toEqual([]);
  });

  it("still mails about an archived page, which its readers still read", async () => {
    const k = await pageMentionKit();
    const { m } = k;
    const p = await k.page({ name: "Old plan" });
    await k.mentionIn(p.id, m.admin.user);
    await k.notified(m.admin.user.id, 1);
    expect((await m.member.agent.post(k.pageUrl(p.id, "archive/"))).statusCode).toBeLessThan(300);
    await k.digest();
    expect(await mailJobs(k.app, m.admin.user.email)).toBe(1);
    const [mail] = await mailsTo(k.app, m.admin.user.email, 1);
    expect(mail?.text).toContain(k.pageLink(p.id));
  });
});
