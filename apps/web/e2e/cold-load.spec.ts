import { expect, type Page, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 900 } });

const CARD = '[data-testid="board-scroll"] [data-issue-id]';

/** A project shown as a board, with a few issues, for a user signed in through the API (the page has run nothing yet). */
async function seedBoard(page: Page) {
  const api = new Api(page.request);
  await api.signUp("Cora");
  const { slug, project } = await api.workspaceWithProject("Cold");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  for (const name of ["Paint the hangar", "Oil the doors", "Count the crates"]) {
    await api.call("POST", `${base}/issues/`, { name });
  }
  await api.call("PATCH", `${base}/user-properties/`, { display_filters: { layout: "kanban" } });
  return { url: `/${slug}/projects/${project.id}/issues`, firstPage: `${base}/issues/` };
}

/** The app shell's entry script, as index.html names it. */
async function shellScript(page: Page) {
  const html = await (await page.request.get("/")).text();
  const src = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html)?.[1];
  if (!src) throw new Error("index.html names no app entry script");
  return src;
}

test("a cold board load asks for its first page before the app shell has run, and asks for nothing twice", async ({ page }) => {
  const { url, firstPage } = await seedBoard(page);
  const shell = await shellScript(page);

  const asked: string[] = [];
  let firstPageAsked = () => {};
  const firstPageLeft = new Promise<void>((resolve) => {
    firstPageAsked = resolve;
  });
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith("/api/") && !pathname.startsWith("/auth/")) return;
    asked.push(`${request.method()} ${pathname}${search}`);
    if (request.method() === "GET" && pathname === firstPage) firstPageAsked();
  });
  // The shell's script is held until the board's first page has been asked for: only the boot entry, which
  // runs before the shell, can ask for it while the shell cannot run. Without the early start nothing asks,
  // the shell never runs and no card shows.
  await page.route(`**${shell}`, async (route) => {
    await firstPageLeft;
    await route.continue();
  });

  await page.goto(url);
  await expect(
    page.locator(CARD).filter({ hasText: "Paint the hangar" }),
    "the first page is asked for before the app shell can run (the shell waits for it)",
  ).toBeVisible();

  // The app adopted what the boot entry asked for: once everything has settled, no GET left twice.
  await page.waitForLoadState("networkidle");
  const gets = asked.filter((request) => request.startsWith("GET "));
  expect(gets.filter((request, i) => gets.indexOf(request) !== i)).toEqual([]);
  expect(gets.filter((request) => request.startsWith(`GET ${firstPage}?`))).toHaveLength(1);
});

test("a load from the browser's cache shows the board too, and so does the next one", async ({ page }) => {
  const { url } = await seedBoard(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The first load fills the cache and remembers the list's preferences; the next ones run the boot entry and
  // the screen's code from the cache, before the document has been parsed.
  for (let load = 0; load < 3; load++) {
    await page.goto(url);
    await expect(page.locator(CARD).filter({ hasText: "Count the crates" })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
