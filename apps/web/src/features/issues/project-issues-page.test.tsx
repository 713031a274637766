import type { Issue } from "@hangar/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIssueAnywhere } from "../issue-core";
import { BASE, giveListAHeight, makeIssue, resetIssueStore, stateId } from "../issue-core/test-fixtures";
import { useCreateIssueModal } from "./components/create-issue/create-issue-store";
import { renderIssuesPage as renderPage } from "./test-page";

// The peek belongs to the issue-detail feature and has its own tests; here it only marks where it opens.
vi.mock("../issue-detail", () => ({ IssuePeekOverview: () => <aside aria-label="Issue peek" /> }));
// Calendar, spreadsheet and timeline are the layouts feature's, tested there.
vi.mock("./components/layouts/flat-layouts", () => ({ FlatLayouts: () => <div data-testid="flat-layout" /> }));

const groupNames = () => screen.getAllByRole("button", { expanded: true }).map((button) => button.getAttribute("aria-label"));

describe("ProjectIssuesPage", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    useCreateIssueModal.setState({ open: false, defaults: {} });
    restoreHeight = giveListAHeight();
  });
  afterEach(() => restoreHeight());

  it("asks for the first page of each state group and shows them in the spec's group order, rows by sort order", async () => {
    const { net } = renderPage([
      makeIssue(1, { state_id: stateId("Done"), name: "Shipped" }),
      makeIssue(3, { state_id: stateId("Backlog"), name: "Later", sort_order: 5 }),
      makeIssue(2, { state_id: stateId("Backlog"), name: "Sooner", sort_order: 1 }),
    ]);
    await screen.findByRole("link", { name: "Shipped" });
    const query = net.to(`GET ${BASE}issues/`)[0].query;
    expect(Object.fromEntries(query)).toMatchObject({
      group_by: "state_id",
      order_by: "sort_order",
      sub_issue: "false",
      show_empty_groups: "false",
      layout: "list",
      per_page: "50",
      cursor: "50:0:0",
    });
    expect(groupNames()).toEqual(["Backlog, 2 issues", "Done, 1 issue"]);
    const names = screen.getAllByRole("link").map((link) => link.textContent);
    expect(names.filter((n) => n === "Sooner" || n === "Later")).toEqual(["Sooner", "Later"]);
    expect(screen.getByText((_, el) => el?.tagName === "SPAN" && el.textContent === "3 issues")).toBeInTheDocument();
  });

  it("marks overdue target dates and shows the issue key", async () => {
    renderPage([makeIssue(7, { name: "Late", target_date: "2020-01-01" })]);
    await screen.findByRole("link", { name: "Late" });
    expect(screen.getByText("WEB-7")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Due Jan 01, 2020, overdue" })).toHaveClass("text-danger");
  });

  it("quick-adds an issue in a group, showing it before the server answers", async () => {
    let answer: (issue: Issue) => void = () => undefined;
    const { user, net } = renderPage([makeIssue(1, { state_id: stateId("Todo") })], {
      routes: {
        [`POST ${BASE}issues/`]: () =>
          new Promise((resolve) => {
            answer = (issue) => resolve({ status: 201, body: issue });
          }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Add issue to Todo" }));
    await user.type(screen.getByRole("textbox", { name: "New issue title in Todo" }), "Write docs{Enter}");
    expect(await screen.findByText("Write docs")).toBeInTheDocument();
    expect(screen.getByText("WEB-…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Todo, 2 issues" })).toBeInTheDocument();
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toEqual({ name: "Write docs", state_id: stateId("Todo") });
    answer(makeIssue(42, { name: "Write docs", state_id: stateId("Todo"), created_at: "2020-01-01T00:00:00Z" }));
    expect(await screen.findByRole("link", { name: "Write docs" })).toBeInTheDocument();
    expect(screen.getByText("WEB-42")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "New issue title in Todo" })).toHaveValue("");
  });

  it("removes a quick-added row and toasts when the server refuses", async () => {
    const { user } = renderPage([makeIssue(1, { state_id: stateId("Todo") })], {
      routes: { [`POST ${BASE}issues/`]: { status: 403, body: { error: "You don't have permission" } } },
    });
    await user.click(await screen.findByRole("button", { name: "Add issue to Todo" }));
    await user.type(screen.getByRole("textbox", { name: "New issue title in Todo" }), "Nope{Enter}");
    expect(await screen.findByText("Couldn't create the issue")).toBeInTheDocument();
    expect(screen.queryByText("Nope")).not.toBeInTheDocument();
  });

  it("bulk-deletes a shift-click range after confirmation", async () => {
    const issues = [makeIssue(1), makeIssue(2), makeIssue(3), makeIssue(4)];
    const { user, net } = renderPage(issues, { routes: { [`DELETE ${BASE}bulk-delete-issues/`]: { status: 204 } } });
    await user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("checkbox", { name: "Select WEB-3" }));
    await user.keyboard("{/Shift}");
    const bar = await screen.findByRole("toolbar", { name: "Selected issues" });
    expect(bar).toHaveTextContent("3 issues selected");
    await user.click(within(bar).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 3 issues?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${BASE}bulk-delete-issues/`)).toHaveLength(1));
    expect(net.to(`DELETE ${BASE}bulk-delete-issues/`)[0].body).toEqual({ issue_ids: issues.slice(0, 3).map((i) => i.id) });
    expect(screen.queryByRole("link", { name: "Issue 1" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Issue 4" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Backlog, 1 issue" })).toBeInTheDocument();
  });

  it("archives the selection with one call", async () => {
    const { user, net } = renderPage([makeIssue(1, { state_id: stateId("Done") })], {
      routes: { [`POST ${BASE}bulk-archive-issues/`]: { body: { archived_at: "2025-03-01T00:00:00Z" } } },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(net.to(`POST ${BASE}bulk-archive-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}bulk-archive-issues/`)[0].body).toEqual({ issue_ids: [makeIssue(1).id] });
    expect(screen.queryByRole("link", { name: "Issue 1" })).not.toBeInTheDocument();
  });

  it("sets the state of the selection in one bulk call and moves the rows at once", async () => {
    const issues = [makeIssue(1), makeIssue(2)];
    const { user, net } = renderPage(issues, {
      routes: {
        [`POST ${BASE}bulk-operation-issues/`]: { body: issues.map((i) => ({ ...i, state_id: stateId("Done") })) },
      },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select WEB-2" }));
    await user.click(screen.getByRole("button", { name: "State" }));
    await user.click(await screen.findByRole("menuitem", { name: "Done" }));
    await waitFor(() => expect(net.to(`POST ${BASE}bulk-operation-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}bulk-operation-issues/`)[0].body).toEqual({
      issue_ids: issues.map((i) => i.id),
      properties: { state_id: stateId("Done") },
    });
    expect(await screen.findByRole("button", { name: "Done, 2 issues" })).toBeInTheDocument();
  });

  it("puts the labels back and toasts when a bulk label change fails", async () => {
    const { user } = renderPage([makeIssue(1)], {
      routes: { [`POST ${BASE}bulk-operation-issues/`]: { status: 400, body: { error: "Nope" } } },
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await user.click(screen.getByRole("button", { name: "Labels" }));
    await user.click(await screen.findByRole("menuitem", { name: "Bug" }));
    expect(await screen.findByText("Couldn't update the issue")).toBeInTheDocument();
    expect(screen.queryByText("Label: Bug")).not.toBeInTheDocument();
  });

  it("opens the peek through ?peekId when a row is clicked", async () => {
    const { user, router } = renderPage([makeIssue(5, { name: "Peek me" })]);
    await user.click(await screen.findByRole("link", { name: "Peek me" }));
    expect(router.state.location.search).toBe(`?peekId=${makeIssue(5).id}`);
    // The peek's code loads on demand.
    expect(await screen.findByRole("complementary", { name: "Issue peek" })).toBeInTheDocument();
  });

  it("folds a group and remembers it for this layout and grouping", async () => {
    const { user } = renderPage([makeIssue(1, { name: "Hidden soon" })]);
    await user.click(await screen.findByRole("button", { name: "Backlog, 1 issue" }));
    expect(screen.queryByRole("link", { name: "Hidden soon" })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("hangar:issue-groups:collapsed:p1:list:state_id") ?? "[]")).toEqual([
      stateId("Backlog"),
    ]);
  });

  it("explains an empty project and offers to create the first issue", async () => {
    const { user } = renderPage([]);
    expect(await screen.findByRole("heading", { name: "No issues yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create your first issue" }));
    expect(await screen.findByRole("dialog", { name: /New issue/ })).toBeInTheDocument();
  });

  it("answers the c shortcut and the palette's New issue with its own create modal", async () => {
    renderPage([makeIssue(1)]);
    await screen.findByRole("link", { name: "Issue 1" });
    act(() => createIssueAnywhere());
    expect(await screen.findByRole("dialog", { name: /New issue/ })).toBeInTheDocument();
  });

  it("says the project is not found, with the server's reason and a way back to the projects", async () => {
    renderPage([], { routes: { [`GET ${BASE}`]: { status: 404, body: { error: "Project not found" } } } });
    expect(await screen.findByRole("heading", { name: "Project not found" })).toBeInTheDocument();
    expect(screen.getAllByText("Project not found")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back to projects" })).toHaveAttribute("href", "/acme/projects");
  });
});
