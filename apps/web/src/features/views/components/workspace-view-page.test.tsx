import { DEFAULT_ISSUE_FILTERS, defaultDisplayFilters } from "@hangar/contracts";
import { screen, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import {
  giveListAHeight,
  groupedPage,
  makeIssue,
  makeState,
  resetIssueStore,
  workspaceScreenRoutes,
} from "../../issue-core/test-fixtures";
import { listHandler } from "../../issues/test-page";
import { makeView } from "../test-fixtures";
import { WorkspaceViewPage } from "./workspace-view-page";

vi.mock("../../issue-detail", () => ({ IssuePeekOverview: () => null }));

const W = "/api/workspaces/acme/";
const webTodo = { ...makeState("s-web", "Todo", "unstarted"), project_id: "p1" };
const apiTodo = { ...makeState("s-api", "Todo", "unstarted"), project_id: "p2" };
const issues = [
  makeIssue(1, { name: "Fix login", project_id: "p1", state_id: "s-web", assignee_ids: ["u1"] }),
  makeIssue(7, { name: "Rate limits", project_id: "p2", state_id: "s-api", assignee_ids: ["u1"] }),
];

function renderWorkspaceView(viewId: string, display = {}, routes: Record<string, StubHandler> = {}) {
  const net = stubFetch({
    ...workspaceScreenRoutes([apiTodo, webTodo], display),
    [`GET ${W}workspace-members/me/`]: { body: { id: "wm1", role: 15, member: { id: "u1" } } },
    [`GET ${W}views/`]: { body: [makeView({ id: "wv1", project: null, name: "Team board" })] },
    [`GET ${W}issues/`]: (request) =>
      request.query.get("group_by") === "project_id"
        ? { body: groupedPage(issues, "project_id", {}, (issue) => [issue.project_id]) }
        : listHandler(issues)(request),
    ...routes,
  });
  const rendered = renderWithApp(
    <>
      <WorkspaceViewPage />
      <Toaster />
    </>,
    { route: `/acme/workspace-views/${viewId}`, path: "/:workspaceSlug/workspace-views/:globalViewId" },
  );
  return { ...rendered, net };
}

describe("a workspace view", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    restoreHeight = giveListAHeight();
  });
  afterEach(() => restoreHeight());

  it("lists the caller's assigned issues across projects with the workspace's lists", async () => {
    const { net } = renderWorkspaceView("assigned", { layout: "list", group_by: "project_id" });
    expect(await screen.findByRole("link", { name: "Fix login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rate limits" })).toHaveAttribute("href", `/acme/projects/p2/issues/${issues[1].id}`);
    const query = Object.fromEntries(net.to(`GET ${W}issues/`)[0].query);
    expect(query).toMatchObject({ view: "assigned", group_by: "project_id", order_by: "-created_at" });
    // Groups are named after the projects; each key carries its own project's identifier.
    expect(screen.getByText("Website")).toBeInTheDocument();
    expect(screen.getByText("API")).toBeInTheDocument();
    expect(screen.getByText("API-7")).toBeInTheDocument();

    const tabs = screen.getByRole("navigation", { name: "Workspace views" });
    expect(within(tabs).getByRole("link", { name: "Assigned" })).toHaveAttribute("aria-current", "page");
    expect(await within(tabs).findByRole("link", { name: "Team board" })).toHaveAttribute("href", "/acme/workspace-views/wv1");
    expect(screen.queryByRole("link", { name: "Project settings" })).not.toBeInTheDocument();
  });

  it("asks which project a new issue goes to", async () => {
    const { user } = renderWorkspaceView("all-issues", { layout: "list" });
    await screen.findByRole("link", { name: "Fix login" });
    await user.click(screen.getByRole("button", { name: "New issue" }));
    const chooser = await screen.findByRole("dialog", { name: "Create an issue in…" });
    expect(within(chooser).getByRole("button", { name: /Website/ })).toBeInTheDocument();
    expect(within(chooser).getByRole("button", { name: /API/ })).toBeInTheDocument();
  });

  it("lists a saved workspace view through its own endpoint, from its saved settings, without quick add", async () => {
    const saved = makeView({
      id: "wv1",
      project: null,
      name: "Team board",
      filters: { ...DEFAULT_ISSUE_FILTERS, priority: ["high"] },
      display_filters: { ...defaultDisplayFilters("workspace"), layout: "list", group_by: "state_id" },
    });
    const { net } = renderWorkspaceView(
      "wv1",
      {},
      {
        [`GET ${W}views/wv1/`]: { body: saved },
        [`GET ${W}views/wv1/issues/`]: listHandler(issues),
      },
    );
    expect(await screen.findByRole("link", { name: "Fix login" })).toBeInTheDocument();
    expect(Object.fromEntries(net.to(`GET ${W}views/wv1/issues/`)[0].query)).toMatchObject({
      priority: "high",
      group_by: "state_id",
    });
    expect(net.to(`GET ${W}user-properties/`)).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Team board" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Add issue to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^New issue in/ })).not.toBeInTheDocument();
  });
});
