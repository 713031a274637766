import { expect, test } from "@playwright/test";
import { Api } from "./api";

test("a solo user assigns themself and creates a label and a module from the pickers", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Solo");
  const { slug, project } = await api.workspaceWithProject("Lone");
  await page.goto(`/${slug}/projects/${project.id}/issues`);

  await page.getByRole("button", { name: "New issue" }).first().click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Title").fill("Only me here");
  // The member list leaves the caller out; the assignee picker must not.
  await modal.getByRole("button", { name: "Assignees: Assignees" }).click();
  await page.getByRole("option", { name: "Solo Tester" }).click();
  await expect(modal.getByRole("button", { name: "Assignees: Solo Tester" })).toBeVisible();
  await modal.getByRole("button", { name: "Labels: Labels" }).click();
  await page.getByPlaceholder("Labels…").fill("regression");
  await page.getByRole("option", { name: 'Create label "regression"' }).click();
  await expect(modal.getByRole("button", { name: "Labels: regression" })).toBeVisible();
  await modal.getByLabel("Title").click();
  await modal.getByRole("button", { name: "Create issue" }).click();
  await expect(modal).toBeHidden();

  const row = page.getByRole("link", { name: /Only me here/ }).or(page.getByText("Only me here"));
  await row.first().click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await expect(peek.getByRole("button", { name: "Labels" })).toContainText("regression");
  await expect(peek.getByRole("button", { name: "Assignees" })).toContainText("Solo Tester");

  // In the issue itself: a module made from its picker, with the issue in it.
  await peek.getByRole("button", { name: "Modules" }).click();
  await page.getByPlaceholder("Add to module…").fill("Launch");
  await page.getByRole("option", { name: 'Create module "Launch"' }).click();
  await expect(peek.getByRole("button", { name: "Modules" })).toContainText("Launch");

  // The label and module exist for real: a reload reads them back from the server.
  await page.reload();
  await expect(peek.getByRole("button", { name: "Labels" })).toContainText("regression");
  await expect(peek.getByRole("button", { name: "Modules" })).toContainText("Launch");
});
