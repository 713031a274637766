import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickInCalendar } from "../../../test/pick-date";
import { giveElementsASize, layoutProps, MEMBERS, makeIssue, PROJECT_ID, STATES } from "../calendar/test-fixtures";
import { SpreadsheetLayout, type SpreadsheetLayoutProps } from "./index";

type Props = ReturnType<typeof layoutProps> & Partial<SpreadsheetLayoutProps>;

function renderSheet(props: Props, orderBy = "sort_order") {
  const onOrderByChange = vi.fn();
  const user = userEvent.setup();
  const view = render(<SpreadsheetLayout orderBy={orderBy} onOrderByChange={onOrderByChange} {...props} />);
  return { user, onOrderByChange, ...view };
}

const headers = () => screen.getAllByRole("columnheader").map((h) => h.textContent);
const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
const cellOf = (issueName: string, col: number) => within(row(issueName)).getAllByRole("gridcell")[col];

describe("SpreadsheetLayout", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = giveElementsASize(2400, 600);
  });
  afterEach(() => restore());

  it("shows ID and Name always and a column per enabled display property", () => {
    const hidden = Object.fromEntries(
      ["key", "assignee", "start_date", "labels", "priority", "sub_issue_count", "attachment_count", "link", "estimate"]
        .concat(["created_on", "updated_on", "modules", "cycle", "issue_type"])
        .map((k) => [k, false]),
    );
    renderSheet(layoutProps([makeIssue(1)], { displayProperties: { ...hidden, state: true, due_date: true } }));
    expect(screen.getByRole("grid", { name: "Issues" })).toBeInTheDocument();
    expect(headers()).toEqual(["ID", "Name", "State", "Due date"]);
  });

  it("shows every column by default", () => {
    renderSheet(layoutProps([makeIssue(1)]));
    expect(headers()).toEqual([
      "ID",
      "Name",
      "State",
      "Priority",
      "Assignees",
      "Labels",
      "Start date",
      "Due date",
      "Estimate",
      "Created on",
      "Updated on",
      "Sub-issues",
      "Attachments",
      "Links",
      "Modules",
      "Cycle",
    ]);
    expect(screen.getByRole("columnheader", { name: "Priority" })).toBeInTheDocument();
  });

  it("sorts by a header with the server's keys, toggling the direction", async () => {
    function Host() {
      const [orderBy, setOrderBy] = useState("sort_order");
      return (
        <SpreadsheetLayout
          {...layoutProps([makeIssue(1)])}
          orderBy={orderBy}
          onOrderByChange={(o) => {
            spy(o);
            setOrderBy(o);
          }}
        />
      );
    }
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<Host />);

    await user.click(screen.getByRole("button", { name: "Priority" }));
    expect(spy).toHaveBeenLastCalledWith("priority");
    expect(screen.getByRole("columnheader", { name: "Priority" })).toHaveAttribute("aria-sort", "ascending");
    await user.click(screen.getByRole("button", { name: "Priority" }));
    expect(spy).toHaveBeenLastCalledWith("-priority");
    expect(screen.getByRole("columnheader", { name: "Priority" })).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: "Due date" }));
    expect(spy).toHaveBeenLastCalledWith("target_date");
    await user.click(screen.getByRole("button", { name: "Assignees" }));
    expect(spy).toHaveBeenLastCalledWith("assignees__first_name");
    // Columns the server cannot sort by have no button.
    expect(within(screen.getByRole("columnheader", { name: "Links" })).queryByRole("button")).not.toBeInTheDocument();
  });

  it("edits the name in place: Enter edits, Enter saves, Escape cancels", async () => {
    const issue = makeIssue(1, { name: "Old name" });
    const props = layoutProps([issue]);
    const { user } = renderSheet(props);

    await user.click(cellOf("Old name", 1));
    await user.keyboard("{Enter}");
    const box = screen.getByRole("textbox", { name: "Name" });
    await user.clear(box);
    await user.type(box, "New name{Enter}");
    expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { name: "New name" });
    expect(cellOf("Old name", 1)).toHaveFocus();

    await user.dblClick(cellOf("Old name", 1));
    await user.type(screen.getByRole("textbox", { name: "Name" }), " more{Escape}");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(props.onUpdateIssue).toHaveBeenCalledTimes(1);
  });

  it("moves the focused cell with the arrow keys, Home and End", async () => {
    const { user } = renderSheet(layoutProps([makeIssue(1), makeIssue(2), makeIssue(3)]));
    await user.click(cellOf("Issue 1", 0));
    expect(cellOf("Issue 1", 0)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(cellOf("Issue 1", 1)).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(cellOf("Issue 3", 1)).toHaveFocus();
    await user.keyboard("{ArrowUp}{End}");
    expect(cellOf("Issue 2", 15)).toHaveFocus();
    await user.keyboard("{Home}{ArrowLeft}");
    expect(cellOf("Issue 2", 0)).toHaveFocus();
    // One tab stop: only the active cell is in the tab order.
    expect(screen.getAllByRole("gridcell").filter((c) => c.tabIndex === 0)).toEqual([cellOf("Issue 2", 0)]);
  });

  it("opens the issue from the ID column", async () => {
    const issue = makeIssue(7);
    const props = layoutProps([issue]);
    const { user } = renderSheet(props);
    await user.click(within(row("Issue 7")).getByText("ACME-7"));
    expect(props.onOpenIssue).toHaveBeenCalledWith(issue.id);
  });

  it("changes state, assignees and dates from the cells", async () => {
    const issue = makeIssue(1, { start_date: "2025-03-10" });
    const props = layoutProps([issue]);
    const { user } = renderSheet(props);

    await user.click(cellOf("Issue 1", 2));
    await user.click(await screen.findByRole("option", { name: "Done" }));
    expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { state_id: STATES[3].id });
    expect(screen.queryByRole("option")).not.toBeInTheDocument();

    await user.click(cellOf("Issue 1", 4));
    await user.click(await screen.findByRole("option", { name: "alan" }));
    expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { assignee_ids: [MEMBERS[1].id] });
    await user.keyboard("{Escape}");

    // The date cell opens the app's calendar; a picked day saves.
    await user.click(cellOf("Issue 1", 7));
    await pickInCalendar(user, "2025-03-20");
    expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { target_date: "2025-03-20" });
    expect(screen.queryByRole("grid", { name: "March 2025" })).not.toBeInTheDocument();

    // Escape leaves the date as it was.
    await user.click(cellOf("Issue 1", 7));
    await screen.findByRole("button", { name: "Today" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: "Today" })).not.toBeInTheDocument();
    expect(props.onUpdateIssue).toHaveBeenCalledTimes(3);

    // A due date before the start is refused before it reaches the server.
    await user.click(cellOf("Issue 1", 7));
    await pickInCalendar(user, "2025-03-01");
    expect(props.onUpdateIssue).toHaveBeenCalledTimes(3);
  });

  const POINTS = [
    { id: "pt-1", value: "1" },
    { id: "pt-2", value: "2" },
    { id: "pt-3", value: "3" },
  ];
  const estimating = { estimatePoints: POINTS, activeEstimatePoints: new Map([[PROJECT_ID, POINTS]]) };

  it("picks the estimate from the project's active estimate points, with the mouse or the keyboard", async () => {
    const issue = makeIssue(1, { estimate_point: "pt-1" });
    const props = { ...layoutProps([issue]), ...estimating };
    const { user } = renderSheet(props);
    expect(cellOf("Issue 1", 8)).toHaveTextContent("1");
    expect(cellOf("Issue 1", 8)).not.toHaveAttribute("aria-readonly");

    await user.click(cellOf("Issue 1", 8));
    const picker = await screen.findByRole("listbox");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "1", "2", "3"]);
    await user.click(within(picker).getByRole("option", { name: "3" }));
    expect(props.onUpdateIssue).toHaveBeenLastCalledWith(issue.id, { estimate_point: "pt-3" });
    expect(cellOf("Issue 1", 8)).toHaveFocus();

    // Enter opens it from the focused cell, the arrows move through the points, Enter picks.
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(props.onUpdateIssue).toHaveBeenLastCalledWith(issue.id, { estimate_point: "pt-2" });
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("option", { name: "None" }));
    expect(props.onUpdateIssue).toHaveBeenLastCalledWith(issue.id, { estimate_point: null });
    // Escape closes without a change.
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(props.onUpdateIssue).toHaveBeenCalledTimes(3);
  });

  it("keeps the estimate read-only for an issue whose project does not estimate", async () => {
    const other = "00000000-0000-4000-8000-000000000002";
    const props = {
      ...layoutProps([makeIssue(1), makeIssue(2, { project_id: other })]),
      ...estimating,
      identifier: "",
      projects: [
        { id: PROJECT_ID, identifier: "ACME" },
        { id: other, identifier: "OPS" },
      ],
    };
    const { user } = renderSheet(props);
    expect(cellOf("Issue 2", 8)).toHaveAttribute("aria-readonly", "true");
    await user.click(cellOf("Issue 2", 8));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.click(cellOf("Issue 1", 8));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("hides the estimate column when no project of the list estimates", () => {
    renderSheet({ ...layoutProps([makeIssue(1)]), activeEstimatePoints: new Map() });
    expect(headers()).not.toContain("Estimate");
    expect(headers()).toContain("Created on");
  });

  it("keys each issue of a list across projects with its own project's identifier", () => {
    const other = "00000000-0000-4000-8000-000000000002";
    renderSheet({
      ...layoutProps([makeIssue(1), makeIssue(2, { project_id: other, sequence_id: 9 })]),
      identifier: "",
      projects: [
        { id: PROJECT_ID, identifier: "ACME" },
        { id: other, identifier: "OPS" },
      ],
    });
    expect(cellOf("Issue 1", 0)).toHaveTextContent("ACME-1");
    expect(cellOf("Issue 2", 0)).toHaveTextContent("OPS-9");
  });

  it("keeps the DOM small with 10,000 rows and scrolls the focused cell into reach", async () => {
    const issues = Array.from({ length: 10_000 }, (_, i) => makeIssue(i + 1));
    const { user } = renderSheet(layoutProps(issues));
    expect(screen.getAllByRole("row").length).toBeLessThan(60);
    const grid = screen.getByRole("grid");
    expect(grid).toHaveAttribute("aria-rowcount", "10001");
    // jsdom does not scroll: make the grid's scrollTo move its scrollTop and tell the virtualizer.
    let top = 0;
    Object.defineProperty(grid, "scrollTop", { configurable: true, get: () => top, set: (v: number) => (top = v) });
    Object.defineProperty(grid, "scrollHeight", { configurable: true, get: () => 36 * 10_001 });
    grid.scrollTo = ((options: ScrollToOptions) => {
      top = options.top ?? top;
      grid.dispatchEvent(new Event("scroll"));
    }) as typeof grid.scrollTo;
    await user.click(screen.getAllByRole("row")[1].querySelector<HTMLElement>('[role="gridcell"]')!);
    await user.keyboard("{Control>}{End}{/Control}");
    const last = await screen.findByRole("row", { name: /ACME-10000 Issue 10000/ });
    expect(within(last).getAllByRole("gridcell").at(-1)).toHaveFocus();
    expect(screen.getAllByRole("row").length).toBeLessThan(60);
  });
});
