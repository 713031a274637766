import { expect, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

test("the palette finds an issue by its key and by a word of its text, and changes its state", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Grace");
  const { slug, project } = await api.workspaceWithProject("Apollo");
  const issues = `/api/workspaces/${slug}/projects/${project.id}/issues/`;
  const issue = await api.call("POST", issues, {
    name: "Fuel gauge reads low",
    description_html: "<p>The thermocouple drifts after the second burn.</p>",
  });
  await api.call("POST", issues, { name: "Hatch seal inspection" });
  const key = `${project.identifier}-${issue.sequence_id}`;

  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(page.getByText("Hatch seal inspection").first()).toBeVisible();

  // Over the peek, Esc closes the palette only: the innermost thing.
  await page.getByText("Hatch seal inspection").first().click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await expect(peek.getByRole("textbox", { name: "Issue title" })).toHaveValue("Hatch seal inspection");
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expect(peek).toBeVisible();

  await page.keyboard.press("Control+k");
  const search = palette.getByRole("combobox");
  await expect(search).toBeFocused();
  const found = palette.getByRole("option", { name: new RegExp(`^${key} Fuel gauge reads low`) });
  await search.fill(key);
  await expect(found).toBeVisible();
  // A word only its description holds finds it too, and nothing else.
  await search.fill("thermocouple");
  await expect(found).toBeVisible();
  await expect(palette.getByRole("option", { name: /Hatch seal inspection/ })).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/issues/${issue.id}$`));

  const state = page.getByRole("button", { name: "State", exact: true });
  await expect(state).toBeVisible();
  await expect(state).not.toContainText("Done");
  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("group", { name: `Issue ${key}` })).toBeVisible();
  await page.keyboard.type("change state");
  await page.keyboard.press("Enter");
  await expect(palette.getByRole("option", { name: /^Done/ })).toBeVisible();
  await page.keyboard.type("done");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(state).toContainText("Done");

  // The change was saved, not only shown.
  await page.reload();
  await expect(page.getByRole("button", { name: "State", exact: true })).toContainText("Done");
});

test("an empty palette lists what was opened last, newest first, and opens it", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Margaret");
  const { slug, project } = await api.workspaceWithProject("Mercury");
  const issue = await api.call("POST", `/api/workspaces/${slug}/projects/${project.id}/issues/`, {
    name: "Retro-rocket timer",
  });
  // Each screen records its visit; wait for it before leaving, so the order is the one of the visits.
  const visit = (path: string) =>
    Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/${slug}/recent-visits/`)),
      page.goto(path),
    ]);
  await visit(`/${slug}/projects/${project.id}/issues`);
  await visit(`/${slug}/projects/${project.id}/issues/${issue.id}`);

  // The palette loads the recents while the app is idle, before it is first opened.
  const prefetched = page.waitForResponse(
    (r) => r.request().method() === "GET" && r.url().includes(`/${slug}/recent-visits/?per_page=20`),
  );
  await page.goto(`/${slug}/`);
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await prefetched;
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const recent = palette.getByRole("group", { name: "Recent" });
  await expect(recent.getByRole("option")).toHaveText([/Retro-rocket timer/, /Mercury/]);
  await expect(recent.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/issues$`));
});

test("? lists the shortcuts, g then a letter goes places, and a collapsed sidebar stays collapsed", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Katherine");
  const { slug, project } = await api.workspaceWithProject("Gemini");

  await page.goto(`/${slug}/`);
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByRole("region", { name: "Go to" })).toContainText("Inbox");
  await expect(help.getByRole("region", { name: "Create" })).toContainText("New issue");
  await expect(help.getByRole("region", { name: "Go to" })).toContainText("Account settingsGthen,");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  await page.keyboard.press("g");
  await page.keyboard.press("n");
  await expect(page).toHaveURL(new RegExp(`/${slug}/notifications$`));
  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(page.getByRole("button", { name: "New issue" }).first()).toBeVisible();
  await page.keyboard.press("g");
  await page.keyboard.press("c");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/cycles$`));
  await page.keyboard.press("g");
  await page.keyboard.press("h");
  await expect(page).toHaveURL(new RegExp(`/${slug}/$`));
  await page.keyboard.press("g");
  await page.keyboard.press(",");
  await expect(page).toHaveURL(new RegExp(`/${slug}/settings/account$`));
  await page.keyboard.press("g");
  await page.keyboard.press("h");
  await expect(page).toHaveURL(new RegExp(`/${slug}/$`));

  const sidebar = page.getByRole("complementary", { name: "Workspace sidebar" });
  await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await page.reload();
  await expect(sidebar.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await page.keyboard.press("[");
  await expect(sidebar.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});
