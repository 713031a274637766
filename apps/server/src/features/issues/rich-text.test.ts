import type { IssueComment } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueComments } from "../../db/schema";
import { getTestContext, roleMatrix } from "../../test/harness";
import { createIssue, issueUrl } from "../../test/issues-harness";

/** The comment a probe used: the app's own utility classes laid a full-window "session expired" dialog. */
const OVERLAY =
  '<div class="fixed inset-0 z-50 flex items-center justify-center bg-white" id="session" style="position:fixed;inset:0">' +
  '<p class="text-2xl font-bold" data-state="open">Your session expired.</p>' +
  '<a class="btn btn-primary" href="https://evil.example/sign-in" target="_top" onclick="steal()">Sign in again</a></div>';
const OVERLAY_CLEAN =
  '<div><p>Your session expired.</p><a href="https://evil.example/sign-in" rel="noopener noreferrer nofollow">Sign in again</a></div>';

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const issue = await createIssue(m.admin.agent, m.slug, m.projectId);
  const base = issueUrl(m.slug, m.projectId, issue.id);
  return { app, m, issue, base };
}

describe("rich text keeps only what the editor writes", () => {
  it("a comment cannot carry classes, ids, styles or handlers to lay an overlay over the app", async () => {
    const { m, base } = await setup();
    const res = await m.member.agent.post(`${base}comments/`, { comment_html: OVERLAY });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as IssueComment).comment_html).toBe(OVERLAY_CLEAN);
    const edited = await m.member.agent.patch(`${base}comments/${res.json().id}/`, { comment_html: `<p>edit</p>${OVERLAY}` });
    expect(edited.json().comment_html).toBe(`<p>edit</p>${OVERLAY_CLEAN}`);
    const listed = (await m.guest.agent.get(`${base}comments/`)).json() as IssueComment[];
    expect(listed.map((c) => c.comment_html)).toEqual([`<p>edit</p>${OVERLAY_CLEAN}`]);
  });

  it("an issue description is cleaned the same way", async () => {
    const { m, base } = await setup();
    const res = await m.member.agent.patch(base, { description_html: OVERLAY });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await m.admin.agent.get(base)).json();
    expect(detail.description_html).toBe(OVERLAY_CLEAN);
  });

  it("what the editor writes comes back byte for byte", async () => {
    const { m, base } = await setup();
    const html =
      `<h2>Plan</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">l</a><br>x</p>` +
      `<ol start="2"><li><p>two</p></li></ol><pre><code class="language-ts">let a = 1;</code></pre><hr>` +
      `<p><mention-component entity_identifier="${m.guest.user.id}" entity_name="user_mention" label="guest" class="mention">@guest</mention-component></p>`;
    const res = await m.member.agent.post(`${base}comments/`, { comment_html: html });
    expect(res.json().comment_html).toBe(html);
    const patched = await m.member.agent.patch(base, { description_html: html });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await m.admin.agent.get(base)).json().description_html).toBe(html);
  });

  it("comments stored before these rules are cleaned when they are read", async () => {
    const { app, m, base } = await setup();
    const res = await m.member.agent.post(`${base}comments/`, { comment_html: "<p>old</p>" });
    await app.db.update(issueComments).set({ comment_html: OVERLAY }).where(eq(issueComments.id, res.json().id));
    const listed = (await m.admin.agent.get(`${base}comments/`)).json() as IssueComment[];
    expect(listed[0].comment_html).toBe(OVERLAY_CLEAN);
    const history = (await m.admin.agent.get(`${base}history/`)).json() as { comment_html?: string }[];
    expect(history.filter((h) => h.comment_html).map((h) => h.comment_html)).toEqual([OVERLAY_CLEAN]);
  });
});
