import { expect, type Locator, type Page, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1280, height: 800 } });

/** More than two of a group's pages (50 each): the end is two automatic loads away. */
const ISSUES = 130;

async function seedBacklog(page: Page) {
  const api = new Api(page.request);
  await api.signUp("Scroller");
  const { slug, project } = await api.workspaceWithProject("Scroller");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const states: { id: string; name: string }[] = await api.call("GET", `${base}/states/`);
  const backlog = states.find((s) => s.name === "Backlog");
  if (!backlog) throw new Error("no Backlog state");
  const ids: string[] = [];
  for (let start = 1; start <= ISSUES; start += 10) {
    const batch = Array.from({ length: Math.min(10, ISSUES - start + 1) }, (_, i) =>
      api.call<{ id: string }>("POST", `${base}/issues/`, { name: `Scroll ${start + i}`, state_id: backlog.id }),
    );
    ids.push(...(await Promise.all(batch)).map((issue) => issue.id));
  }
  return { ids, url: `/${slug}/projects/${project.id}/issues` };
}

/** The issue ids a scroller has shown so far, gathered as it goes (the list renders only rows in view). */
async function shownIds(scroller: Locator, seen: Set<string>) {
  const ids = await scroller.locator("[data-issue-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-issue-id")));
  for (const id of ids) if (id) seen.add(id);
  return seen.size;
}

/** Scrolls with the mouse wheel, as a user would, until every issue has shown up; never clicks. */
async function wheelUntilAllShown(page: Page, scroller: Locator) {
  const seen = new Set<string>();
  await scroller.hover();
  await expect
    .poll(
      async () => {
        // Less than the rendered window's margin a step (a few rows beyond the screen each side), so every
        // row passes through it even when two steps land in one frame.
        await page.mouse.wheel(0, 120);
        return shownIds(scroller, seen);
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(ISSUES);
  return seen;
}

test("a list and a board column load their next pages as they are scrolled, without a click", async ({ page }) => {
  const { ids, url } = await seedBacklog(page);
  await page.goto(url);
  await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "List", exact: true }).click();

  const list = page.getByTestId("issue-list-scroll");
  await expect(list.getByRole("button", { name: `Backlog, ${ISSUES} issues` })).toBeVisible();

  const listed = await wheelUntilAllShown(page, list);
  expect([...listed].sort()).toEqual([...ids].sort());
  // At the end nothing is left to load, and the list is still virtualized.
  await expect(list.locator("[data-load-more]")).toHaveCount(0);
  expect(await list.locator("[data-issue-id]").count()).toBeLessThan(ISSUES);

  await page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Board", exact: true }).click();
  const column = page.getByRole("region", { name: "Backlog" });
  await expect(column.locator("[data-issue-id]").first()).toBeVisible();
  const cards = column.locator("[data-issue-id]");
  expect(await cards.count()).toBeLessThanOrEqual(50);

  const scroller = column.locator(".overflow-y-auto");
  const carded = await wheelUntilAllShown(page, scroller);
  expect([...carded].sort()).toEqual([...ids].sort());
  await expect(column.locator("[data-load-more]")).toHaveCount(0);
});
