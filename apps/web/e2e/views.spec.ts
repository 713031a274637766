import { expect, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

test("a filtered list saved as a view, the workspace's Assigned view and the profile's numbers", async ({ page }) => {
  const api = new Api(page.request);
  const me = await api.signUp("Vera");
  const { slug, project } = await api.workspaceWithProject("Vostok");
  const issues = `/api/workspaces/${slug}/projects/${project.id}/issues/`;
  await api.call("POST", issues, { name: "Reactor overheats", priority: "urgent", assignee_ids: [me.id] });
  await api.call("POST", issues, { name: "Hatch squeaks", priority: "low" });
  await api.call("POST", issues, { name: "Radio static", priority: "high" });

  // Filter the project's issues to the urgent one, then save that as a view.
  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(page.getByRole("link", { name: "Hatch squeaks" })).toBeVisible();
  await page.getByRole("button", { name: "Filters" }).click();
  const menu = page.getByRole("dialog", { name: "Filter issues" });
  await menu.getByRole("group", { name: "Priority" }).getByRole("checkbox", { name: "Urgent" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Hatch squeaks" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reactor overheats" })).toBeVisible();

  await page.getByRole("button", { name: "Save view" }).click();
  const dialog = page.getByRole("dialog", { name: "Create view" });
  await expect(dialog.getByText("Saves the current filters (Priority)")).toBeVisible();
  await dialog.getByLabel("Name").fill("Red alerts");
  await dialog.getByRole("button", { name: "Create view" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects/${project.id}/views/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: "Red alerts" })).toBeVisible();
  await page.getByRole("button", { name: "Add Red alerts to favorites" }).click();
  await expect(page.getByRole("button", { name: "Remove Red alerts from favorites" })).toBeVisible();

  // The project list's own filter no longer matters: clear it, then open the view afresh from the sidebar.
  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("link", { name: "Hatch squeaks" })).toBeVisible();
  await page.goto(`/${slug}/`);
  const favorites = page.getByRole("region", { name: "Favorites" });
  await favorites.getByRole("link", { name: /Red alerts/ }).click();
  await expect(page.getByRole("heading", { name: "Red alerts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reactor overheats" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hatch squeaks" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Radio static" })).toHaveCount(0);

  // The workspace's Assigned view: only what is assigned to the caller, across projects.
  await page.getByRole("complementary", { name: "Workspace sidebar" }).getByRole("link", { name: "Views", exact: true }).click();
  await page.getByRole("link", { name: "Assigned" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/workspace-views/assigned$`));
  // Workspace lists open as a spreadsheet: one row per issue.
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("row").filter({ hasText: "Reactor overheats" })).toBeVisible();
  await expect(grid.getByRole("row").filter({ hasText: "Radio static" })).toHaveCount(0);
  await expect(grid.getByRole("row").filter({ hasText: "Hatch squeaks" })).toHaveCount(0);

  // The caller's profile counts the same issues.
  await page.getByRole("button", { name: /^Account:/ }).click();
  await page.getByRole("menuitem", { name: "Your profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/profile/${me.id}$`));
  const counts = page.getByRole("list", { name: "Issue counts" });
  await expect(counts.getByRole("listitem", { name: "Assigned: 1" })).toBeVisible();
  await expect(counts.getByRole("listitem", { name: "Pending: 1" })).toBeVisible();
  await expect(counts.getByRole("listitem", { name: "Created: 3" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Assigned by priority" }).getByRole("listitem", { name: "Urgent: 1" }),
  ).toBeVisible();
});
