import { expect, test } from "@playwright/test";
import { Api } from "./api";
import { pickDate } from "./helpers";

test.use({ viewport: { width: 1440, height: 1000 } });

/** The server dates cycles by UTC calendar day. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a cycle from creation to burndown: create, add issues, complete some, watch progress move", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Katherine");
  const { slug, project } = await api.workspaceWithProject("Gemini");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const names = ["Rendezvous radar", "Fuel cell purge", "Docking adapter", "Re-entry checklist", "Splashdown beacon"];
  for (const name of names) await api.call("POST", `${base}/issues/`, { name });

  await page.goto(`/${slug}/projects/${project.id}/issues`);
  await page.getByRole("link", { name: "Gemini App cycles" }).click();
  await expect(page).toHaveURL(/\/cycles$/);
  await expect(page.getByText("Plan your work in cycles")).toBeVisible();

  await page.getByRole("button", { name: "Create cycle" }).first().click();
  const modal = page.getByRole("dialog", { name: "Create cycle" });
  await modal.getByLabel("Name").fill("Sprint 1");
  await pickDate(page, modal.getByLabel("Start date"), utcDay(-3));
  await pickDate(page, modal.getByLabel("End date"), utcDay(7));
  await modal.getByRole("button", { name: "Create cycle" }).click();
  await expect(modal).toBeHidden();

  const widget = page.getByRole("region", { name: "Active cycle" });
  await expect(widget.getByRole("link", { name: "Sprint 1" })).toBeVisible();
  await expect(widget.getByText("8 days left")).toBeVisible();
  await expect(widget.getByText("0/0")).toBeVisible();

  // A second cycle on the same days is refused before it is saved.
  await page.getByRole("button", { name: "Create cycle" }).click();
  await modal.getByLabel("Name").fill("Overlapping");
  await pickDate(page, modal.getByLabel("Start date"), utcDay(0));
  await pickDate(page, modal.getByLabel("End date"), utcDay(2));
  await modal.getByRole("button", { name: "Create cycle" }).click();
  await expect(modal.getByText(/These dates overlap another cycle of this project: “Sprint 1”/)).toBeVisible();
  await modal.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();

  await widget.getByRole("link", { name: "Sprint 1" }).click();
  await expect(page).toHaveURL(/\/cycles\/[0-9a-f-]+$/);
  const sidebar = page.getByRole("complementary", { name: "Cycle progress" });
  await expect(sidebar.getByRole("heading", { name: "Sprint 1" })).toBeVisible();

  await page.getByRole("button", { name: "Add existing issues" }).click();
  const picker = page.getByRole("dialog", { name: "Add existing issues" });
  for (const name of names) await picker.getByRole("checkbox", { name: new RegExp(name) }).check();
  await picker.getByRole("button", { name: "Add 5 issues" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText("5 issues added to Sprint 1")).toBeVisible();

  const progress = sidebar.getByRole("region", { name: "Progress" });
  await expect(progress.getByText("0/5")).toBeVisible();
  await expect(sidebar.getByText("Remaining today: 5 of 5 issues")).toBeVisible();

  for (const name of names.slice(0, 2)) {
    await page.getByRole("link", { name }).first().click();
    const peek = page.getByRole("complementary", { name: "Issue peek" });
    await expect(peek).toBeVisible();
    await peek.getByRole("button", { name: "State" }).click();
    await page.getByRole("option", { name: "Done" }).click();
    await expect(peek.getByRole("button", { name: "State" })).toContainText("Done");
    await page.keyboard.press("Escape");
    await expect(peek).toBeHidden();
  }

  await expect(progress.getByText("2/5")).toBeVisible();
  await expect(sidebar.getByText("Remaining today: 3 of 5 issues")).toBeVisible();
  const groups = progress.getByRole("list", { name: "Progress by state group" });
  await expect(groups.getByRole("listitem").filter({ hasText: "Completed" })).toContainText("2 issues");

  const saved = await api.call("GET", `${base}/cycles/`);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    name: "Sprint 1",
    start_date: utcDay(-3),
    end_date: utcDay(7),
    total_issues: 5,
    completed_issues: 2,
  });

  await page.getByRole("link", { name: "Cycles", exact: true }).click();
  await expect(widget.getByText("2/5").first()).toBeVisible();
  await expect(widget.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "40");
  await expect(widget.getByText("Remaining today: 3 of 5 issues")).toBeVisible();
});
