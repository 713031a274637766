import { expect, type Page, test } from "@playwright/test";
import { completeProfile, createWorkspaceThroughUi, signUpThroughUi, uniqueEmail } from "./helpers";

/**
 * Collects every Content-Security-Policy violation the page meets: Chromium's console report, and the
 * securitypolicyviolation event (which also fires for what the console does not mention).
 */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
  });
  // Init scripts run outside the page's CSP, so this listener works under any policy.
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return violations;
}

test("the app works under its Content-Security-Policy, which stops injected script", async ({ page }) => {
  const violations = watchCsp(page);
  // The theme is applied before first paint by a script file, not an inline script.
  await page.addInitScript(() => localStorage.setItem("hangar-theme", "dark"));

  const html = await page.request.get("/");
  const csp = html.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");

  await signUpThroughUi(page, uniqueEmail("grace"));
  await expect(page.locator("html")).toHaveClass(/dark/);
  await completeProfile(page, "Grace", "Hopper");
  const slug = `compilers-${Date.now().toString(36)}`;
  await createWorkspaceThroughUi(page, "Compilers", slug);

  await page.getByRole("button", { name: "Create project" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Choose a logo" }).click();
  await page.getByRole("button", { name: /^Use / }).first().click();
  await dialog.getByLabel("Name").fill("Flow Matic");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects/[0-9a-f-]{36}/issues`));

  await page.getByRole("button", { name: "New issue" }).first().click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Title").fill("Moth found in relay 70");
  await modal.getByRole("button", { name: "Create issue" }).click();
  await expect(modal).toBeHidden();
  await page.getByText("Moth found in relay 70").first().click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await expect(peek).toBeVisible();

  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const composer = peek.getByRole("textbox", { name: "Add a comment" });
  await composer.click();
  await composer.pressSequentially("First actual case of **bug being found** ");
  await peek.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(peek.locator("strong", { hasText: "bug being found" })).toBeVisible();
  await peek.getByRole("button", { name: "Add reaction to comment" }).first().click();
  await page.getByRole("button", { name: "React with 👍" }).click();
  await expect(peek.getByRole("button", { name: /👍 1/ })).toBeVisible();
  await peek
    .getByLabel("Attach files")
    .setInputFiles({ name: "logbook.txt", mimeType: "text/plain", buffer: Buffer.from("1545 relay #70 panel F\n") });
  await expect(peek.getByRole("link", { name: "Download logbook.txt" })).toBeVisible();

  // The API docs (Swagger UI) run under the same policy; rendering the whole API takes a while.
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Hangar API/ })).toBeVisible({ timeout: 60_000 });

  expect(violations).toEqual([]);

  // Markup that slips into the page cannot run script: neither an inline <script> nor an event handler.
  await page.goto(`/${slug}`);
  await expect(page.getByRole("navigation").first()).toBeVisible();
  const before = violations.length;
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScript = true";
    document.body.append(script);
    const holder = document.createElement("div");
    holder.innerHTML = '<img src="data:," onload="window.injectedHandler = true" onerror="window.injectedHandler = true">';
    document.body.append(holder);
  });
  // Both refusals are reported (the inline script's and the event handler's) and neither ran.
  const refused = () => [...new Set(violations.slice(before).flatMap((v) => v.match(/violation: (script-src-\w+)/)?.[1] ?? []))];
  await expect.poll(() => refused().sort()).toEqual(["script-src-attr", "script-src-elem"]);
  const ran = await page.evaluate(() => {
    const flags = window as unknown as { injectedScript?: boolean; injectedHandler?: boolean };
    return { script: flags.injectedScript === true, handler: flags.injectedHandler === true };
  });
  expect(ran).toEqual({ script: false, handler: false });
});
