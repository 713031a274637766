import { type Browser, expect, type Page, test } from "@playwright/test";
import { Api } from "./api";
import { PASSWORD } from "./helpers";

const NEW_PASSWORD = "orchid-Lantern-Quarry-42";
/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A second browser of the same person: its own cookies, nothing in its localStorage. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  await new Api(context.request).call("POST", "/auth/sign-in/", { email, password });
  return { context, page: await context.newPage() };
}

async function openAccountSettings(page: Page, name: string) {
  await page.getByRole("button", { name: `Account: ${name}` }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page.getByRole("navigation", { name: "Account settings" })).toBeVisible();
}

test("a user keeps their account: name, theme on every device, sessions and password", async ({ page, browser }) => {
  const api = new Api(page.request);
  const me = await api.signUp("Ada");
  const { slug } = await api.workspaceWithProject("Account");
  await page.goto(`/${slug}/`);

  // Profile: the display name shows in the sidebar's user menu once saved.
  await openAccountSettings(page, "Ada Tester");
  await expect(page).toHaveURL(new RegExp(`/${slug}/settings/account$`));
  const displayName = page.getByLabel("Display name");
  await displayName.fill("countess_ada");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await page.getByRole("button", { name: "Account: Ada Tester" }).click();
  await expect(page.getByRole("menu").getByText("@countess_ada")).toBeVisible();
  await page.keyboard.press("Escape");

  // Avatar: an uploaded picture replaces the initials in the sidebar.
  await page.getByLabel("Avatar image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Avatar updated")).toBeVisible();
  const sidebarAvatar = page.getByRole("button", { name: "Account: Ada Tester" }).locator("img");
  await expect(sidebarAvatar).toHaveAttribute("src", /^\/api\/assets\/v2\/avatars\/[0-9a-f-]{36}\/$/);
  await expect.poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Appearance: dark holds after a reload, and on a device that never chose it.
  const nav = page.getByRole("navigation", { name: "Account settings" });
  await nav.getByRole("link", { name: "Appearance" }).click();
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect.poll(async () => (await api.call("GET", "/api/users/me/profile/")).theme).toEqual({ theme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const phone = await signInElsewhere(browser, me.email, PASSWORD);
  await phone.page.goto(`/${slug}/`);
  await expect(phone.page.getByRole("button", { name: "Account: Ada Tester" })).toBeVisible();
  await expect(phone.page.locator("html")).toHaveClass(/\bdark\b/);

  // Sessions: the other browser is listed and signed out from here.
  await page.getByRole("navigation", { name: "Account settings" }).getByRole("link", { name: "Sessions" }).click();
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(rows).toHaveCount(1);
  await phone.page.reload();
  await expect(phone.page).toHaveURL(/next_path=/);
  await phone.context.close();

  // Security: a new password, then a fresh browser signs in with it.
  await page.getByRole("navigation", { name: "Account settings" }).getByRole("link", { name: "Security" }).click();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Password changed/)).toBeVisible();
  // This browser keeps working on its fresh session.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Account settings" })).toBeVisible();

  const laptop = await browser.newContext();
  const signIn = await laptop.newPage();
  await signIn.goto("/");
  await signIn.getByLabel("Email").fill(me.email);
  await signIn.getByRole("button", { name: "Continue" }).click();
  await signIn.getByLabel("Password").fill(NEW_PASSWORD);
  await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signIn).toHaveURL(new RegExp(`/${slug}`));
  await expect(signIn.getByRole("button", { name: "Account: Ada Tester" })).toBeVisible();
  await laptop.close();
});
