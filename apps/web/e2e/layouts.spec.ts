import { expect, type Locator, type Page, test } from "@playwright/test";
import { Api } from "./api";

// Tall enough that a whole month of the calendar and a board column fit without scrolling mid-drag.
test.use({ viewport: { width: 1440, height: 1000 } });

type Issue = {
  id: string;
  name: string;
  sequence_id: number;
  state_id: string;
  start_date: string | null;
  target_date: string | null;
};
type State = { id: string; name: string };

const pad = (n: number) => String(n).padStart(2, "0");
/** Local calendar days, as the app shows them (browser and runner share the machine's time zone). */
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const today = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};
/** The calendar hides weekends by default: pick weekdays of the current month. */
function weekdayOfThisMonth(fromDay: number) {
  const now = today();
  let d = new Date(now.getFullYear(), now.getMonth(), fromDay);
  while (d.getDay() === 0 || d.getDay() === 6) d = addDays(d, 1);
  return d;
}
const calendarCellName = (d: Date) =>
  d.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });

async function seedProject(page: Page, name: string) {
  const api = new Api(page.request);
  await api.signUp(name);
  const { slug, project } = await api.workspaceWithProject(name);
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const states: State[] = await api.call("GET", `${base}/states/`);
  const stateId = (stateName: string) => {
    const state = states.find((s) => s.name === stateName);
    if (!state) throw new Error(`no state ${stateName}`);
    return state.id;
  };
  const createIssue = (body: Record<string, unknown>): Promise<Issue> => api.call("POST", `${base}/issues/`, body);
  const getIssue = (id: string): Promise<Issue> => api.call("GET", `${base}/issues/${id}/`);
  const layout = async () => (await api.call("GET", `${base}/user-properties/`)).display_filters.layout as string;
  return { api, slug, project, base, stateId, createIssue, getIssue, layout, url: `/${slug}/projects/${project.id}/issues` };
}

async function pickLayout(page: Page, label: "List" | "Board" | "Calendar" | "Spreadsheet" | "Timeline") {
  const button = page.getByRole("group", { name: "Layout" }).getByRole("button", { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

/** Presses on `from`, travels in small steps (dnd-kit's pointer sensor needs real moves) and releases at `to`. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps });
  // One more small move over the target so the drop target is measured under the pointer.
  await page.mouse.move(to.x + 1, to.y + 1);
  await page.mouse.up();
}

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test("the five layouts show the project's issues, and the chosen layout survives a reload", async ({ page }) => {
  const p = await seedProject(page, "Layouts");
  const start = today();
  const due = weekdayOfThisMonth(10);
  const alarm = await p.createIssue({
    name: "Fuel cell pressure alarm",
    state_id: p.stateId("Todo"),
    priority: "high",
    start_date: iso(start),
    target_date: iso(addDays(start, 2)),
  });
  const hatch = await p.createIssue({ name: "Hatch seal inspection", state_id: p.stateId("In Progress"), target_date: iso(due) });
  const alarmKey = `${p.project.identifier}-${alarm.sequence_id}`;
  const hatchKey = `${p.project.identifier}-${hatch.sequence_id}`;
  await page.goto(p.url);

  // List (the default): group headers per state, a row per issue.
  await expect(page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "List", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const list = page.getByRole("list", { name: "Issues" });
  await expect(list.getByRole("button", { name: "Todo, 1 issue" })).toBeVisible();
  await expect(list.getByRole("button", { name: "In Progress, 1 issue" })).toBeVisible();
  await expect(list.getByRole("link", { name: "Fuel cell pressure alarm" })).toBeVisible();

  // Board: a column per state holding its card.
  await pickLayout(page, "Board");
  await expect(
    page.getByRole("region", { name: "Todo" }).getByRole("button", { name: "Fuel cell pressure alarm" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "In Progress" }).getByRole("button", { name: "Hatch seal inspection" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Backlog" })).toHaveCount(0); // empty groups hidden by default

  // Calendar: the hatch inspection sits on its due date.
  await pickLayout(page, "Calendar");
  const dueCell = page.getByRole("region", { name: "Calendar" }).getByRole("cell", { name: calendarCellName(due) });
  await expect(dueCell.getByRole("button", { name: `${hatchKey} Hatch seal inspection` })).toBeVisible();

  // Spreadsheet: a row of cells per issue.
  await pickLayout(page, "Spreadsheet");
  const grid = page.getByRole("grid", { name: "Issues" });
  await expect(grid.getByRole("row").filter({ hasText: "Fuel cell pressure alarm" })).toHaveCount(1);
  await expect(grid.getByRole("gridcell", { name: /Hatch seal inspection/ }).first()).toBeVisible();
  await expect(grid.getByRole("gridcell").filter({ hasText: hatchKey })).toBeVisible();

  // Timeline: the alarm's bar runs from today for three days; the undated count is none.
  await pickLayout(page, "Timeline");
  const timeline = page.getByRole("region", { name: "Timeline" });
  const bar = timeline.locator(`button[data-issue-id="${alarm.id}"]`);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-start", iso(start));
  await expect(bar).toHaveAttribute("data-target", iso(addDays(start, 2)));
  await expect(bar).toHaveAccessibleName(new RegExp(`^${alarmKey} from `));

  // The choice is the user's stored preference: a reload opens the timeline again.
  await expect.poll(p.layout).toBe("gantt_chart");
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Timeline", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Timeline" }).locator(`button[data-issue-id="${alarm.id}"]`)).toBeVisible();

  await pickLayout(page, "Board");
  await expect.poll(p.layout).toBe("kanban");
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Todo" }).getByRole("button", { name: "Fuel cell pressure alarm" }),
  ).toBeVisible();
});

test("a crowded list row keeps its whole key and paints no chip over another", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Crowded");
  const { slug } = await api.workspaceWithProject("Crowded");
  // The longest identifier a project can have.
  const project = await api.call("POST", `/api/workspaces/${slug}/projects/`, { name: "Long", identifier: "LONGIDENTIFR" });
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  const labelIds: string[] = [];
  for (const name of ["propulsion-subsystem", "life-support-review", "thermal-control"]) {
    labelIds.push((await api.call("POST", `${base}/issue-labels/`, { name, color: "#3f76ff" })).id);
  }
  const start = today();
  const issue = await api.call("POST", `${base}/issues/`, {
    name: "Crowded row",
    priority: "urgent",
    label_ids: labelIds,
    start_date: iso(start),
    target_date: iso(addDays(start, 9)),
  });
  // Narrow enough that the row's properties need more than their share of it.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`/${slug}/projects/${project.id}/issues`);
  const row = page.getByRole("list", { name: "Issues" }).locator(`[data-issue-id="${issue.id}"]`);
  await expect(row.getByRole("link", { name: "Crowded row" })).toBeVisible();

  const key = row.getByText(`LONGIDENTIFR-${issue.sequence_id}`, { exact: true });
  expect(await key.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Each chip's painted box (its box cut by every clipping box around it in the row) touches no other's.
  const paintedChips = () =>
    row.evaluate((rowEl) => {
      const chips = [...rowEl.querySelectorAll<HTMLElement>("[title], [data-label-chip]")];
      const painted = chips.map((chip) => {
        let { left, right, top, bottom } = chip.getBoundingClientRect();
        for (let el = chip.parentElement; el && el !== rowEl; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === "visible") continue;
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        return { name: chip.title || chip.textContent || "", left, right, top, bottom };
      });
      const shown = painted.filter((b) => b.right - b.left > 0.5 && b.bottom - b.top > 0.5);
      const found: string[] = [];
      for (const [i, a] of shown.entries())
        for (const b of shown.slice(i + 1))
          if (
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
          )
            found.push(`${a.name} × ${b.name}`);
      return { found, shown: shown.length };
    });
  // Chips that do not fit collapse into "+N" (polish.spec.ts) once the row has been measured, a frame or
  // more after it paints: wait for that, then none may overlap and several must still be painted.
  await expect.poll(async () => (await paintedChips()).found).toEqual([]);
  await expect.poll(async () => (await paintedChips()).shown).toBeGreaterThanOrEqual(3);
});

test("dragging a board card to another column changes its state", async ({ page }) => {
  const p = await seedProject(page, "Board");
  const scrubber = await p.createIssue({ name: "Oxygen scrubber swap", state_id: p.stateId("Todo") });
  await p.createIssue({ name: "Telemetry drift", state_id: p.stateId("Todo") });
  await p.createIssue({ name: "Antenna alignment", state_id: p.stateId("In Progress") });
  await page.goto(p.url);
  await pickLayout(page, "Board");

  const todo = page.getByRole("region", { name: "Todo" });
  const inProgress = page.getByRole("region", { name: "In Progress" });
  const card = todo.getByRole("button", { name: "Oxygen scrubber swap" });
  await expect(card).toBeVisible();
  const from = await center(card);
  // Drop below the column's last card: the card joins the end of "In Progress".
  const last = await center(inProgress.getByRole("button", { name: "Antenna alignment" }));
  await drag(page, from, { x: last.x, y: last.box.y + last.box.height + 30 });

  await expect(inProgress.getByRole("button", { name: "Oxygen scrubber swap" })).toBeVisible();
  await expect(todo.getByRole("button", { name: "Oxygen scrubber swap" })).toHaveCount(0);
  await expect.poll(async () => (await p.getIssue(scrubber.id)).state_id).toBe(p.stateId("In Progress"));

  await page.reload();
  await expect(
    page.getByRole("region", { name: "In Progress" }).getByRole("button", { name: "Oxygen scrubber swap" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Todo" }).getByRole("button", { name: "Oxygen scrubber swap" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Todo" }).getByRole("button", { name: "Telemetry drift" })).toBeVisible();
});

test("dragging a calendar chip to another day moves its due date", async ({ page }) => {
  const p = await seedProject(page, "Calendar");
  const from = weekdayOfThisMonth(10);
  const to = weekdayOfThisMonth(17);
  const issue = await p.createIssue({ name: "Docking port survey", target_date: iso(from) });
  const chipName = `${p.project.identifier}-${issue.sequence_id} Docking port survey`;
  await page.goto(p.url);
  await pickLayout(page, "Calendar");

  const calendar = page.getByRole("region", { name: "Calendar" });
  const fromCell = calendar.getByRole("cell", { name: calendarCellName(from) });
  const toCell = calendar.getByRole("cell", { name: calendarCellName(to) });
  const chip = fromCell.getByRole("button", { name: chipName });
  await expect(chip).toBeVisible();
  await drag(page, await center(chip), await center(toCell));

  await expect(toCell.getByRole("button", { name: chipName })).toBeVisible();
  await expect(fromCell.getByRole("button", { name: chipName })).toHaveCount(0);
  await expect.poll(async () => (await p.getIssue(issue.id)).target_date).toBe(iso(to));

  await page.reload();
  const reloaded = page.getByRole("region", { name: "Calendar" });
  await expect(reloaded.getByRole("cell", { name: calendarCellName(to) }).getByRole("button", { name: chipName })).toBeVisible();
  await expect(reloaded.getByRole("cell", { name: calendarCellName(from) }).getByRole("button", { name: chipName })).toHaveCount(
    0,
  );
});

test("dragging a timeline bar moves both dates; dragging its end resizes it", async ({ page }) => {
  const p = await seedProject(page, "Timeline");
  const start = today();
  const issue = await p.createIssue({
    name: "Solar array deployment",
    start_date: iso(start),
    target_date: iso(addDays(start, 2)),
  });
  await page.goto(p.url);
  await pickLayout(page, "Timeline");

  const barOf = (scope: Page) => scope.getByRole("region", { name: "Timeline" }).locator(`button[data-issue-id="${issue.id}"]`);
  const bar = barOf(page);
  await expect(bar).toBeVisible();
  // Week scale: a day is 60 px wide. Two days to the right.
  const dayWidth = 60;
  const grab = await center(bar);
  await drag(page, grab, { x: grab.x + 2 * dayWidth, y: grab.y });
  await expect(bar).toHaveAttribute("data-start", iso(addDays(start, 2)));
  await expect(bar).toHaveAttribute("data-target", iso(addDays(start, 4)));
  await expect
    .poll(async () => {
      const saved = await p.getIssue(issue.id);
      return [saved.start_date, saved.target_date];
    })
    .toEqual([iso(addDays(start, 2)), iso(addDays(start, 4))]);

  // The end handle sits on the bar's right edge (shown on hover): one more day.
  const moved = await center(bar);
  await page.mouse.move(moved.x, moved.y);
  const handle = page.locator(`[data-bar="${issue.id}"] [data-handle="end"]`);
  const edge = await center(handle);
  await drag(page, edge, { x: edge.x + dayWidth, y: edge.y });
  await expect(bar).toHaveAttribute("data-start", iso(addDays(start, 2)));
  await expect(bar).toHaveAttribute("data-target", iso(addDays(start, 5)));
  await expect
    .poll(async () => {
      const saved = await p.getIssue(issue.id);
      return [saved.start_date, saved.target_date];
    })
    .toEqual([iso(addDays(start, 2)), iso(addDays(start, 5))]);

  await page.reload();
  const reloaded = barOf(page);
  await expect(reloaded).toHaveAttribute("data-start", iso(addDays(start, 2)));
  await expect(reloaded).toHaveAttribute("data-target", iso(addDays(start, 5)));
});
