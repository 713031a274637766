import { type Browser, expect, type Page, test } from "@playwright/test";
import { Api } from "./api";
import { completeProfile, mailedLink, PASSWORD, uniqueEmail } from "./helpers";

/**
 * Every link a mail carries, followed in a browser by each kind of reader it can reach: signed in,
 * signed out, and (for an invitation) someone without an account yet. The magic sign-in mail carries a
 * code, not a link.
 */

const pathOf = (link: URL) => `${link.pathname}${link.search}`;

/** A workspace whose owner invites `email`; the mailed link is returned. */
async function invitationFor(browser: Browser, email: string) {
  const context = await browser.newContext();
  const owner = new Api(context.request);
  await owner.signUp("Olive");
  const { slug } = await owner.workspaceWithProject("Harbor");
  await owner.call("POST", `/api/workspaces/${slug}/invitations/`, { emails: [{ email, role: 15 }] });
  await context.close();
  const link = await mailedLink(email, "/workspace-invitations/");
  return { slug, link };
}

/** An account made through the API in a context of its own, so the browser page under test stays signed out. */
async function existingAccount(browser: Browser, first: string) {
  const context = await browser.newContext();
  const account = await new Api(context.request).signUp(first);
  await context.close();
  return account;
}

async function passwordStep(page: Page, button: "Sign in" | "Create account") {
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("an invitation link: the signed-in invitee sees it and joins, then lands in the workspace", async ({ browser, page }) => {
  const email = uniqueEmail("sam");
  await new Api(page.request).signUp("Sam", email);
  const { slug, link } = await invitationFor(browser, email);

  await page.goto(pathOf(link));
  await expect(page.getByRole("heading", { name: "Join a workspace" })).toBeVisible();
  await expect(page.getByText("Harbor", { exact: true })).toBeVisible();
  await expect(page.getByText("There is no workspace")).toHaveCount(0);
  await page.getByRole("button", { name: "Join Harbor" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
});

test("an invitation link: the signed-in invitee may decline it instead", async ({ browser, page }) => {
  const email = uniqueEmail("dee");
  await new Api(page.request).signUp("Dee", email);
  const { link } = await invitationFor(browser, email);

  await page.goto(pathOf(link));
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Declined the invitation to Harbor")).toBeVisible();
  await page.goto(pathOf(link));
  await expect(page.getByText("This invitation to Harbor has been declined.")).toBeVisible();
});

test("an invitation link: a signed-out invitee signs in with the address filled in and comes back to join", async ({
  browser,
  page,
}) => {
  const { email } = await existingAccount(browser, "Rita");
  const { slug, link } = await invitationFor(browser, email);

  await page.goto(pathOf(link));
  await expect(page.getByText("Harbor", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await passwordStep(page, "Sign in");
  await expect(page).toHaveURL(/\/workspace-invitations\//);
  await page.getByRole("button", { name: "Join Harbor" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
});

test("an invitation link: someone new signs up with the address filled in, joins, and onboards into the workspace", async ({
  browser,
  page,
}) => {
  const email = uniqueEmail("newt");
  const { slug, link } = await invitationFor(browser, email);

  await page.goto(pathOf(link));
  await expect(page.getByText(`Create your Hangar account as ${email} to accept.`)).toBeVisible();
  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/sign-up\?/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await passwordStep(page, "Create account");
  await expect(page).toHaveURL(/\/workspace-invitations\//);
  await page.getByRole("button", { name: "Join Harbor" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  await completeProfile(page, "Newt", "Scamander");
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
  // The link's token proved the address: no verification banner in the workspace.
  await expect(page.getByText("Verify your email address")).toHaveCount(0);
});

test("a password reset link: a signed-out reader sets a new password and is signed in", async ({ browser, page }) => {
  const { email } = await existingAccount(browser, "Paz");
  await page.goto(`/accounts/forgot-password?email=${encodeURIComponent(email)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`We sent a reset link to ${email}.`)).toBeVisible();

  const link = await mailedLink(email, "/accounts/reset-password");
  await page.goto(pathOf(link));
  await page.getByLabel("Password").fill(`${PASSWORD}-2`);
  await page.getByRole("button", { name: "Set password" }).click();
  // Signed in as the account: with no workspace yet, it is offered to make one.
  await expect(page).toHaveURL(/\/create-workspace/);
});

test("a password reset link: a signed-in reader resets too and stays signed in", async ({ page }) => {
  const api = new Api(page.request);
  const { email } = await api.signUp("Ines");
  const { slug } = await api.workspaceWithProject("Quay");
  await api.call("POST", "/auth/forgot-password/", { email });

  await page.goto(pathOf(await mailedLink(email, "/accounts/reset-password")));
  await page.getByLabel("Password").fill(`${PASSWORD}-3`);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
});

test("an email verification link: a signed-out reader signs in and comes back to a verified address", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext();
  const account = new Api(context.request);
  const { email } = await account.signUp("Vera");
  await account.call("POST", "/api/users/me/email-verification/");
  await context.close();
  const link = await mailedLink(email, "/accounts/verify-email");

  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/next_path=/);
  await page.getByLabel("Email").fill(email);
  await passwordStep(page, "Sign in");
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
});
