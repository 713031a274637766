import type { Estimate } from "@hangar/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ME } from "../../../test/workspace-app";
import { useIssueStore } from "../../issue-core";
import {
  LABEL_ID,
  LABELS,
  MEMBER_ID,
  MEMBERS,
  makeIssue,
  page,
  resetIssueStore,
  STATES,
  stateId,
} from "../../issue-core/test-fixtures";
import { MODULES_PATH, makeModule } from "../test-fixtures";
import { ModuleDetailsPanel } from "./module-details-panel";

const PROJECT = "/api/workspaces/acme/projects/p1/";
const POINTS: Estimate = {
  id: "e1",
  name: "Fibonacci",
  description: "",
  type: "points",
  workspace: "w1",
  project: "p1",
  last_used: true,
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
  created_by: null,
  updated_by: null,
  points: [
    ["e-3", 3, "3"],
    ["e-5", 4, "5"],
  ].map(([id, key, value]) => ({
    id: id as string,
    key: key as number,
    value: value as string,
    description: "",
    workspace: "w1",
    project: "p1",
    estimate: "e1",
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
  })),
};

const MODULE = makeModule({
  id: "m1",
  name: "Billing",
  status: "in-progress",
  start_date: "2025-03-01",
  target_date: "2025-03-10",
  total_issues: 3,
  completed_issues: 1,
});
const ISSUES = [
  makeIssue(1, {
    module_ids: ["m1"],
    state_id: stateId("Done"),
    assignee_ids: [MEMBER_ID],
    label_ids: [LABEL_ID],
    estimate_point: "e-5",
    completed_at: "2025-03-03T10:00:00Z",
  }),
  makeIssue(2, { module_ids: ["m1"], state_id: stateId("Todo"), estimate_point: "e-3" }),
  makeIssue(3, { module_ids: ["m1"] }),
];

function renderPanel(role = 20) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${MODULES_PATH}m1/issues/`]: { body: page(ISSUES) },
    [`GET ${PROJECT}states/`]: { body: STATES },
    [`GET ${PROJECT}issue-labels/`]: { body: LABELS },
    [`GET ${PROJECT}members/`]: { body: MEMBERS },
    [`GET ${PROJECT}estimates/`]: { body: [POINTS] },
    [`POST ${MODULES_PATH}m1/module-links/`]: ({ body }) => ({ status: 201, body: { id: "l1", ...(body as object) } }),
  });
  const view = renderWithApp(<ModuleDetailsPanel slug="acme" projectId="p1" module={MODULE} canEdit={role >= 15} />, {
    route: "/acme/projects/p1/modules/m1",
  });
  return { ...view, net };
}

const summary = () => screen.getByTestId("module-progress-summary");

describe("ModuleDetailsPanel", () => {
  beforeEach(resetIssueStore);

  it("counts progress by state group with estimate points, and follows issue edits at once", async () => {
    renderPanel();
    await waitFor(() => expect(summary()).toHaveTextContent("1/3 issues done · 33% · 5/8 points"));
    const progress = screen.getByRole("region", { name: "Progress" });
    const row = (group: string) => within(progress).getByText(group).nextElementSibling;
    expect(row("Completed")).toHaveTextContent(/^1 issue\s*5 pts$/);
    expect(row("Unstarted")).toHaveTextContent(/^1 issue\s*3 pts$/);
    expect(row("Backlog")).toHaveTextContent(/^1 issue\s*0 pts$/);
    expect(row("Started")).toHaveTextContent(/^0 issues\s*0 pts$/);

    act(() => useIssueStore.getState().patchIssue(ISSUES[1].id, { state_id: stateId("Done") }));
    expect(summary()).toHaveTextContent("2/3 issues done · 67% · 8/8 points");
  });

  it("draws the burndown from the module's dates and its issues' completion", async () => {
    renderPanel();
    expect(await screen.findByRole("img", { name: /Burndown chart\. 2 of 3 issues open on Mar 10\./ })).toBeInTheDocument();
  });

  it("breaks the issues down by assignee and by label", async () => {
    const { user } = renderPanel();
    const tabs = await screen.findByRole("tablist", { name: "Breakdown" });
    await waitFor(() => expect(within(tabs).getByRole("tab", { name: "Assignees 1" })).toHaveAttribute("aria-selected", "true"));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Grace Hopper").nextElementSibling).toHaveTextContent("1/1");
    expect(within(panel).getByText("No assignee").nextElementSibling).toHaveTextContent("0/2");

    await user.click(within(tabs).getByRole("tab", { name: "Labels 1" }));
    expect(within(screen.getByRole("tabpanel")).getByText("Bug").nextElementSibling).toHaveTextContent("1/1");
  });

  it("adds a link with a title", async () => {
    const { user, net } = renderPanel();
    const links = await screen.findByRole("region", { name: "Links" });
    await user.click(within(links).getByRole("button", { name: "Add link" }));
    await user.type(within(links).getByLabelText("Link URL"), "docs.example.com/billing");
    await user.type(within(links).getByLabelText("Link title"), "Spec");
    await user.click(within(links).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(net.to(`POST ${MODULES_PATH}m1/module-links/`)).toHaveLength(1));
    expect(net.to(`POST ${MODULES_PATH}m1/module-links/`)[0].body).toEqual({
      url: "https://docs.example.com/billing",
      title: "Spec",
    });
  });

  it("shows guests the module read-only", async () => {
    renderPanel(5);
    await waitFor(() => expect(summary()).toHaveTextContent("1/3"));
    expect(screen.queryByLabelText("Lead")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add link" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Status of/ })).not.toBeInTheDocument();
  });
});
