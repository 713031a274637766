import type { HomeDashboard as Dashboard, QuickLink, Widget, WidgetDataOf } from "@hangar/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, type StubRequest, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { HomeDashboard } from "./home-dashboard";

const WS = "/api/workspaces/acme";
const KEYS = ["quick_links", "recents", "my_work_items", "recent_activity"] as const;
const widget = (key: Widget["key"], i: number, filters: Record<string, string> = {}): Widget => ({
  id: `wd-${key}`,
  key,
  widget_filters: filters,
  is_enabled: true,
  sort_order: (i + 1) * 10000,
});

const workItems = (tab: string): WidgetDataOf<"my_work_items"> => ({
  widget_key: "my_work_items",
  tab: tab as "assigned",
  duration: "all",
  counts: { total: 2, open: 1, overdue: 1, due_this_week: 0 },
  state_distribution: { backlog: 0, unstarted: 0, started: 1, completed: 1, cancelled: 0 },
  issues: [
    {
      id: "i1",
      name: tab === "created" ? "Written by me" : "Fix the login page",
      sequence_id: 12,
      project_id: "p1",
      project_identifier: "WEB",
      state_id: "s1",
      state_name: "In Progress",
      state_group: "started",
      state_color: "#f59e0b",
      priority: "high",
      target_date: "2020-01-01",
      updated_at: "2026-01-01T00:00:00Z",
    },
  ],
});

/** A stub server for one member's home: the dashboard, quick links and the widgets' data. */
function renderHome(extra: Record<string, StubHandler> = {}) {
  let dashboard: Dashboard = {
    dashboard: { id: "d1", dashboard_type: "home", workspace_id: "w1" },
    widgets: KEYS.map((key, i) => widget(key, i, key === "my_work_items" ? { tab: "assigned", duration: "all" } : {})),
  };
  let links: QuickLink[] = [];
  const patchWidget = (key: string, changes: Partial<Widget>) => {
    dashboard = {
      ...dashboard,
      widgets: dashboard.widgets.map((w) => (w.key === key || w.id === key ? { ...w, ...changes } : w)),
    };
    return { body: dashboard.widgets.find((w) => w.key === key || w.id === key) };
  };
  const net = stubFetch({
    [`GET ${WS}/dashboard/`]: () => ({ body: dashboard }),
    [`GET ${WS}/quick-links/`]: () => ({ body: links }),
    [`POST ${WS}/quick-links/`]: (request: StubRequest) => {
      const body = request.body as { url: string; title: string | null };
      const link = { id: `l${links.length + 1}`, ...body, workspace_id: "w1", owner: "u1", created_at: "", updated_at: "" };
      links = [...links, link];
      return { status: 201, body: link };
    },
    [`GET ${WS}/recent-visits/`]: { body: [] },
    [`GET ${WS}/dashboard/d1/`]: (request: StubRequest) =>
      request.query.get("widget_key") === "my_work_items"
        ? { body: workItems(request.query.get("tab") ?? "assigned") }
        : { body: { widget_key: "recent_activity", activities: [] } },
    [`PATCH ${WS}/home-preferences/recents/`]: (request: StubRequest) => patchWidget("recents", request.body as Partial<Widget>),
    "PATCH /api/dashboard/d1/widgets/wd-my_work_items/": (request: StubRequest) => {
      const filters = (request.body as { filters: Record<string, string> }).filters;
      const current = dashboard.widgets.find((w) => w.key === "my_work_items") as Widget;
      return patchWidget("my_work_items", { widget_filters: { ...current.widget_filters, ...filters } });
    },
    ...extra,
  });
  const view = renderWithApp(
    <>
      <HomeDashboard slug="acme" userId="u1" />
      <Toaster />
    </>,
    { route: "/acme/", path: "/acme/" },
  );
  return { ...view, net };
}

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("the home dashboard", () => {
  it("shows each shown widget in order, each with its own empty state", async () => {
    renderHome();
    const links = await screen.findByRole("region", { name: "Quick links" });
    expect(await within(links).findByRole("heading", { name: "No quick links yet" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Nothing opened yet" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No activity yet" })).toBeInTheDocument();
    expect(headings().filter((h) => ["Quick links", "Recents", "Your work items", "Recent activity"].includes(h ?? ""))).toEqual([
      "Quick links",
      "Recents",
      "Your work items",
      "Recent activity",
    ]);
  });

  it("hides a widget from its menu at once and saves it", async () => {
    const { user, net } = renderHome();
    await screen.findByRole("region", { name: "Recents" });
    await user.click(screen.getByRole("button", { name: "Recents options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Hide widget" }));
    expect(screen.queryByRole("region", { name: "Recents" })).not.toBeInTheDocument();
    await waitFor(() => expect(net.to(`PATCH ${WS}/home-preferences/recents/`)[0]?.body).toEqual({ is_enabled: false }));
  });

  it("switches a widget off in Manage widgets, and puts it back if the server refuses", async () => {
    const { user, net } = renderHome({
      [`PATCH ${WS}/home-preferences/recent_activity/`]: {
        status: 500,
        body: { error: "Something went wrong. Please try again." },
      },
    });
    await screen.findByRole("region", { name: "Recent activity" });
    await user.click(screen.getByRole("button", { name: "Manage widgets" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage widgets" });
    await user.click(within(dialog).getByRole("switch", { name: "Show Recent activity" }));
    expect(screen.queryByRole("region", { name: "Recent activity" })).not.toBeInTheDocument();
    await waitFor(() => expect(net.to(`PATCH ${WS}/home-preferences/recent_activity/`)).toHaveLength(1));
    expect(await screen.findByText("Couldn't hide the widget")).toBeInTheDocument();
    expect(within(dialog).getByRole("switch", { name: "Show Recent activity" })).toHaveAttribute("aria-checked", "true");
  });

  it("adds a quick link, refusing a javascript: address without asking the server", async () => {
    const { user, net } = renderHome();
    const region = await screen.findByRole("region", { name: "Quick links" });
    await user.click(await within(region).findByRole("button", { name: "Add quick link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add quick link" });
    await user.type(within(dialog).getByLabelText("URL"), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(within(dialog).getByText("Only http:// and https:// addresses can be linked")).toBeInTheDocument();
    expect(net.to(`POST ${WS}/quick-links/`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("URL"));
    await user.type(within(dialog).getByLabelText("URL"), "docs.example.com/handbook");
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(net.to(`POST ${WS}/quick-links/`)[0]?.body).toEqual({ url: "https://docs.example.com/handbook", title: null });
    const link = await within(region).findByRole("link", { name: /docs\.example\.com/ });
    expect(link).toHaveAttribute("href", "https://docs.example.com/handbook");
    expect(link).toHaveAttribute("target", "_blank");

    // The site's icon, or its first letter when the site has none.
    const icon = link.querySelector("img");
    expect(icon).toHaveAttribute("src", "https://docs.example.com/favicon.ico");
    fireEvent.error(icon as HTMLImageElement);
    expect(within(link).getByTestId("favicon-letter")).toHaveTextContent("D");
  });

  it("your work items: counts, the issues linking to them, and a tab saved as the widget's filter", async () => {
    const { user, net } = renderHome();
    const region = await screen.findByRole("region", { name: "Your work items" });
    const list = await within(region).findByRole("list", { name: "Assigned work items" });
    expect(within(list).getByRole("link", { name: /Fix the login page/ })).toHaveAttribute("href", "/acme/projects/p1/issues/i1");
    expect(within(region).getByText("Overdue").nextSibling).toHaveTextContent("1");
    expect(within(region).getByLabelText("Started: 1")).toBeInTheDocument();

    await user.click(within(region).getByRole("tab", { name: "Created" }));
    expect(await within(region).findByRole("link", { name: /Written by me/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(net.to("PATCH /api/dashboard/d1/widgets/wd-my_work_items/")[0]?.body).toEqual({ filters: { tab: "created" } }),
    );
    expect(net.requests.some((r) => r.path === `${WS}/dashboard/d1/` && r.query.get("tab") === "created")).toBe(true);
  });
});
