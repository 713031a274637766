import { expect, type Locator, type Page, test } from "@playwright/test";
import { Api } from "./api";

type Issue = { id: string; name: string; sequence_id: number };

async function seed(page: Page, name: string) {
  const api = new Api(page.request);
  const me = await api.signUp(name);
  const { slug, project } = await api.workspaceWithProject(name);
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const createIssue = (body: Record<string, unknown>): Promise<Issue> => api.call("POST", `${base}/issues/`, body);
  return { api, me, slug, project, base, createIssue, issuesUrl: `/${slug}/projects/${project.id}/issues` };
}

/** WCAG relative luminance of a CSS rgb()/rgba() color. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

test("a link typed without a scheme is saved as https://, and adding a sub-issue shows in the parent's activity", async ({
  page,
}) => {
  const { base, createIssue, issuesUrl, project } = await seed(page, "Linker");
  const parent = await createIssue({ name: "Parent work" });
  const child = await createIssue({ name: "Child work" });
  await page.goto(`${issuesUrl}/${parent.id}`);

  await page.getByRole("button", { name: "Add link" }).click();
  await page.getByRole("textbox", { name: "Link URL" }).fill("ftp://files.example.com");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid URL provided");
  await page.getByRole("textbox", { name: "Link URL" }).fill("example.com/spec");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Links" }).getByRole("link", { name: "example.com" })).toHaveAttribute(
    "href",
    "https://example.com/spec",
  );
  const api = new Api(page.request);
  await expect
    .poll(async () => (await api.call("GET", `${base}/issues/${parent.id}/issue-links/`)).map((l: { url: string }) => l.url))
    .toEqual(["https://example.com/spec"]);

  await page.getByRole("button", { name: "Add sub-issue" }).click();
  await page.getByRole("menuitem", { name: "Add existing issues" }).click();
  const picker = page.getByRole("dialog", { name: "Add existing issues as sub-issues" });
  await picker.getByRole("option", { name: /Child work/ }).click();
  await picker.getByRole("button", { name: "Add sub-issues" }).click();
  const childKey = `${project.identifier}-${child.sequence_id}`;
  const activity = page.getByRole("list", { name: "Activity" });
  await expect(activity).toContainText(`added the sub-issue ${childKey}`);

  await page.goto(`${issuesUrl}/${child.id}`);
  await expect(page.getByRole("list", { name: "Activity" })).toContainText(
    `set the parent to ${project.identifier}-${parent.sequence_id}`,
  );
});

test.describe("a row short of room", () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test("collapses the chips that do not fit into +N, naming them on hover", async ({ page }) => {
    const { api, base, createIssue, issuesUrl } = await seed(page, "Chipper");
    const names = ["backend-platform", "customer-escalation", "performance-regression", "security-review", "documentation"];
    const labels: { id: string; name: string }[] = [];
    for (const name of names) labels.push(await api.call("POST", `${base}/issue-labels/`, { name, color: "#3f76ff" }));
    const issue = await createIssue({
      name: "A title long enough to want the whole row for itself",
      priority: "high",
      label_ids: labels.map((l) => l.id),
      start_date: "2026-01-05",
      target_date: "2026-02-10",
    });
    await page.goto(issuesUrl);

    const row = page.locator(`[data-issue-id="${issue.id}"]`);
    const more = row.locator("[data-chip-overflow]");
    await expect(more).toHaveText(/^\+\d+$/);
    const hidden = Number((await more.textContent())?.slice(1));

    // What shows is whole: no chip cut at the box's edge, none under the title.
    const layout = await row.evaluate((element) => {
      const box = element.querySelector<HTMLElement>("[data-chip-row]");
      const title = element.querySelector<HTMLElement>("a");
      if (!box || !title) throw new Error("row without chips or title");
      const edge = box.getBoundingClientRect();
      const items = Array.from(box.children) as HTMLElement[];
      const firstTop = items[0]?.offsetTop ?? 0;
      const shown = items.filter((item) => item.offsetTop === firstTop);
      return {
        cut: shown.filter((item) => {
          const r = item.getBoundingClientRect();
          return r.left < edge.left - 0.5 || r.right > edge.right + 0.5;
        }).length,
        wrapped: items
          .filter((item) => item.offsetTop !== firstTop)
          .map((item) => item.dataset.chipLabel ?? item.getAttribute("aria-label") ?? ""),
        titleRight: title.getBoundingClientRect().right,
        chipsLeft: edge.left,
      };
    });
    expect(layout.cut).toBe(0);
    expect(layout.wrapped).toHaveLength(hidden);
    expect(layout.titleRight).toBeLessThanOrEqual(layout.chipsLeft);

    await more.hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip.getByRole("listitem")).toHaveCount(hidden);
    // The hidden ones by name: here at least one of the labels.
    const listed = await tooltip.getByRole("listitem").allTextContents();
    expect(listed).toEqual(layout.wrapped);
    expect(listed.some((text) => text.startsWith("Label: "))).toBe(true);
  });
});

test("the sidebar shows where you are and the project menu favorites, copies, opens settings and archives", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { api, slug, project, issuesUrl } = await seed(page, "Menu");
  await page.goto(issuesUrl);
  const sidebar = page.getByRole("complementary", { name: "Workspace sidebar" });
  const yours = sidebar.getByRole("region", { name: "Your projects" });
  const entry = yours.getByRole("button", { name: /^Menu App/ });
  await expect(entry).toHaveAttribute("aria-current", "location");
  await expect(yours.getByRole("link", { name: "Menu App issues" })).toHaveAttribute("aria-current", "page");
  await expect(
    sidebar.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Projects" }),
  ).not.toHaveAttribute("aria-current");
  // One breadcrumb separator, drawn as a mark rather than a "/" typed between the steps.
  await expect(page.locator("[data-breadcrumb-separator]").first()).toBeVisible();

  const menu = () => yours.getByRole("button", { name: "Actions for Menu App" });
  await entry.hover();
  await menu().click();
  await page.getByRole("menuitem", { name: "Add to favorites" }).click();
  const saved = async () =>
    (await api.call("GET", `/api/workspaces/${slug}/projects/`)).find((p: { id: string }) => p.id === project.id);
  await expect.poll(async () => (await saved()).is_favorite).toBe(true);

  await entry.hover();
  await menu().click();
  await page.getByRole("menuitem", { name: "Copy link" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(issuesUrl, page.url()).href);

  await entry.hover();
  await menu().click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/settings`));

  await page.goto(issuesUrl);
  await entry.hover();
  await menu().click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await page.getByRole("alertdialog", { name: "Archive Menu App?" }).getByRole("button", { name: "Archive" }).click();
  // Archived projects leave the default list; the project itself says so.
  await expect
    .poll(async () => (await api.call("GET", `/api/workspaces/${slug}/projects/${project.id}/`)).archived_at)
    .not.toBeNull();
  await expect(yours.getByRole("button", { name: /^Menu App/ })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${slug}/projects$`));

  // The projects list offers the same menu.
  const other = await api.call("POST", `/api/workspaces/${slug}/projects/`, { name: "Second", identifier: "SEC" });
  await page.goto(`/${slug}/projects`);
  await page.getByRole("list", { name: "Projects" }).getByRole("button", { name: "Actions for Second" }).click();
  await page.getByRole("menuitem", { name: "Add to favorites" }).click();
  await expect
    .poll(
      async () =>
        (await api.call("GET", `/api/workspaces/${slug}/projects/`)).find((p: { id: string }) => p.id === other.id).is_favorite,
    )
    .toBe(true);
});

test("in dark mode an empty progress bar still shows its track", async ({ page }) => {
  const { api, base, slug, project } = await seed(page, "Dusk");
  await api.call("POST", `${base}/modules/`, { name: "Empty module" });
  await page.addInitScript(() => localStorage.setItem("hangar-theme", "dark"));
  await page.goto(`/${slug}/projects/${project.id}/modules`);
  const bar = page.getByRole("progressbar", { name: "Progress of Empty module" });
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
  const colors = await bar.evaluate((element) => {
    let parent = element.parentElement;
    let behind = "rgba(0, 0, 0, 0)";
    while (parent) {
      const color = getComputedStyle(parent).backgroundColor;
      if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") {
        behind = color;
        break;
      }
      parent = parent.parentElement;
    }
    return {
      track: getComputedStyle(element).backgroundColor,
      behind,
      dark: document.documentElement.classList.contains("dark"),
    };
  });
  expect(colors.dark).toBe(true);
  expect(contrast(colors.track, colors.behind)).toBeGreaterThanOrEqual(1.8);
});

/** The text a locator's element shows (innerText: what display: none hides is left out). */
const shownText = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).innerText.trim());

test("beside its details panel, a module's and a cycle's name stay readable in a 1400 px header", async ({ page }) => {
  const { api, base, slug, project } = await seed(page, "Trail");
  await api.call("PATCH", `${base}/`, { name: "Rocket Launch Platform Operations" });
  const module = await api.call<{ id: string }>("POST", `${base}/modules/`, { name: "Telemetry pipeline" });
  const cycle = await api.call<{ id: string }>("POST", `${base}/cycles/`, { name: "Sprint 1" });
  await page.setViewportSize({ width: 1400, height: 900 });

  const trailReads = async (name: string) => {
    const heading = page.getByRole("heading", { level: 1, name });
    await expect(heading).toBeVisible();
    // The whole name shows, not clipped by the header: its controls keep only their icons.
    await expect.poll(() => shownText(page.getByRole("button", { name: "Filters" }))).toBe("");
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    // The project's crumb gives way, but stays a step one can see and click.
    const crumb = page
      .locator("header")
      .filter({ has: heading })
      .getByRole("link", { name: /Rocket Launch/ });
    expect((await crumb.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(24);
  };

  await page.goto(`/${slug}/projects/${project.id}/modules/${module.id}`);
  await expect(page.getByRole("complementary", { name: "Module details" })).toBeVisible();
  await trailReads("Telemetry pipeline");

  await page.goto(`/${slug}/projects/${project.id}/cycles/${cycle.id}`);
  await expect(page.getByRole("button", { name: "Hide progress" })).toBeVisible();
  await trailReads("Sprint 1");

  // With room to spare (no panel), the controls say what they are.
  await page.getByRole("button", { name: "Hide progress" }).click();
  await expect.poll(() => shownText(page.getByRole("button", { name: "Filters" }))).toBe("Filters");
});
