import { expect, type Page, test } from "@playwright/test";
import { Api } from "./api";
import { pickDate } from "./helpers";

async function openProjectIssues(page: Page, name: string) {
  const api = new Api(page.request);
  await api.signUp(name);
  const { slug, project } = await api.workspaceWithProject(name);
  await page.goto(`/${slug}/projects/${project.id}/issues`);
  return { slug, project };
}

test("the create-issue dialog keeps what was typed until the user chooses to discard it", async ({ page }) => {
  const { slug } = await openProjectIssues(page, "Grace");
  await page.getByRole("button", { name: "New issue" }).first().click();
  const modal = page.getByRole("dialog", { name: /New issue/ });
  const title = modal.getByLabel("Title");
  const description = modal.getByRole("textbox", { name: "Description" });
  await title.fill("Telemetry drops during handover");
  await description.click();
  await page.keyboard.type("Seen on the night shift ");

  // Esc closes the innermost open thing: the editor's "/" menu…
  await page.keyboard.type("/");
  const commands = page.getByRole("listbox", { name: "Commands" });
  await expect(commands).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(commands).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(title).toHaveValue("Telemetry drops during handover");
  await expect(description).toContainText("Seen on the night shift");

  // …the mention list…
  await page.keyboard.type(" @");
  const mentions = page.getByRole("listbox", { name: "Mention someone" });
  await expect(mentions).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mentions).toBeHidden();
  await expect(modal).toBeVisible();

  // …and a picker's popover.
  await modal.getByRole("button", { name: /^Priority:/ }).click();
  const urgent = page.getByRole("option", { name: "Urgent" });
  await expect(urgent).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(urgent).toBeHidden();
  await expect(modal).toBeVisible();

  // …and the date picker's calendar, which then sets the due date in the app's short form.
  const due = modal.getByRole("button", { name: "Due date" });
  await due.click();
  await expect(page.getByRole("grid")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid")).toBeHidden();
  await expect(modal).toBeVisible();
  await pickDate(page, due, "2027-01-05");
  await expect(due).toHaveText("Jan 05");

  // Then the dialog itself, which asks before throwing the input away.
  await page.keyboard.press("Escape");
  const confirm = page.getByRole("alertdialog", { name: "Discard changes?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(title).toHaveValue("Telemetry drops during handover");
  await expect(description).toContainText("Seen on the night shift");

  // A click outside asks the same; the close button too.
  await page.mouse.click(4, 4);
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeHidden();

  // Opened again, it starts empty, and closing it untouched asks nothing.
  await page.getByRole("button", { name: "New issue" }).first().click();
  await expect(title).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(confirm).toBeHidden();

  // Or the typed issue is kept as a draft, listed on the drafts page.
  await page.getByRole("button", { name: "New issue" }).first().click();
  await title.fill("Antenna alignment checklist");
  await page.keyboard.press("Escape");
  await confirm.getByRole("button", { name: "Save as draft" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.goto(`/${slug}/drafts`);
  await expect(
    page.getByRole("list", { name: "Drafts" }).getByRole("listitem", { name: "Antenna alignment checklist" }),
  ).toBeVisible();
});

test("a dialog opens in place: its opening animation starts centred", async ({ page }) => {
  await openProjectIssues(page, "Hedy");
  // Held at the animation's first frame, where a doubled centring offset showed it up and to the left.
  await page.addStyleTag({ content: "*, *::before, *::after { animation-play-state: paused !important; }" });
  await page.getByRole("button", { name: "New issue" }).first().click();
  const modal = page.getByRole("dialog", { name: /New issue/ });
  await expect(modal).toBeAttached();
  const { box, viewport } = await modal.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { box: { x: r.x + r.width / 2, y: r.y + r.height / 2 }, viewport: { x: innerWidth / 2, y: innerHeight / 2 } };
  });
  expect(Math.abs(box.x - viewport.x)).toBeLessThan(2);
  expect(Math.abs(box.y - viewport.y)).toBeLessThan(2);
});
