import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../components/editor/editor-test-shims";
import { makeEstimate } from "../../../estimates/test-fixtures";
import { ISSUE, makeIssue, renderIssuePage, stubDetail } from "../../test-fixtures";

const ESTIMATES = "GET /api/workspaces/acme/projects/p1/estimates/";
const FIBONACCI = makeEstimate("e2", "Fibonacci", ["1", "2", "3", "5"], { createdAt: "2025-02-01T00:00:00Z" });
const OLD = makeEstimate("e1", "Linear", ["1", "2"], { lastUsed: false });

describe("estimate property", () => {
  it("sets the issue's estimate from the active estimate's points", async () => {
    const net = stubDetail({
      [ESTIMATES]: { body: [OLD, FIBONACCI] },
      [`PATCH ${ISSUE}`]: ({ body }) => ({ body: { ...makeIssue(), ...(body as object) } }),
    });
    const { user } = renderIssuePage();
    const panel = await screen.findByRole("region", { name: "Properties" });
    const trigger = await within(panel).findByRole("button", { name: "Estimate" });
    expect(trigger).toHaveTextContent("None");

    await user.click(trigger);
    const options = await screen.findByRole("listbox", { name: "Estimate points" });
    expect(
      within(options)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "1", "2", "3", "5"]);
    await user.click(within(options).getByRole("option", { name: "5" }));

    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(1));
    expect(net.to(`PATCH ${ISSUE}`)[0].body).toEqual({ estimate_point: "e2-p4" });
    expect(within(panel).getByRole("button", { name: "Estimate" })).toHaveTextContent("5");
  });

  it("clears the estimate with None", async () => {
    const net = stubDetail(
      {
        [ESTIMATES]: { body: [FIBONACCI] },
        [`PATCH ${ISSUE}`]: ({ body }) => ({ body: { ...makeIssue(), ...(body as object) } }),
      },
      { issue: makeIssue({ estimate_point: "e2-p3" }) },
    );
    const { user } = renderIssuePage();
    const trigger = await screen.findByRole("button", { name: "Estimate" });
    await waitFor(() => expect(trigger).toHaveTextContent("3"));
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "None" }));
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)[0]?.body).toEqual({ estimate_point: null }));
  });

  it("has no estimate row when the project does not estimate", async () => {
    stubDetail({ [ESTIMATES]: { body: [] } });
    renderIssuePage();
    const panel = await screen.findByRole("region", { name: "Properties" });
    await within(panel).findByRole("button", { name: "Priority" });
    expect(within(panel).queryByText("Estimate")).not.toBeInTheDocument();
  });

  it("shows guests the value without a picker", async () => {
    stubDetail({ [ESTIMATES]: { body: [FIBONACCI] } }, { role: 5, issue: makeIssue({ estimate_point: "e2-p2" }) });
    renderIssuePage();
    const panel = await screen.findByRole("region", { name: "Properties" });
    expect(await within(panel).findByText("Estimate")).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText("Estimate").nextElementSibling).toHaveTextContent("2"));
    expect(within(panel).queryByRole("button", { name: "Estimate" })).not.toBeInTheDocument();
  });
});
