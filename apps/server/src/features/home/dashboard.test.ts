import { HOME_WIDGET_KEYS, SORT_ORDER_STEP, type Widget } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { snapshot } from "../../lib/bad-input-test-kit";
import { homeKit } from "./home-test-kit";

const keysOf = (widgets: Widget[]) => widgets.map((w) => w.key);

describe("home dashboard and preferences", () => {
  it("makes the caller's home dashboard once, with every widget shown in the first order", async () => {
    const { home, as, ws } = await homeKit();
    const [first, second] = await Promise.all([home("member"), home("member")]);
    expect(second.dashboard.id).toBe(first.dashboard.id);
    expect(first.dashboard).toMatchObject({ dashboard_type: "home" });
    expect(keysOf(first.widgets)).toEqual([...HOME_WIDGET_KEYS]);
    expect(first.widgets.every((w) => w.is_enabled)).toBe(true);
    expect(first.widgets.map((w) => w.sort_order)).toEqual(HOME_WIDGET_KEYS.map((_, i) => (i + 1) * SORT_ORDER_STEP));
    expect(first.widgets.find((w) => w.key === "my_work_items")?.widget_filters).toEqual({ tab: "assigned", duration: "all" });
    expect((await home("admin")).dashboard.id).not.toBe(first.dashboard.id);
    expect((await as("member").get(`${ws}/home-preferences/`)).json()).toEqual(first.widgets);
    const bad = await as("member").get(`${ws}/dashboard/?dashboard_type=project`);
    expect(bad.json()).toEqual({ error: "dashboard_type: dashboard_type must be one of: home" });
  });

  it("hides, shows and moves widgets by key or id, and a reload keeps them", async () => {
    const { home, as, ws } = await homeKit();
    const { widgets } = await home("member");
    const pref = (key: string) => `${ws}/home-preferences/${key}/`;
    const hidden = await as("member").patch(pref("recents"), { is_enabled: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ key: "recents", is_enabled: false });
    const activity = widgets.find((w) => w.key === "recent_activity") as Widget;
    const moved = await as("member").patch(pref(activity.id), { sort_order: SORT_ORDER_STEP / 2 });
    expect(moved.json()).toMatchObject({ key: "recent_activity", sort_order: SORT_ORDER_STEP / 2 });

    const after = (await as("member").get(`${ws}/home-preferences/`)).json() as Widget[];
    expect(after.map((w) => [w.key, w.is_enabled])).toEqual([
      ["recent_activity", true],
      ["quick_links", true],
      ["recents", false],
      ["my_work_items", true],
      ["my_stickies", true],
    ]);
    expect(keysOf((await home("member")).widgets)).toEqual(after.map((w) => w.key));
    expect((await home("admin")).widgets.every((w) => w.is_enabled)).toBe(true);
  });

  it("renumbers the widgets once midpoints get too close", async () => {
    const { home, as, ws } = await homeKit();
    await home("member");
    const low = SORT_ORDER_STEP;
    let high = 2 * SORT_ORDER_STEP;
    // Keep moving the last widget between the first two: each midpoint halves the gap.
    for (let i = 0; i < 50; i++) {
      const mid = (low + high) / 2;
      await as("member").patch(`${ws}/home-preferences/recent_activity/`, { sort_order: mid });
      high = mid;
      if (high - low < 1e-6) break;
    }
    const widgets = (await as("member").get(`${ws}/home-preferences/`)).json() as Widget[];
    expect(keysOf(widgets)).toEqual(["quick_links", "recent_activity", "recents", "my_work_items", "my_stickies"]);
    expect(widgets.map((w) => w.sort_order)).toEqual([1, 2, 3, 4, 5].map((n) => n * SORT_ORDER_STEP));
  });

  it("refuses bad preferences and unknown widgets, changing nothing", async () => {
    const { app, home, as, ws } = await homeKit();
    const first = await snapshot(app);
    expect((await as("member").patch(`${ws}/home-preferences/weather/`, { is_enabled: false })).statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(first);
    await home("member");
    const before = await snapshot(app);
    const cases: [string, unknown, number, string][] = [
      ["recents", { is_enabled: "no" }, 400, "is_enabled: is_enabled must be true or false"],
      ["recents", {}, 400, "Send is_enabled or sort_order"],
      ["recents", { sort_order: "first" }, 400, "sort_order: sort_order must be a number"],
      ["recents", { filters: {} }, 400, ""],
      ["weather", { is_enabled: false }, 404, "Widget not found"],
      ["00000000-0000-4000-8000-000000000000", { is_enabled: false }, 404, "Widget not found"],
    ];
    for (const [key, body, status, error] of cases) {
      const res = await as("member").patch(`${ws}/home-preferences/${key}/`, body);
      expect(res.statusCode, `${key} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (error) expect(res.json().error).toBe(error);
    }
    expect((await as("outsider").get(`${ws}/home-preferences/`)).statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe("dashboard by id and widget filters", () => {
  it("answers the owner's dashboard by id, and 'Dashboard not found' to anyone else", async () => {
    const { home, as } = await homeKit();
    const mine = await home("member");
    const res = await as("member").get(`/api/dashboard/${mine.dashboard.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...mine.dashboard, widgets: mine.widgets });
    for (const who of ["admin", "guest", "outsider"] as const) {
      const other = await as(who).get(`/api/dashboard/${mine.dashboard.id}/`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: "Dashboard not found" });
    }
    expect((await as("member").get("/api/dashboard/nope/")).json()).toEqual({ error: "Dashboard not found" });
  });

  it("no longer answers a dashboard of a workspace its owner left", async () => {
    const { home, as, ws } = await homeKit();
    const mine = await home("member");
    expect((await as("member").post(`${ws}/members/leave/`)).statusCode).toBe(204);
    expect((await as("member").get(`/api/dashboard/${mine.dashboard.id}/`)).json()).toEqual({ error: "Dashboard not found" });
  });

  it("saves a widget's filters, checked against what the widget takes", async () => {
    const { app, home, as } = await homeKit();
    const { dashboard, widgets } = await home("member");
    const idOf = (key: string) => (widgets.find((w) => w.key === key) as Widget).id;
    const url = (widgetId: string, dashboardId = dashboard.id) => `/api/dashboard/${dashboardId}/widgets/${widgetId}/`;

    const tab = await as("member").patch(url(idOf("my_work_items")), { filters: { tab: "created" } });
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json()).toMatchObject({ key: "my_work_items", widget_filters: { tab: "created", duration: "all" } });
    const both = await as("member").patch(url(idOf("my_work_items")), { filters: { duration: "week" }, is_enabled: false });
    expect(both.json()).toMatchObject({ widget_filters: { tab: "created", duration: "week" }, is_enabled: false });
    const recents = await as("member").patch(url(idOf("recents")), { filters: { entity_name: "page" } });
    expect(recents.json().widget_filters).toEqual({ entity_name: "page" });

    const admins = (await home("admin")).widgets[0] as Widget;
    const before = await snapshot(app);
    const refused: [string, unknown, number, string][] = [
      [
        url(idOf("my_work_items")),
        { filters: { tab: "everything" } },
        400,
        "filters.tab: tab must be one of: assigned, created, subscribed",
      ],
      [
        url(idOf("my_work_items")),
        { filters: { duration: "year" } },
        400,
        "filters.duration: duration must be one of: all, day, week, month",
      ],
      [url(idOf("quick_links")), { filters: { tab: "created" } }, 400, 'filters: Unrecognized key: "tab"'],
      [url(idOf("recents")), { filters: "page" }, 400, ""],
      [url(idOf("recents")), {}, 400, "Send filters, is_enabled or sort_order"],
      [url("00000000-0000-4000-8000-000000000000"), { is_enabled: true }, 404, "Widget not found"],
      [url("nope"), { is_enabled: true }, 404, "Widget not found"],
      [url(idOf("recents"), "00000000-0000-4000-8000-000000000000"), { is_enabled: true }, 404, "Dashboard not found"],
    ];
    for (const [path, body, status, error] of refused) {
      const res = await as("member").patch(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (error) expect(res.json().error).toBe(error);
    }
    const stranger = await as("member").patch(url(admins.id), { is_enabled: false });
    expect(stranger.json()).toEqual({ error: "Widget not found" });
    const foreign = await as("admin").patch(url(idOf("recents")), { is_enabled: false });
    expect(foreign.json()).toEqual({ error: "Dashboard not found" });
    expect(await snapshot(app)).toEqual(before);
  });
});
