import { expect, type Locator, type Page, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

/** Presses on `from`, travels in small steps (dnd-kit's pointer sensor needs real moves) and releases at `to`. */
async function drag(page: Page, from: Locator, to: Locator, toY: (box: { y: number; height: number }) => number) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("a row has no box");
  await page.mouse.move(a.x + a.width / 3, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 3 + 6, a.y + a.height / 2 + 4, { steps: 4 });
  await page.mouse.move(b.x + b.width / 3, toY(b), { steps: 12 });
  // One more small move over the target so the drop is measured under the pointer.
  await page.mouse.move(b.x + b.width / 3 + 1, toY(b));
  await page.mouse.up();
}

/** The favorites as the sidebar lists them, a folder's contents indented. */
async function outline(favorites: Locator): Promise<string[]> {
  return favorites.locator("a, button[aria-expanded]:not([aria-haspopup])").evaluateAll((elements) =>
    elements.map((el) => {
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
      return el.closest("ul[aria-label^='In ']") ? `  ${name}` : name;
    }),
  );
}

test("star a cycle and a view, file the view into a new folder, reorder, and find it all after a reload", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Grace");
  const { slug, project } = await api.workspaceWithProject("Apollo");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  await api.call("POST", `${base}/cycles/`, { name: "Sprint 1" });
  await api.call("POST", `${base}/views/`, { name: "Launch blockers" });

  const favorites = page.getByRole("region", { name: "Favorites" });
  await page.goto(`/${slug}/projects/${project.id}/cycles`);
  await expect(favorites.getByText("Star a project, cycle, module, view or page to keep it here.")).toBeVisible();
  await page.getByRole("button", { name: "Add Sprint 1 to favorites" }).click();
  const cycle = favorites.getByRole("link", { name: "Sprint 1 (Apollo App cycle)" });
  await expect(cycle).toBeVisible();

  await page.goto(`/${slug}/projects/${project.id}/views`);
  await page.getByRole("button", { name: "Add Launch blockers to favorites" }).click();
  const view = favorites.getByRole("link", { name: "Launch blockers (Apollo App view)" });
  await expect(view).toBeVisible();
  await expect.poll(() => outline(favorites)).toEqual(["Sprint 1 (Apollo App cycle)", "Launch blockers (Apollo App view)"]);

  await favorites.getByRole("button", { name: "New favorites folder" }).click();
  await favorites.getByRole("textbox", { name: "New folder name" }).fill("Launch");
  await page.keyboard.press("Enter");
  const folder = favorites.getByRole("button", { name: "Launch", exact: true });
  await expect(folder).toBeVisible();
  await expect(favorites.getByText("Drag favorites here")).toBeVisible();

  // Drop the view on the folder: it goes inside.
  const moved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/user-favorites/"));
  await drag(page, view, folder, (box) => box.y + box.height * 0.7);
  expect((await moved).status()).toBe(200);
  await expect
    .poll(() => outline(favorites))
    .toEqual(["Sprint 1 (Apollo App cycle)", "Launch", "  Launch blockers (Apollo App view)"]);

  // Drop the folder on the top half of the cycle: it goes before it, with what is inside it.
  const reordered = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/user-favorites/"));
  await drag(page, folder, cycle, (box) => box.y + box.height * 0.2);
  expect((await reordered).status()).toBe(200);
  const expected = ["Launch", "  Launch blockers (Apollo App view)", "Sprint 1 (Apollo App cycle)"];
  await expect.poll(() => outline(favorites)).toEqual(expected);

  await page.reload();
  await expect(favorites.getByRole("link", { name: "Sprint 1 (Apollo App cycle)" })).toBeVisible();
  await expect.poll(() => outline(favorites)).toEqual(expected);
  // The stars elsewhere agree with the sidebar.
  await expect(page.getByRole("button", { name: "Remove Launch blockers from favorites" })).toBeVisible();

  // Removing the folder (after asking) unstars the view inside it everywhere.
  await favorites.getByRole("button", { name: "Actions for Launch", exact: true }).click();
  await page.getByRole("menuitem", { name: "Delete folder" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete the folder Launch?" })
    .getByRole("button", { name: "Delete folder" })
    .click();
  await expect.poll(() => outline(favorites)).toEqual(["Sprint 1 (Apollo App cycle)"]);
  await expect(page.getByRole("button", { name: "Add Launch blockers to favorites" })).toBeVisible();
});
