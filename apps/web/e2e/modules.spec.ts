import { expect, test } from "@playwright/test";
import { Api } from "./api";

test("a module from creation to progress, and an estimate set on one of its issues", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Ursula");
  const { slug, project } = await api.workspaceWithProject("Orbit");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const names = ["Calibrate the star tracker", "Write the downlink parser", "Plan the burn window"];
  const issues: { id: string; name: string }[] = [];
  for (const name of names) issues.push(await api.call("POST", `${base}/issues/`, { name }));

  await page.goto(`/${slug}/projects/${project.id}/modules`);
  await expect(page.getByText("No modules yet")).toBeVisible();
  await page.getByRole("button", { name: "Create module" }).click();
  const modal = page.getByRole("dialog", { name: "Create module" });
  await modal.getByLabel("Name").fill("Telemetry");
  await modal.getByLabel("Lead").selectOption({ label: "Ursula Tester" });
  await modal.getByRole("button", { name: "Create module" }).click();
  await expect(modal).toBeHidden();
  const row = page.getByRole("listitem", { name: "Telemetry" });
  await expect(row).toBeVisible();
  await expect(row.getByRole("img", { name: "Lead: Ursula Tester" })).toBeVisible();
  await expect(row.getByText("0/0")).toBeVisible();

  await row.getByRole("link", { name: "Telemetry" }).click();
  await expect(page).toHaveURL(/\/modules\/[0-9a-f-]{36}$/);
  // At this width the details start folded away, so the issues keep their room.
  await page.getByRole("button", { name: "Module details" }).click();
  const sidebar = page.getByRole("complementary", { name: "Module details" });
  await expect(sidebar.getByTestId("module-progress-summary")).toContainText("0/0");

  await page.getByRole("button", { name: "Add existing issues" }).click();
  const picker = page.getByRole("dialog", { name: "Add existing issues" });
  for (const name of names) await picker.getByRole("checkbox", { name: new RegExp(name) }).check();
  await picker.getByRole("button", { name: "Add 3 issues" }).click();
  await expect(picker).toBeHidden();
  await expect(sidebar.getByTestId("module-progress-summary")).toContainText("0/3");
  const first = page.getByRole("link", { name: new RegExp(names[0]) }).or(page.getByText(names[0], { exact: true }));
  await expect(first.first()).toBeVisible();

  await first.first().click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await peek.getByRole("button", { name: "State" }).click();
  await page.getByRole("option", { name: "Done" }).click();
  await expect(peek.getByRole("button", { name: "State" })).toContainText("Done");
  await expect(sidebar.getByTestId("module-progress-summary")).toContainText("1/3");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Modules", exact: true }).first().click();
  await expect(page.getByRole("listitem", { name: "Telemetry" }).getByText("1/3")).toBeVisible();
  const saved = await api.call("GET", `${base}/modules/`);
  expect(saved[0]).toMatchObject({ name: "Telemetry", total_issues: 3, completed_issues: 1 });

  await page.goto(`/${slug}/projects/${project.id}/settings/estimates`);
  await page.getByRole("button", { name: "Set up estimates" }).click();
  const editor = page.getByRole("dialog", { name: "Set up estimates" });
  await expect(editor.getByRole("list", { name: "Points" })).toContainText("13");
  await editor.getByRole("button", { name: "Create estimate" }).click();
  const active = page.getByRole("region", { name: "Active estimate" });
  await expect(active).toContainText("Fibonacci");

  const target = issues[1];
  await page.goto(`/${slug}/projects/${project.id}/issues/${target.id}`);
  const estimate = page.getByRole("region", { name: "Properties" }).getByRole("button", { name: "Estimate" });
  await expect(estimate).toContainText("None");
  await estimate.click();
  await page.getByRole("option", { name: "5", exact: true }).click();
  await expect(estimate).toContainText("5");

  const [fibonacci] = await api.call("GET", `${base}/estimates/`);
  const five = fibonacci.points.find((p: { value: string }) => p.value === "5");
  // The button shows the choice at once (optimistic); the server has it once the PATCH lands.
  await expect.poll(async () => (await api.call("GET", `${base}/issues/${target.id}/`)).estimate_point).toBe(five.id);
  await expect.poll(async () => (await api.call("GET", `${base}/modules/`))[0].total_estimate_points).toBe(5);
});
