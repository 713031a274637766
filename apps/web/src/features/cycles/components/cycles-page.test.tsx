import { ROLE } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { pickDate } from "../../../test/pick-date";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../../project-settings/test-fixtures";
import { day, makeAnalytics, makeCycle } from "../test-fixtures";
import { CyclesPage } from "./cycles-page";

const BASE = "/api/workspaces/acme/projects/p1/";

const CYCLES = [
  makeCycle({ id: "c-done", name: "Sprint 1", status: "completed", start_date: day(-30), end_date: day(-20) }),
  makeCycle({ id: "c-later", name: "Sprint 4", status: "upcoming", start_date: day(20), end_date: day(30) }),
  makeCycle({ id: "c-draft", name: "Ideas", status: "draft" }),
  makeCycle({
    id: "c-now",
    name: "Sprint 2",
    status: "current",
    start_date: day(-3),
    end_date: day(7),
    total_issues: 5,
    completed_issues: 2,
    started_issues: 1,
    backlog_issues: 2,
  }),
  makeCycle({ id: "c-next", name: "Sprint 3", status: "upcoming", start_date: day(8), end_date: day(18) }),
];

function renderPage(role: number = ROLE.ADMIN, routes: Record<string, StubHandler> = {}) {
  const server = { cycles: [...CYCLES] };
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", first_name: "Ada", last_name: "Lovelace" } },
    [`GET ${BASE}`]: { body: makeProject({ member_role: role }) },
    [`GET ${BASE}members/`]: { body: [] },
    [`GET ${BASE}estimates/`]: { body: [] },
    [`GET ${BASE}cycles/`]: () => ({ body: server.cycles }),
    [`GET ${BASE}archived-cycles/`]: {
      body: [makeCycle({ id: "c-old", name: "Sprint 0", status: "completed", archived_at: "2025-01-01T00:00:00Z" })],
    },
    [`GET ${BASE}cycles/c-now/analytics/`]: {
      body: makeAnalytics({ [day(-3)]: 5, [day(-2)]: 5, [day(-1)]: 4, [day(0)]: 3 }),
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <CyclesPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/cycles", path: "/:workspaceSlug/projects/:projectId/cycles" },
  );
  return { ...view, net, server };
}

const rowNames = () =>
  within(screen.getByRole("list", { name: "Cycles" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("CyclesPage", () => {
  it("shows the running cycle on top and the others in spec order", async () => {
    renderPage();
    const widget = await screen.findByRole("region", { name: "Active cycle" });
    expect(within(widget).getByRole("link", { name: "Sprint 2" })).toBeInTheDocument();
    expect(within(widget).getByText("2/5")).toBeInTheDocument();
    expect(within(widget).getByText("8 days left")).toBeInTheDocument();
    expect(await within(widget).findByText("Remaining today: 3 of 5 issues")).toBeInTheDocument();
    expect(rowNames()).toEqual(["Sprint 3", "Sprint 4", "Ideas", "Sprint 1"]);
  });

  it("filters by tab and lists archived cycles from their own endpoint", async () => {
    const { user, net } = renderPage();
    await screen.findByRole("region", { name: "Active cycle" });
    await user.click(screen.getByRole("tab", { name: /^Upcoming/ }));
    expect(rowNames()).toEqual(["Sprint 3", "Sprint 4"]);
    expect(screen.queryByRole("region", { name: "Active cycle" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /^Draft/ }));
    expect(rowNames()).toEqual(["Ideas"]);
    expect(net.to(`GET ${BASE}archived-cycles/`)).toHaveLength(0);
    await user.click(screen.getByRole("tab", { name: "Archived" }));
    await waitFor(() => expect(rowNames()).toEqual(["Sprint 0"]));
    const list = screen.getByRole("list", { name: "Cycles" });
    expect(within(list).getByText("Archived")).toBeInTheDocument();
  });

  it("sorts by name or date when asked, remembers it per project, and goes back to status order", async () => {
    const stamped = CYCLES.map((cycle, index) => ({
      ...cycle,
      // Created in list order; modified in the reverse.
      created_at: `2025-01-0${index + 1}T00:00:00Z`,
      updated_at: `2025-02-0${9 - index}T00:00:00Z`,
    }));
    const first = renderPage(ROLE.ADMIN, { [`GET ${BASE}cycles/`]: { body: stamped } });
    await screen.findByRole("region", { name: "Active cycle" });
    await first.user.click(screen.getByRole("button", { name: "Sort by Status" }));
    // Status has one order: no direction to pick.
    expect(screen.queryByRole("menuitemradio", { name: "Descending" })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole("menuitemradio", { name: "Name" }));
    // Names compare as people read them; the running cycle stays on top in its own panel.
    expect(rowNames()).toEqual(["Ideas", "Sprint 1", "Sprint 3", "Sprint 4"]);
    await first.user.click(screen.getByRole("button", { name: "Sort by Name, ascending" }));
    await first.user.click(screen.getByRole("menuitemradio", { name: "Descending" }));
    expect(rowNames()).toEqual(["Sprint 4", "Sprint 3", "Sprint 1", "Ideas"]);
    await first.user.click(screen.getByRole("button", { name: "Sort by Name, descending" }));
    await first.user.click(screen.getByRole("menuitemradio", { name: "Date created" }));
    // A date starts newest first.
    expect(rowNames()).toEqual(["Sprint 3", "Ideas", "Sprint 4", "Sprint 1"]);
    first.unmount();

    const again = renderPage(ROLE.ADMIN, { [`GET ${BASE}cycles/`]: { body: stamped } });
    await screen.findByRole("region", { name: "Active cycle" });
    expect(screen.getByRole("button", { name: "Sort by Date created, descending" })).toBeInTheDocument();
    expect(rowNames()).toEqual(["Sprint 3", "Ideas", "Sprint 4", "Sprint 1"]);
    await again.user.click(screen.getByRole("button", { name: "Sort by Date created, descending" }));
    await again.user.click(screen.getByRole("menuitemradio", { name: "Date modified" }));
    expect(rowNames()).toEqual(["Sprint 1", "Sprint 4", "Ideas", "Sprint 3"]);
    await again.user.click(screen.getByRole("button", { name: "Sort by Date modified, descending" }));
    await again.user.click(screen.getByRole("menuitemradio", { name: "Status" }));
    expect(rowNames()).toEqual(["Sprint 3", "Sprint 4", "Ideas", "Sprint 1"]);
  });

  it("offers archive only for completed cycles", async () => {
    const { user } = renderPage();
    await screen.findByRole("region", { name: "Active cycle" });
    await user.click(screen.getByRole("button", { name: "Actions for Sprint 3" }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Archive" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Actions for Sprint 1" }));
    expect(await screen.findByRole("menuitem", { name: "Archive" })).toBeInTheDocument();
  });

  it("hides creating and editing from guests", async () => {
    const { user } = renderPage(ROLE.GUEST);
    await screen.findByRole("region", { name: "Active cycle" });
    expect(screen.queryByRole("button", { name: "Create cycle" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Actions for Sprint 3" }));
    expect(await screen.findByRole("menuitem", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("invites to create the first cycle when there are none", async () => {
    renderPage(ROLE.MEMBER, { [`GET ${BASE}cycles/`]: { body: [] } });
    expect(await screen.findByText("Plan your work in cycles")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create cycle" })).toHaveLength(2);
  });
});

describe("create cycle modal", () => {
  it("checks the dates first and shows the overlap without saving", async () => {
    const { user, net } = renderPage(ROLE.MEMBER, {
      [`POST ${BASE}cycles/date-check/`]: { body: { status: false } },
    });
    await screen.findByRole("region", { name: "Active cycle" });
    await user.click(screen.getByRole("button", { name: "Create cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Create cycle" });
    await user.type(within(dialog).getByLabelText("Name"), "Sprint 5");
    await pickDate(user, within(dialog).getByLabelText("Start date"), day(0));
    await pickDate(user, within(dialog).getByLabelText("End date"), day(2));
    await user.click(within(dialog).getByRole("button", { name: "Create cycle" }));

    expect(await within(dialog).findByText(/These dates overlap another cycle of this project: “Sprint 2”/)).toBeInTheDocument();
    expect(net.to(`POST ${BASE}cycles/date-check/`)[0].body).toEqual({ start_date: day(0), end_date: day(2) });
    expect(net.to(`POST ${BASE}cycles/`)).toHaveLength(0);
  });

  it("creates a dated cycle once the dates are free, and shows server errors inline", async () => {
    let attempts = 0;
    const { user, net, server } = renderPage(ROLE.MEMBER, {
      [`POST ${BASE}cycles/date-check/`]: { body: { status: true } },
      [`POST ${BASE}cycles/`]: (request) => {
        attempts += 1;
        if (attempts === 1) return { status: 400, body: { error: "name: name can be at most 255 characters" } };
        const body = request.body as { name: string; start_date: string; end_date: string };
        const created = makeCycle({ id: "c-new", status: "upcoming", ...body });
        server.cycles = [...server.cycles, created];
        return { status: 201, body: created };
      },
    });
    await screen.findByRole("region", { name: "Active cycle" });
    await user.click(screen.getByRole("button", { name: "Create cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Create cycle" });
    await user.type(within(dialog).getByLabelText("Name"), "Sprint 5");
    await pickDate(user, within(dialog).getByLabelText("Start date"), day(40));
    await pickDate(user, within(dialog).getByLabelText("End date"), day(50));
    await user.click(within(dialog).getByRole("button", { name: "Create cycle" }));
    expect(await within(dialog).findByText("Name can be at most 255 characters")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create cycle" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(net.to(`POST ${BASE}cycles/`)[1].body).toEqual({
      name: "Sprint 5",
      description: "",
      start_date: day(40),
      end_date: day(50),
    });
    expect(await screen.findByRole("link", { name: "Sprint 5" })).toBeInTheDocument();
  });

  it("asks for both dates or none", async () => {
    const { user, net } = renderPage();
    await screen.findByRole("region", { name: "Active cycle" });
    await user.click(screen.getByRole("button", { name: "Create cycle" }));
    const dialog = await screen.findByRole("dialog", { name: "Create cycle" });
    await user.type(within(dialog).getByLabelText("Name"), "Half dated");
    await pickDate(user, within(dialog).getByLabelText("Start date"), day(40));
    await user.click(within(dialog).getByRole("button", { name: "Create cycle" }));
    expect(await within(dialog).findByText("Set both dates, or clear both to save a draft")).toBeInTheDocument();
    expect(net.to(`POST ${BASE}cycles/date-check/`)).toHaveLength(0);
    expect(net.to(`POST ${BASE}cycles/`)).toHaveLength(0);
  });
});
