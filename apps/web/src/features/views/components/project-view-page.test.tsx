import { DEFAULT_ISSUE_FILTERS, defaultDisplayFilters, type IssueView } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { BASE, giveListAHeight, makeIssue, projectScreenRoutes, resetIssueStore } from "../../issue-core/test-fixtures";
import { listHandler } from "../../issues/test-page";
import { makeView } from "../test-fixtures";
import { ProjectViewPage } from "./project-view-page";

vi.mock("../../issue-detail", () => ({ IssuePeekOverview: () => null }));

const issues = [makeIssue(1, { name: "Outage", priority: "urgent" }), makeIssue(2, { name: "Typo", priority: "low" })];
const urgentOnly = makeView({
  filters: { ...DEFAULT_ISSUE_FILTERS, priority: ["urgent"] },
  display_filters: { ...defaultDisplayFilters("project"), group_by: "priority" },
});

function renderView(view: IssueView, routes: Record<string, StubHandler> = {}) {
  const net = stubFetch({
    ...projectScreenRoutes(),
    "GET /api/workspaces/acme/members/": { body: [] },
    [`GET ${BASE}views/v1/`]: { body: view },
    // The server ANDs the view's saved filters with the asked ones.
    [`GET ${BASE}views/v1/issues/`]: (request) =>
      listHandler(issues.filter((i) => !view.filters.priority || view.filters.priority.includes(i.priority)))(request),
    [`GET ${BASE}issues/`]: (request) => {
      const asked = request.query.get("priority")?.split(",");
      return listHandler(issues.filter((i) => !asked || asked.includes(i.priority)))(request);
    },
    ...routes,
  });
  const rendered = renderWithApp(
    <TooltipProvider>
      <ProjectViewPage />
      <Toaster />
    </TooltipProvider>,
    { route: "/acme/projects/p1/views/v1", path: "/:workspaceSlug/projects/:projectId/views/:viewId" },
  );
  return { ...rendered, net };
}

describe("a project view's screen", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    restoreHeight = giveListAHeight();
  });
  afterEach(() => restoreHeight());

  it("lists through the view's endpoint with its saved settings, and saves changed filters with PATCH", async () => {
    let stored = urgentOnly;
    const { user, net } = renderView(urgentOnly, {
      [`GET ${BASE}views/v1/`]: () => ({ body: stored }),
      [`PATCH ${BASE}views/v1/`]: (request) => {
        stored = { ...stored, ...(request.body as Partial<IssueView>) };
        return { body: stored };
      },
    });
    expect(await screen.findByRole("link", { name: "Outage" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Typo" })).not.toBeInTheDocument();
    const first = net.to(`GET ${BASE}views/v1/issues/`)[0];
    expect(Object.fromEntries(first.query)).toMatchObject({ priority: "urgent", group_by: "priority" });
    expect(screen.getByRole("heading", { name: "Urgent bugs" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save view" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    await user.click(within(within(menu).getByRole("group", { name: "Priority" })).getByRole("checkbox", { name: "Low" }));
    await user.keyboard("{Escape}");
    // Wider than what was saved: the view's endpoint would AND its own filter in, so the plain list answers.
    expect(await screen.findByRole("link", { name: "Typo" })).toBeInTheDocument();
    expect(Object.fromEntries(net.to(`GET ${BASE}issues/`).at(-1)?.query ?? [])).toMatchObject({ priority: "urgent,low" });

    await user.click(screen.getByRole("button", { name: "Save view" }));
    await waitFor(() => expect(net.to(`PATCH ${BASE}views/v1/`)).toHaveLength(1));
    const body = net.to(`PATCH ${BASE}views/v1/`)[0].body as Record<string, Record<string, unknown>>;
    expect(body.filters).toMatchObject({ priority: ["urgent", "low"], state: null, labels: null });
    expect(body.display_filters).toMatchObject({ layout: "list", group_by: "priority", order_by: "sort_order" });
    expect(body.display_properties).toMatchObject({ priority: true, key: true });
    expect(await screen.findByText("Urgent bugs saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save view" })).not.toBeInTheDocument());
  });

  it("resets changed settings to what the view saved", async () => {
    const { user } = renderView(urgentOnly);
    await screen.findByRole("link", { name: "Outage" });
    const chips = screen.getByRole("region", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: "Remove Priority: Urgent" }));
    expect(await screen.findByRole("link", { name: "Typo" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Typo" })).not.toBeInTheDocument());
    expect(within(screen.getByRole("region", { name: "Active filters" })).getByText("Urgent")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save view" })).not.toBeInTheDocument();
  });

  it("refuses to save a locked view and says why, offering a new view instead", async () => {
    const { user, net } = renderView({ ...urgentOnly, is_locked: true });
    await screen.findByRole("link", { name: "Outage" });
    expect(screen.getByText("Locked")).toBeInTheDocument();
    const chips = screen.getByRole("region", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: "Remove Priority: Urgent" }));

    const save = await screen.findByRole("button", { name: "Save view" });
    expect(save).toHaveAttribute("aria-disabled", "true");
    expect(save).toHaveAccessibleDescription("This view is locked. Unlock it to save changes to it.");
    await user.click(save);
    expect(
      await screen.findByText("This view is locked. Unlock it to save changes to it.", { selector: "[data-title]" }),
    ).toBeInTheDocument();
    expect(net.to(`PATCH ${BASE}views/v1/`)).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Save as new view" })).toBeInTheDocument();
  });
});
