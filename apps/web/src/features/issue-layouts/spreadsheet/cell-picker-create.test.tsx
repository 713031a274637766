import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize, layoutProps, makeIssue, PROJECT_ID } from "../calendar/test-fixtures";
import { SpreadsheetLayout } from "./index";

const LABELS_COLUMN = 5;
const labelsCell = (issueName: string) =>
  within(screen.getByRole("row", { name: new RegExp(issueName) })).getAllByRole("gridcell")[LABELS_COLUMN];

describe("the table's Labels picker", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = giveElementsASize(2400, 600);
  });
  afterEach(() => restore());

  it("creates the typed label in the issue's project and adds it to the issue", async () => {
    const issue = makeIssue(1);
    const props = layoutProps([issue]);
    const create = vi.fn(async () => "l-new");
    const labelCreator = vi.fn((projectId: string) => (projectId === PROJECT_ID ? { noun: "label", create } : undefined));
    const user = userEvent.setup();
    render(<SpreadsheetLayout orderBy="sort_order" onOrderByChange={vi.fn()} {...props} labelCreator={labelCreator} />);

    await user.click(labelsCell("Issue 1"));
    await user.keyboard("flaky");
    await user.click(await screen.findByRole("option", { name: 'Create label "flaky"' }));
    await waitFor(() => expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { label_ids: ["l-new"] }));
    expect(create).toHaveBeenCalledWith("flaky");
    expect(labelCreator).toHaveBeenCalledWith(PROJECT_ID);
  });

  it("offers nothing to create where the host gives no creator", async () => {
    const props = layoutProps([makeIssue(1)]);
    const user = userEvent.setup();
    render(<SpreadsheetLayout orderBy="sort_order" onOrderByChange={vi.fn()} {...props} />);
    await user.click(labelsCell("Issue 1"));
    await user.keyboard("flaky");
    expect(await screen.findByText("No matches")).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /Create/ })).not.toBeInTheDocument();
  });
});
