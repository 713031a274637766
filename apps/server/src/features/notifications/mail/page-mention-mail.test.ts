import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, projectMembers } from "../../../db/schema";
import { addMember, mailJobs, mailsTo, signUp } from "../../../test/harness";
import { waitFor } from "../../../test/wait-for";
import { pagesKit } from "../../pages/pages-test-kit";
import { runMailDigest } from "./digest.service";

const PREFS = "/api/users/me/notification-preferences/";

const mention = (id: string, label: string) =>
  `<mention-component entity_identifier="${id}" entity_name="user_mention" label="${label}" class="mention">@${label}</mention-component>`;

async function kit() {
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
    const who = mentioned.map((u) => mention(u.id, u.display_name)).join(" ");
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
    const k = await kit();
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
    const k = await kit();
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
    const k = await kit();
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
    const k = await kit();
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
