import { expect, test } from "@playwright/test";
import { Api } from "./api";

async function seed(page: import("@playwright/test").Page, name: string) {
  const api = new Api(page.request);
  await api.signUp(name);
  const { slug, project } = await api.workspaceWithProject(name);
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const states: { id: string; name: string }[] = await api.call("GET", `${base}/states/`);
  const done = states.find((s) => s.name === "Done");
  if (!done) throw new Error("no Done state");
  return { api, slug, project, base, doneId: done.id };
}

test("an archived issue is restored from the project's archive and is back in its issues", async ({ page }) => {
  const { api, slug, project, base, doneId } = await seed(page, "Archie");
  await api.call("POST", `${base}/issues/`, { name: "Still in progress" });
  const shipped = await api.call("POST", `${base}/issues/`, { name: "Ship the landing page", state_id: doneId });
  await api.call("POST", `${base}/issues/${shipped.id}/archive/`);
  const key = `${project.identifier}-${shipped.sequence_id}`;

  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(page.getByText("Still in progress")).toBeVisible();
  await expect(page.getByText("Ship the landing page")).toHaveCount(0);

  const projects = page.getByRole("region", { name: "Your projects" });
  await projects.getByRole("link", { name: "Archie App archived issues" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/archives/issues$`));
  const archive = page.getByRole("list", { name: "Archived issues" });
  const row = archive.getByRole("listitem", { name: `${key} Ship the landing page` });
  await expect(row).toBeVisible();
  await expect(row.getByText("Done")).toBeVisible();

  await row.getByRole("button", { name: `Restore ${key}` }).click();
  await expect(page.getByText(`${key} restored`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No archived issues" })).toBeVisible();
  expect((await api.call("GET", `${base}/issues/${shipped.id}/`)).archived_at).toBeNull();

  await projects.getByRole("link", { name: "Archie App issues" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/issues$`));
  await expect(page.getByText("Ship the landing page")).toBeVisible();
  await expect(page.getByText("Still in progress")).toBeVisible();
});

test("a draft written elsewhere is turned into an issue from the drafts page", async ({ page }) => {
  const { api, slug, project, base } = await seed(page, "Dora");
  await api.call("POST", `${base}/issue-drafts/`, { name: "Outline the onboarding email" });

  await page.goto(`/${slug}/`);
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav.getByRole("link", { name: /^Drafts/ })).toContainText("1");
  await nav.getByRole("link", { name: /^Drafts/ }).click();
  const row = page.getByRole("list", { name: "Drafts" }).getByRole("listitem", { name: "Outline the onboarding email" });
  await expect(row).toContainText("Dora App");
  await row.getByRole("button", { name: "Create issue from Outline the onboarding email" }).click();
  await expect(page.getByText(`${project.identifier}-1 created`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No drafts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^Drafts/ })).not.toContainText("1");

  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(page.getByText("Outline the onboarding email")).toBeVisible();
});
