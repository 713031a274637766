import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { Api } from "./api";
import { focusPageEditor } from "./helpers";

test.use({ viewport: { width: 1440, height: 1000 } });

/** A 1×1 PNG, so the browser really decodes the uploaded image. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a page takes a table, a callout and an uploaded image, and keeps them after a reload", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Tabitha");
  const { slug, project } = await api.workspaceWithProject("Blocks");

  await page.goto(`/${slug}/projects/${project.id}/pages`);
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Name").fill("Runbook");
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects/${project.id}/pages/[0-9a-f-]{36}$`));

  // A callout from the "/" menu, with text in it.
  const editor = await focusPageEditor(page);
  await page.keyboard.type("/callout");
  await page.getByRole("option", { name: /Callout/ }).click();
  await page.keyboard.type("Check the backups first");
  await expect(editor.locator('[data-type="callout"]')).toContainText("Check the backups first");

  // A table after it: a header row, then a cell typed into; one row added from the table toolbar.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("/table");
  await page.getByRole("option", { name: /Table/ }).click();
  await page.keyboard.type("Step");
  await page.getByRole("toolbar", { name: "Table" }).getByRole("button", { name: "Add row" }).click();
  await expect(editor.locator("table tr")).toHaveCount(4);

  // An image through "/image": uploaded with the attachment flow, then shown in place.
  await editor.locator("p").last().click();
  await page.keyboard.type("/image");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("option", { name: /Image/ }).click();
  await (await chooser).setFiles({ name: "pixel.png", mimeType: "image/png", buffer: PIXEL });
  const image = editor.locator('img[alt="pixel.png"]');
  await expect(image).toHaveAttribute("src", /\/pages\/[0-9a-f-]{36}\/images\/[0-9a-f-]{36}\/$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("textbox", { name: "Page content" });
  await expect(reloaded.locator('[data-type="callout"]')).toContainText("Check the backups first");
  await expect(reloaded.locator("table tr")).toHaveCount(4);
  await expect(reloaded.locator("table th").first()).toHaveText("Step");
  const kept = reloaded.locator('img[alt="pixel.png"]');
  await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Exported to Markdown: the table as a table, the callout as a quote.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Markdown" }).click();
  const markdown = await readFile((await (await download).path()) as string, "utf8");
  expect(markdown).toContain("| Step |  |  |\n| --- | --- | --- |");
  expect(markdown).toMatch(/^> .*Check the backups first$/m);
});
