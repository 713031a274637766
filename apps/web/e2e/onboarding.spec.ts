import { expect, test } from "@playwright/test";
import { completeProfile, createWorkspaceThroughUi, signUpThroughUi, uniqueEmail } from "./helpers";

test("a new user signs up, onboards, creates a workspace and a project, and sees its states", async ({ page }) => {
  await signUpThroughUi(page, uniqueEmail("ada"));
  await completeProfile(page, "Ada", "Lovelace");

  const slug = `analytical-${Date.now().toString(36)}`;
  await createWorkspaceThroughUi(page, "Analytical Engines", slug);

  await page.getByRole("button", { name: "Create project" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Difference Engine");
  await expect(dialog.getByLabel("Identifier")).toHaveValue("DE");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects/[0-9a-f-]{36}/issues`));

  const projectUrl = page.url().replace(/\/issues.*$/, "");
  await page.goto(`${projectUrl}/settings/states`);
  await expect(page.getByRole("heading", { name: "States" })).toBeVisible();
  for (const [group, state] of [
    ["Backlog", "Backlog"],
    ["Unstarted", "Todo"],
    ["Started", "In Progress"],
    ["Completed", "Done"],
    ["Canceled", "Canceled"],
  ]) {
    await expect(page.getByRole("list", { name: `${group} states` }).getByText(state, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Backlog" }).getByText("Default")).toBeVisible();

  // The project is in the sidebar and survives a reload.
  await page.reload();
  await expect(page.getByRole("navigation").getByText("Difference Engine").first()).toBeVisible();
});
