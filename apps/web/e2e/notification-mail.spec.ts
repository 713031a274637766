import { expect, test } from "@playwright/test";
import { Api } from "./api";
import { mailsTo } from "./helpers";

/**
 * The notification mail digest, as a follower of an issue gets it: playwright.config.ts runs it every
 * minute (NOTIFICATION_DIGEST_MINUTES=1), so the mail arrives within about a minute of the change.
 */
test("a follower gets one digest mail about an issue, and its link stops that kind of mail", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const aliceContext = await browser.newContext();
  const aliceApi = new Api(aliceContext.request);
  const alice = (await aliceApi.signUp("Alice")) as { display_name?: string };
  const { slug, project } = await aliceApi.workspaceWithProject("Digest");
  const bobContext = await browser.newContext();
  const bobApi = new Api(bobContext.request);
  const bob = await bobApi.signUp("Bob");
  const invitations = await aliceApi.call("POST", `/api/workspaces/${slug}/invitations/`, {
    emails: [{ email: bob.email, role: 15 }],
  });
  await bobApi.joinInvitation(slug, invitations[0].id, bob.email);
  await aliceApi.call("POST", `/api/workspaces/${slug}/projects/${project.id}/members/`, {
    members: [{ member_id: bob.id, role: 15 }],
  });

  // Assigned, Bob follows the issue; Alice's comment on it is what the mail tells him.
  const issues = `/api/workspaces/${slug}/projects/${project.id}/issues/`;
  const issue = await aliceApi.call("POST", issues, { name: "Docking <lights> flicker", assignee_ids: [bob.id] });
  await aliceApi.call("POST", `${issues}${issue.id}/comments/`, { comment_html: "<p>Ready for review &amp; sign-off</p>" });
  const key = `${project.identifier}-${issue.sequence_id}`;

  let mail = "";
  await expect
    .poll(
      () => {
        mail = mailsTo(bob.email).find((m) => m.includes(`Subject: ${key} `)) ?? "";
        return mail;
      },
      { message: `the digest mail about ${key} to Bob`, timeout: 150_000, intervals: [1_000] },
    )
    .not.toBe("");
  expect(mail).toContain(`Subject: ${key} Docking <lights> flicker: 2 updates`);
  expect(mail).toContain(`- ${alice.display_name} created the issue`);
  expect(mail).toContain(`- ${alice.display_name} commented:`);
  expect(mail).toContain("> Ready for review & sign-off");
  expect(mail).toContain(`/${slug}/browse/${key}`);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const stop = mail.match(/Stop mails about comments: (\S+)/)?.[1];
  expect(stop).toBeTruthy();

  // Opened signed out, as from a phone's mail app: it asks first, then stops comment mails only.
  const link = new URL(stop as string);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Stop mails about comments?" })).toBeVisible();
  await page.getByRole("button", { name: "Stop these mails" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByText(/no longer mails you about comments/)).toBeVisible();
  const preferences = await bobApi.call("GET", "/api/users/me/notification-preferences/");
  expect(preferences).toMatchObject({ comment: false, state_change: true, mention: true });
  await aliceContext.close();
  await bobContext.close();
});
