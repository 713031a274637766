import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../components/editor/editor-test-shims";
import { ISSUE, makeIssue, renderIssuePage, stubDetail } from "../../test-fixtures";

function properties() {
  return screen.findByRole("region", { name: "Properties" });
}

describe("properties panel", () => {
  it("sends a priority change as a PATCH of just that field", async () => {
    const net = stubDetail({
      [`PATCH ${ISSUE}`]: ({ body }) => ({ body: { ...makeIssue(), ...(body as object) } }),
    });
    const { user } = renderIssuePage();
    const panel = await properties();
    const trigger = within(panel).getByRole("button", { name: "Priority" });
    expect(trigger).toHaveTextContent("Medium");

    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "High" }));

    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(1));
    expect(net.to(`PATCH ${ISSUE}`)[0].body).toEqual({ priority: "high" });
    expect(within(panel).getByRole("button", { name: "Priority" })).toHaveTextContent("High");
  });

  it("rolls the change back and says why when the server refuses", async () => {
    const net = stubDetail({
      [`PATCH ${ISSUE}`]: { status: 403, body: { error: "You can't edit this issue" } },
    });
    const { user } = renderIssuePage();
    const panel = await properties();
    await user.click(within(panel).getByRole("button", { name: "Priority" }));
    await user.click(await screen.findByRole("option", { name: "Urgent" }));

    expect(await screen.findByText("Couldn't update the issue")).toBeInTheDocument();
    expect(screen.getByText("You can't edit this issue")).toBeInTheDocument();
    expect(net.to(`PATCH ${ISSUE}`)[0].body).toEqual({ priority: "urgent" });
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Priority" })).toHaveTextContent("Medium"));
  });

  it("opens the state picker with s and moves the issue to the picked state", async () => {
    const net = stubDetail({
      [`PATCH ${ISSUE}`]: ({ body }) => ({ body: { ...makeIssue(), ...(body as object) } }),
    });
    const { user } = renderIssuePage();
    const panel = await properties();
    await user.keyboard("s");
    await user.click(await screen.findByRole("option", { name: "In Progress" }));
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)[0]?.body).toEqual({ state_id: "s3" }));
    expect(within(panel).getByRole("button", { name: "State" })).toHaveTextContent("In Progress");
  });

  it("toggles assignees, the caller included", async () => {
    const net = stubDetail({
      [`PATCH ${ISSUE}`]: ({ body }) => ({ body: { ...makeIssue(), ...(body as object) } }),
    });
    const { user } = renderIssuePage();
    await properties();
    await user.keyboard("a");
    expect(await screen.findByRole("option", { name: "Ada Lovelace" })).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Bob Roe" }));
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)[0]?.body).toEqual({ assignee_ids: ["u2"] }));
  });

  it("marks a past due date as overdue unless the issue is done", async () => {
    stubDetail({}, { issue: makeIssue({ target_date: "2020-01-01" }) });
    renderIssuePage();
    const due = await screen.findByLabelText("Due date");
    expect(due).toHaveClass("text-danger");
    expect(due).toHaveAccessibleDescription("Overdue");
  });

  it("does not call a done issue overdue", async () => {
    stubDetail({}, { issue: makeIssue({ target_date: "2020-01-01", state_id: "s4" }) });
    renderIssuePage();
    expect(await screen.findByRole("button", { name: "State" })).toHaveTextContent("Done");
    expect(screen.getByLabelText("Due date")).not.toHaveClass("text-danger");
  });

  it("shows guests the values without pickers", async () => {
    stubDetail({}, { role: 5 });
    renderIssuePage();
    const panel = await properties();
    expect(await within(panel).findByText("Todo")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "State" })).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Priority" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Issue title" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fix the login page" })).toBeInTheDocument();
  });
});
