import { expect, type Page, test } from "@playwright/test";
import { Api } from "./api";
import { mailedLink } from "./helpers";

/**
 * Issue 17: one person's changes reach the other's inbox live. Ada assigns Bruno, changes the issue's
 * state and mentions him in a comment; Bruno's badge and inbox update without a reload; he opens the
 * issue from the inbox, snoozes one notification and archives another. The mail digest (every minute
 * here, playwright.config.ts) then mails him what happened, with a link to the issue.
 */

const inboxLink = (page: Page) => page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: /^Inbox/ });
const rows = (page: Page) => page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
const row = (page: Page, says: string | RegExp) => rows(page).filter({ hasText: says });

async function showOnly(page: Page, pile: "Snoozed" | "Archived" | null) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  for (const name of ["Snoozed", "Archived"] as const) {
    const item = page.getByRole("menuitemcheckbox", { name });
    const checked = (await item.getAttribute("aria-checked")) === "true";
    if (checked !== (name === pile)) await item.click();
  }
  await page.keyboard.press("Escape");
}

test("assignments, changes and mentions reach the other user's inbox live; they open, snooze and archive them", async ({
  browser,
}) => {
  // The digest runs on a one-minute schedule: its mail may take up to two minutes to land.
  test.setTimeout(180_000);
  const adaContext = await browser.newContext();
  const ada = new Api(adaContext.request);
  await ada.signUp("Ada");
  const { slug, project } = await ada.workspaceWithProject("Orbit");

  const brunoContext = await browser.newContext();
  const page = await brunoContext.newPage();
  const bruno = new Api(page.request);
  const brunoUser = await bruno.signUp("Bruno");
  const invitations = await ada.call("POST", `/api/workspaces/${slug}/invitations/`, {
    emails: [{ email: brunoUser.email, role: 15 }],
  });
  await bruno.joinInvitation(slug, invitations[0].id, brunoUser.email);
  await ada.call("POST", `/api/workspaces/${slug}/projects/${project.id}/members/`, {
    members: [{ member_id: brunoUser.id, role: 15 }],
  });
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const issue = await ada.call("POST", `${base}/issues/`, { name: "Docking lights flicker" });
  const key = `${project.identifier}-${issue.sequence_id}`;

  await page.goto(`/${slug}/notifications`);
  await expect(page.getByRole("heading", { name: "Your inbox is empty" })).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName("Inbox");

  await ada.call("PATCH", `${base}/issues/${issue.id}/`, { assignee_ids: [brunoUser.id] });
  await expect(inboxLink(page)).toHaveAccessibleName("Inbox, 1 unread");
  await expect(row(page, "assigned you")).toContainText(key);

  const states: { id: string; group: string }[] = await ada.call("GET", `${base}/states/`);
  const done = states.find((s) => s.group === "completed");
  await ada.call("PATCH", `${base}/issues/${issue.id}/`, { state_id: done?.id });
  await ada.call("POST", `${base}/issues/${issue.id}/comments/`, {
    comment_html: `<p>Can you look at this, <mention-component entity_name="user_mention" entity_identifier="${brunoUser.id}"></mention-component>?</p>`,
  });
  await expect(inboxLink(page)).toHaveAccessibleName("Inbox, 3 unread");
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, "mentioned you")).toBeVisible();
  await expect(row(page, /changed the state .*to Done/)).toBeVisible();
  await expect(page.getByRole("tab", { name: /Mentions/ })).toContainText("1");

  // Opening a notification shows its issue in the peek and marks it read.
  const assigned = row(page, "assigned you");
  await assigned.getByRole("button", { name: /Docking lights flicker/ }).click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await expect(peek.getByRole("textbox", { name: "Issue title" })).toHaveValue("Docking lights flicker");
  await expect(assigned.getByRole("img", { name: "Unread" })).toHaveCount(0);
  await expect(inboxLink(page)).toHaveAccessibleName("Inbox, 2 unread");
  await peek.getByRole("button", { name: "Close peek" }).click();
  await expect(peek).toHaveCount(0);

  await row(page, "mentioned you").getByRole("button", { name: "Snooze" }).click();
  await page.getByRole("menuitem", { name: "1 day" }).click();
  await row(page, /changed the state/)
    .getByRole("button", { name: "Archive" })
    .click();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "assigned you")).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName("Inbox");

  await showOnly(page, "Snoozed");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "mentioned you")).toContainText("Snoozed until");
  await showOnly(page, "Archived");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, /changed the state/)).toBeVisible();

  // The server agrees after a reload: the inbox keeps only what was neither snoozed nor archived.
  await showOnly(page, null);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "assigned you")).toBeVisible();

  const digest = await mailedLink(brunoUser.email, `/${slug}/browse/${key}`, 150_000);
  await page.goto(`${digest.pathname}${digest.search}`);
  await expect(page.getByRole("textbox", { name: "Issue title" })).toHaveValue("Docking lights flicker");

  await adaContext.close();
  await brunoContext.close();
});
