import type { Issue } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StubHandler, stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { makeEstimate } from "../estimates/test-fixtures";
import { workspaceBuiltInScope } from "../issue-core/lib/issue-scope";
import {
  BASE,
  groupedPage,
  makeIssue,
  makeState,
  page,
  resetIssueStore,
  workspaceScreenRoutes,
} from "../issue-core/test-fixtures";
import { IssuesScreen } from "../issues/issues-screen";
import { renderIssuesPage } from "../issues/test-page";
import { giveElementsASize } from "./calendar/test-fixtures";

vi.mock("../issue-detail", () => ({ IssuePeekOverview: () => null }));

const W = "/api/workspaces/acme/";
const FIBONACCI = makeEstimate("e2", "Fibonacci", ["1", "2", "3", "5"]);
const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
const estimateCell = (name: string) => within(row(name)).getAllByRole("gridcell")[8];

let restore: () => void;
beforeEach(() => {
  resetIssueStore();
  restore = giveElementsASize(2400, 800);
});
afterEach(() => restore());

describe("a project's spreadsheet", () => {
  it("saves a spreadsheet estimate with a PATCH of estimate_point to the issue", async () => {
    const issue = makeIssue(3, { name: "Size me" });
    const { user, net } = renderIssuesPage([issue], {
      display: { layout: "spreadsheet" },
      routes: {
        [`GET ${BASE}estimates/`]: { body: [FIBONACCI] },
        [`PATCH ${BASE}issues/${issue.id}/`]: ({ body }) => ({ body: { ...issue, ...(body as object) } }),
      },
    });
    expect(await screen.findByRole("grid", { name: "Issues" })).toBeInTheDocument();
    expect(within(row("Size me")).getByText("WEB-3")).toBeInTheDocument();
    await waitFor(() => expect(estimateCell("Size me")).not.toHaveAttribute("aria-readonly"));
    await user.click(estimateCell("Size me"));
    await user.click(await screen.findByRole("option", { name: "5" }));
    await waitFor(() => expect(net.to(`PATCH ${BASE}issues/${issue.id}/`)).toHaveLength(1));
    expect(net.to(`PATCH ${BASE}issues/${issue.id}/`)[0].body).toEqual({ estimate_point: "e2-p4" });
    await waitFor(() => expect(estimateCell("Size me")).toHaveTextContent("5"));
  });
});

describe("a list across projects", () => {
  const webTodo = { ...makeState("s-web", "Todo", "unstarted"), project_id: "p1" };
  const apiTodo = { ...makeState("s-api", "Ready", "unstarted"), project_id: "p2" };
  const issues: Issue[] = [
    makeIssue(1, { name: "Fix login", project_id: "p1", state_id: "s-web" }),
    makeIssue(7, { name: "Rate limits", project_id: "p2", state_id: "s-api" }),
  ];
  const apiEstimate = {
    ...FIBONACCI,
    project: "p2",
    points: FIBONACCI.points.map((p) => ({ ...p, project: "p2" })),
  };

  function renderWorkspaceList(display: Record<string, unknown>, routes: Record<string, StubHandler> = {}) {
    const net = stubFetch({
      ...workspaceScreenRoutes([webTodo, apiTodo], display, [apiEstimate]),
      [`GET ${W}issues/`]: (request) =>
        request.query.get("group_by") === "project_id"
          ? { body: groupedPage(issues, "project_id", {}, (issue) => [issue.project_id]) }
          : { body: page(issues) },
      ...routes,
    });
    const rendered = renderWithApp(
      <>
        <IssuesScreen scope={workspaceBuiltInScope("acme", "all-issues", "u1")} breadcrumb="All issues" />
        <Toaster />
      </>,
      { route: "/acme/workspace-views/all-issues", path: "/:workspaceSlug/workspace-views/all-issues" },
    );
    return { ...rendered, net };
  }

  it("opens as a table whose rows carry each issue's own project key and states", async () => {
    const { user } = renderWorkspaceList({});
    expect(await screen.findByRole("grid", { name: "Issues" })).toBeInTheDocument();
    await waitFor(() => expect(within(row("Fix login")).getAllByRole("gridcell")[0]).toHaveTextContent("WEB-1"));
    expect(within(row("Rate limits")).getAllByRole("gridcell")[0]).toHaveTextContent("API-7");
    await user.click(within(row("Rate limits")).getAllByRole("gridcell")[2]);
    const picker = await screen.findByRole("listbox");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ready"]);
  });

  it("shows IDENT-N of each project in list rows and board cards", async () => {
    const list = renderWorkspaceList({ layout: "list", group_by: "project_id" });
    expect(await screen.findByRole("link", { name: "Fix login" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("WEB-1")).toBeInTheDocument());
    expect(screen.getByText("API-7")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select API-7" })).toBeInTheDocument();
    list.unmount();

    resetIssueStore();
    renderWorkspaceList({ layout: "kanban", group_by: "project_id" });
    const card = await screen.findByRole("button", { name: "Rate limits" });
    await waitFor(() => expect(card).toHaveTextContent("API-7"));
    expect(screen.getByRole("button", { name: "Fix login" })).toHaveTextContent("WEB-1");
  });

  it("offers bulk states of the selection's own project only", async () => {
    const { user } = renderWorkspaceList({ layout: "list", group_by: "project_id" });
    await user.click(await screen.findByRole("checkbox", { name: "Select API-7" }));
    const bar = await screen.findByRole("toolbar", { name: "Selected issues" });
    await user.click(within(bar).getByRole("button", { name: "State" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Ready"]);
  });

  it("edits an estimate in the issue's own project, read-only where its project does not estimate", async () => {
    const target = issues[1];
    const { user, net } = renderWorkspaceList(
      {},
      {
        [`PATCH /api/workspaces/acme/projects/p2/issues/${target.id}/`]: ({ body }) => ({
          body: { ...target, ...(body as object) },
        }),
      },
    );
    await screen.findByRole("grid", { name: "Issues" });
    await waitFor(() => expect(estimateCell("Rate limits")).not.toHaveAttribute("aria-readonly"));
    expect(estimateCell("Fix login")).toHaveAttribute("aria-readonly", "true");
    await user.click(estimateCell("Rate limits"));
    await user.click(await screen.findByRole("option", { name: "2" }));
    await waitFor(() => expect(net.to(`PATCH /api/workspaces/acme/projects/p2/issues/${target.id}/`)).toHaveLength(1));
    expect(net.to(`PATCH /api/workspaces/acme/projects/p2/issues/${target.id}/`)[0].body).toEqual({ estimate_point: "e2-p2" });
  });
});
