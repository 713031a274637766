import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { format, parse } from "date-fns";

export const PASSWORD = "plum-Vivid-Kettle";
let n = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++n}@example.com`;

/** The mails to an address (headers and plain text), newest first. */
export function mailsTo(email: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const suffix = `-${email.replace(/[^a-zA-Z0-9@._-]/g, "_")}.txt`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
    .map((name) => readFileSync(path.join(dir, name), "utf8"));
}

/** The links of each mail to an address, newest mail first. */
function linksMailedTo(email: string): URL[] {
  return mailsTo(email).flatMap((mail) => (mail.match(/https?:\/\/[^\s<>]+/g) ?? []).map((link) => new URL(link)));
}

/**
 * The link of the newest mail to an address that leads to `pathname`, once it has arrived. Without
 * SMTP the server writes each mail to DATA_DIR/mail/<time>-<address>.txt (playwright.config.ts shares
 * that folder through E2E_DATA_DIR); mail goes out from a background job, a moment after the request.
 */
export async function mailedLink(email: string, pathname: string, timeout = 15_000): Promise<URL> {
  let found: URL | undefined;
  await expect
    .poll(
      () => {
        found = linksMailedTo(email).find((link) => link.pathname === pathname);
        return Boolean(found);
      },
      { message: `a mail to ${email} with a link to ${pathname}`, timeout },
    )
    .toBe(true);
  return found as URL;
}

/** Signs a new user up through the sign-in screen's email → password steps; lands on onboarding. */
export async function signUpThroughUi(page: Page, email: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
}

export async function completeProfile(page: Page, first: string, last: string) {
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Onboarding's workspace step, then skipping the invite step; lands on the new workspace's home. */
export async function createWorkspaceThroughUi(page: Page, name: string, slug: string, size = "2-10") {
  await page.getByLabel("Workspace name").fill(name);
  await page.getByLabel("Workspace URL").fill(slug);
  await page.getByLabel("Organization size").selectOption(size);
  await page.getByRole("button", { name: "Create workspace" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/?$`));
}

/** Picks a `YYYY-MM-DD` day in the date picker that `trigger` opens: pages to its month, clicks the day. */
export async function pickDate(page: Page, trigger: Locator, iso: string) {
  const target = parse(iso, "yyyy-MM-dd", new Date());
  await trigger.click();
  const grid = page.getByRole("grid");
  const wanted = format(target, "LLLL yyyy");
  await expect(grid).toBeVisible();
  for (let step = 0; step < 240; step++) {
    const shown = (await grid.getAttribute("aria-label")) ?? "";
    if (shown === wanted) break;
    const back = parse(shown, "LLLL yyyy", target) > target;
    await page.getByRole("button", { name: back ? "Go to the Previous Month" : "Go to the Next Month" }).click();
    await expect(grid).not.toHaveAttribute("aria-label", shown);
  }
  await page.getByRole("button", { name: new RegExp(format(target, "PPPP")) }).click();
  await expect(grid).toBeHidden();
}

/**
 * Puts the caret into a page's editor once it can take typing. The editor turns editable when the live
 * document has synced; a "/" typed before it has focus is the global search shortcut, not the editor's menu.
 */
export async function focusPageEditor(page: Page): Promise<Locator> {
  const editor = page.getByRole("textbox", { name: "Page content" });
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await expect(editor).toBeFocused();
  return editor;
}
