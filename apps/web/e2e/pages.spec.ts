import { expect, test } from "@playwright/test";
import { Api } from "./api";
import { focusPageEditor } from "./helpers";

test.use({ viewport: { width: 1440, height: 1000 } });

test("a page is written, renamed, made private, locked, versioned, restored and archived", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Pia");
  const { slug, project } = await api.workspaceWithProject("Pagoda");

  // Create a page from the list: it opens at once.
  await page.goto(`/${slug}/projects/${project.id}/pages`);
  await expect(page.getByRole("heading", { name: "No public pages yet" })).toBeVisible();
  // The owner filter sits in the toolbar's row at its own width, not stretched across the screen.
  const ownerFilter = await page.getByLabel("Owner", { exact: true }).boundingBox();
  expect(ownerFilter?.width).toBeLessThan(250);
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill("Launch plan");
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects/${project.id}/pages/[0-9a-f-]{36}$`));
  const pageUrl = page.url();

  // A heading through the "/" menu, then text; both are saved.
  await focusPageEditor(page);
  await page.keyboard.type("/h1");
  await page.getByRole("option", { name: /Heading 1/ }).click();
  await page.keyboard.type("Goals");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ship the first draft");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Page content" }).getByRole("heading", { name: "Goals" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Page content" })).toContainText("Ship the first draft");

  // Printed, the page is its title and content: no formatting toolbar.
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Page content" })).toBeVisible();
  // In the dark theme too the paper gets dark text (light text would vanish without its dark background).
  await page.emulateMedia({ media: "screen", colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  const textColor = () => page.getByRole("textbox", { name: "Page content" }).evaluate((el) => getComputedStyle(el).color);
  expect(await textColor()).toBe("rgb(230, 231, 234)");
  await page.emulateMedia({ media: "print" });
  expect(await textColor()).toBe("rgb(31, 35, 40)");
  await page.emulateMedia({ media: "screen", colorScheme: "light" });

  // Rename: saved after a pause, and the list shows the new name.
  const title = page.getByRole("textbox", { name: "Page title" });
  await title.fill("Launch plan v2");
  await page.getByRole("link", { name: "Pages", exact: true }).first().click();
  await expect(page.getByRole("link", { name: "Launch plan v2" })).toBeVisible();

  // Make it private: it leaves Public and shows under Private.
  await page.getByRole("button", { name: "Actions for Launch plan v2" }).click();
  await page.getByRole("menuitem", { name: "Make private" }).click();
  await expect(page.getByRole("link", { name: "Launch plan v2" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Private" }).click();
  await expect(page.getByRole("link", { name: "Launch plan v2" })).toBeVisible();

  // Lock it: the editor is read-only and says why.
  await page.goto(pageUrl);
  await page.getByRole("button", { name: "Actions for Launch plan v2" }).click();
  await page.getByRole("menuitem", { name: "Lock", exact: true }).click();
  await expect(page.getByText("This page is locked. Unlock it before editing.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Page content" })).toHaveAttribute("contenteditable", "false");
  await page.getByRole("button", { name: "Actions for Launch plan v2" }).click();
  await page.getByRole("menuitem", { name: "Unlock" }).click();
  await expect(page.getByRole("textbox", { name: "Page content" })).toHaveAttribute("contenteditable", "true");

  // Keep a version, change the text, then restore the version: the old text is back.
  await page.getByRole("button", { name: "Version history" }).click();
  await page.getByRole("button", { name: "Save version now" }).click();
  // One version was kept while typing, one now; newest first.
  const versions = page.getByRole("list", { name: "Versions" }).getByRole("button");
  await expect(versions).toHaveCount(2);
  await page.getByRole("textbox", { name: "Page content" }).getByText("Ship the first draft").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" and then rewrite it");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Page content" })).toContainText("and then rewrite it");
  await versions.last().click();
  await expect(page.getByRole("region", { name: "Version preview" })).toContainText("Ship the first draft");
  await page.getByRole("button", { name: "Restore this version" }).click();
  await page.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("textbox", { name: "Page content" })).not.toContainText("and then rewrite it");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Page content" })).toContainText("Ship the first draft");
  await expect(page.getByRole("textbox", { name: "Page content" })).not.toContainText("and then rewrite it");

  // Archive it: read-only, and listed under Archived.
  await page.getByRole("button", { name: "Actions for Launch plan v2" }).click();
  await page.getByRole("menuitem", { name: "Archive", exact: true }).click();
  await expect(page.getByText("This page is archived. Restore it before editing.")).toBeVisible();
  await page.getByRole("link", { name: "Pages", exact: true }).first().click();
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page.getByRole("link", { name: "Launch plan v2" })).toBeVisible();
});
