import { expect, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test("the home shows its widgets, keeps a hidden one hidden after a reload, and takes a quick link", async ({ page }) => {
  const api = new Api(page.request);
  const me = await api.signUp("Hana");
  const { slug, project } = await api.workspaceWithProject("Harbor");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const issue = await api.call("POST", `${base}/issues/`, {
    name: "Renew the harbor permit",
    assignee_ids: [me.id],
    target_date: yesterday(),
  });
  const key = `${project.identifier}-${issue.sequence_id}`;

  // Opening the issue makes it a recent visit.
  await page.goto(`/${slug}/projects/${project.id}/issues/${issue.id}`);
  await expect(page.getByRole("textbox", { name: "Issue title" })).toHaveValue("Renew the harbor permit");
  await expect.poll(async () => (await api.call("GET", `/api/workspaces/${slug}/recent-visits/`)).length).toBe(1);

  await page.goto(`/${slug}/`);
  await expect(page.getByText(/Good (morning|afternoon|evening), Hana/)).toBeVisible();
  const quickLinks = page.getByRole("region", { name: "Quick links" });
  await expect(quickLinks.getByRole("heading", { name: "No quick links yet" })).toBeVisible();
  const recents = page.getByRole("region", { name: "Recents" });
  await expect(recents.getByRole("link", { name: /Renew the harbor permit/ })).toContainText(key);
  const work = page.getByRole("region", { name: "Your work items" });
  await expect(work.getByRole("link", { name: /Renew the harbor permit/ })).toBeVisible();
  await expect(work.getByText("Overdue", { exact: true }).locator("..")).toContainText("1");
  await expect(page.getByRole("region", { name: "Your stickies" }).getByText("No stickies yet")).toBeVisible();
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("link", { name: new RegExp(key) }).first()).toBeVisible();

  // Hide "Recent activity": gone at once, and still gone after a reload.
  await page.getByRole("button", { name: "Manage widgets" }).click();
  const manage = page.getByRole("dialog", { name: "Manage widgets" });
  await manage.getByRole("switch", { name: "Show Recent activity" }).click();
  await expect(activity).toBeHidden();
  await manage.getByRole("button", { name: "Done" }).click();
  await expect(manage).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Your work items" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent activity" })).toBeHidden();
  await page.getByRole("button", { name: "Manage widgets" }).click();
  await expect(manage.getByRole("switch", { name: "Show Recent activity" })).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Escape");

  // Add a quick link: a bare host gets https://, and the tile opens it in a new tab.
  await quickLinks.getByRole("button", { name: "Add quick link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add quick link" });
  await dialog.getByLabel("URL").fill("ftp://files.example.com");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog.getByText("Only http:// and https:// addresses can be linked")).toBeVisible();
  await dialog.getByLabel("URL").fill("example.com/harbor-docs");
  await dialog.getByLabel("Title").fill("Harbor docs");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog).toBeHidden();
  const tile = quickLinks.getByRole("link", { name: /Harbor docs/ });
  await expect(tile).toHaveAttribute("href", "https://example.com/harbor-docs");
  await expect(tile).toHaveAttribute("target", "_blank");
  await page.reload();
  await expect(page.getByRole("region", { name: "Quick links" }).getByRole("link", { name: /Harbor docs/ })).toBeVisible();

  // A work item opens its issue.
  await page
    .getByRole("region", { name: "Your work items" })
    .getByRole("link", { name: /Renew the harbor permit/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/issues/${issue.id}$`));
});
