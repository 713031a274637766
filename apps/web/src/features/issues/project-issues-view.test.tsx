import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StubRequest } from "../../test/fetch-stub";
import { BASE, giveListAHeight, LABEL_ID, makeIssue, page, resetIssueStore, stateId } from "../issue-core/test-fixtures";
import { listHandler, renderIssuesPage } from "./test-page";

vi.mock("../issue-detail", () => ({ IssuePeekOverview: () => <aside aria-label="Issue peek" /> }));
vi.mock("./components/layouts/flat-layouts", () => ({
  FlatLayouts: ({ issues }: { issues: { name: string }[] }) => (
    <ul aria-label="Flat layout">
      {issues.map((i) => (
        <li key={i.name}>{i.name}</li>
      ))}
    </ul>
  ),
}));

const listCalls = (net: { to: (route: string) => StubRequest[] }) => net.to(`GET ${BASE}issues/`);
const lastQuery = (net: { to: (route: string) => StubRequest[] }) => Object.fromEntries(listCalls(net).at(-1)?.query ?? []);

describe("ProjectIssuesPage filters, display and paging", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    restoreHeight = giveListAHeight();
  });
  afterEach(() => restoreHeight());

  it("sends the stored filters comma-joined, and refetches without a value when its chip is removed", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1, { priority: "urgent" })], {
      filters: { priority: ["high", "urgent"], labels: [LABEL_ID] },
    });
    await screen.findByRole("link", { name: "Issue 1" });
    expect(lastQuery(net)).toMatchObject({ priority: "high,urgent", labels: LABEL_ID });
    const chips = screen.getByRole("region", { name: "Active filters" });
    expect(within(chips).getByRole("group", { name: "Labels" })).toHaveTextContent("Bug");

    await user.click(within(chips).getByRole("button", { name: "Remove Priority: High" }));
    await waitFor(() => expect(lastQuery(net)).toMatchObject({ priority: "urgent", labels: LABEL_ID }));
    const patch = net.to(`PATCH ${BASE}user-properties/`).at(-1)?.body as { filters: Record<string, unknown> };
    expect(patch.filters).toMatchObject({ priority: ["urgent"], labels: [LABEL_ID] });

    await user.click(within(chips).getByRole("button", { name: "Remove Labels: Bug" }));
    await waitFor(() => expect(lastQuery(net).labels).toBeUndefined());
    expect(lastQuery(net)).toMatchObject({ priority: "urgent" });
  });

  it("clears every filter at once", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1)], { filters: { priority: ["high"], state_group: ["backlog"] } });
    await screen.findByRole("link", { name: "Issue 1" });
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(lastQuery(net).priority).toBeUndefined());
    expect(lastQuery(net).state_group).toBeUndefined();
    expect(screen.queryByRole("region", { name: "Active filters" })).not.toBeInTheDocument();
  });

  it("filters from the menu, including a relative date preset", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1)]);
    await screen.findByRole("link", { name: "Issue 1" });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    await user.click(within(within(menu).getByRole("group", { name: "Priority" })).getByRole("checkbox", { name: "High" }));
    await waitFor(() => expect(lastQuery(net)).toMatchObject({ priority: "high" }));
    await user.click(within(menu).getByRole("button", { name: "Due date" }));
    await user.click(within(menu).getByRole("checkbox", { name: "From 2 weeks from now" }));
    await waitFor(() => expect(lastQuery(net)).toMatchObject({ priority: "high", target_date: "2_weeks;after;fromnow" }));
    expect(screen.getByRole("button", { name: "Remove Due date: From 2 weeks from now" })).toBeInTheDocument();
  });

  it("filters by the active estimate's points, offered only where the project estimates", async () => {
    const plain = renderIssuesPage([makeIssue(1)]);
    await screen.findByRole("link", { name: "Issue 1" });
    await plain.user.click(screen.getByRole("button", { name: "Filters" }));
    const bare = await screen.findByRole("dialog", { name: "Filter issues" });
    expect(within(bare).queryByRole("group", { name: "Estimate" })).not.toBeInTheDocument();
    plain.unmount();

    const estimate = { id: "e1", project: "p1", last_used: true, points: [{ id: "pt5", key: 1, value: "5" }] };
    const { user, net } = renderIssuesPage([makeIssue(1)], { routes: { [`GET ${BASE}estimates/`]: { body: [estimate] } } });
    await screen.findByRole("link", { name: "Issue 1" });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    const section = await within(menu).findByRole("group", { name: "Estimate" });
    await user.click(within(section).getByRole("checkbox", { name: "5" }));
    await waitFor(() => expect(lastQuery(net)).toMatchObject({ estimate_point: "pt5" }));
    expect(screen.getByRole("button", { name: "Remove Estimate: 5" })).toBeInTheDocument();
  });

  it("says when no issue matches the filters", async () => {
    const { user } = renderIssuesPage([], { filters: { priority: ["urgent"] } });
    expect(await screen.findByRole("heading", { name: "No issues match these filters" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("heading", { name: "No issues yet" })).toBeInTheDocument();
  });

  it("refetches in the new order and hides properties the user turned off", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1, { target_date: "2030-01-01" })]);
    await screen.findByRole("img", { name: "Due Jan 01, 2030" });
    await user.click(screen.getByRole("button", { name: "Display" }));
    const menu = await screen.findByRole("dialog", { name: "Display options" });
    await user.selectOptions(within(menu).getByLabelText("Order by"), "Last Created");
    await waitFor(() => expect(lastQuery(net)).toMatchObject({ order_by: "-created_at" }));
    await user.click(within(menu).getByRole("button", { name: "Due date" }));
    expect(within(menu).getByRole("button", { name: "Due date" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(screen.queryByRole("img", { name: "Due Jan 01, 2030" })).not.toBeInTheDocument());
    expect(net.to(`PATCH ${BASE}user-properties/`).at(-1)?.body).toEqual({ display_properties: { due_date: false } });
  });

  it("groups by priority, and a list grouped by nothing is one flat list", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1, { priority: "high" }), makeIssue(2)]);
    await screen.findByRole("link", { name: "Issue 1" });
    await user.click(screen.getByRole("button", { name: "Display" }));
    const menu = await screen.findByRole("dialog", { name: "Display options" });
    await user.selectOptions(within(menu).getByLabelText("Group by"), "Priority");
    expect(await screen.findByRole("button", { name: "High, 1 issue" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "No priority, 1 issue" })).toBeInTheDocument();
    expect(lastQuery(net)).toMatchObject({ group_by: "priority" });
    await user.selectOptions(within(menu).getByLabelText("Group by"), "None");
    await waitFor(() => expect(lastQuery(net).group_by).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole("button", { name: /High, / })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Issue 2" })).toBeInTheDocument();
  });

  it("switches layouts through the preference and loads the new layout's shape", async () => {
    const { user, net } = renderIssuesPage([makeIssue(1, { name: "Card me", state_id: stateId("Todo") })]);
    await screen.findByRole("link", { name: "Card me" });
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Board" }));
    expect(await screen.findByRole("region", { name: "Todo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Board" })).toHaveAttribute("aria-pressed", "true");
    expect(lastQuery(net)).toMatchObject({ layout: "kanban", group_by: "state_id" });
    expect(net.to(`PATCH ${BASE}user-properties/`).at(-1)?.body).toMatchObject({ display_filters: { layout: "kanban" } });

    await user.click(screen.getByRole("button", { name: "Spreadsheet" }));
    expect(await screen.findByRole("list", { name: "Flat layout" })).toHaveTextContent("Card me");
    expect(lastQuery(net)).toMatchObject({ layout: "spreadsheet", per_page: "1000", cursor: "1000:0:0" });
    expect(lastQuery(net).group_by).toBeUndefined();
  });

  it("loads one group further with its group_id and the next cursor", async () => {
    const first = Array.from({ length: 3 }, (_, i) => makeIssue(i + 1));
    const more = makeIssue(60, { name: "From page two" });
    const { user, net } = renderIssuesPage(first, {
      totals: { [stateId("Backlog")]: 4 },
      routes: {
        [`GET ${BASE}issues/`]: (request) =>
          request.query.get("group_id")
            ? listHandler([more], { [stateId("Backlog")]: 4 })(request)
            : listHandler(first, { [stateId("Backlog")]: 4 })(request),
      },
    });
    expect(await screen.findByRole("button", { name: "Backlog, 4 issues" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more in Backlog" }));
    expect(await screen.findByRole("link", { name: "From page two" })).toBeInTheDocument();
    expect(lastQuery(net)).toMatchObject({ group_id: stateId("Backlog"), cursor: "50:1:0", group_by: "state_id" });
    expect(screen.queryByRole("button", { name: "Load more in Backlog" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Issue 1" })).toBeInTheDocument();
  });

  it("pages a flat layout to the end, one big page after another", async () => {
    const one = makeIssue(1, { name: "First page" });
    const two = makeIssue(2, { name: "Second page" });
    const { net } = renderIssuesPage([], {
      display: { layout: "gantt_chart" },
      routes: {
        [`GET ${BASE}issues/`]: (request) =>
          request.query.get("cursor") === "1000:0:0"
            ? { body: { ...page([one]), next_page_results: true, total_results: 2 } }
            : { body: { ...page([two]), total_results: 2 } },
      },
    });
    const flat = await screen.findByRole("list", { name: "Flat layout" });
    await waitFor(() => expect(flat).toHaveTextContent("Second page"));
    expect(flat).toHaveTextContent("First page");
    expect(listCalls(net).map((r) => r.query.get("cursor"))).toEqual(["1000:0:0", "1000:1:0"]);
    expect(lastQuery(net).group_by).toBeUndefined();
  });
});
