import { ROLE } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import {
  BASE,
  giveListAHeight,
  groupedPage,
  LABELS,
  MEMBER_ID,
  MEMBERS,
  makeIssue,
  page,
  resetIssueStore,
  STATES,
  searchIssuesStub,
  userProperties,
} from "../../issue-core/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { day, makeAnalytics, makeCycle } from "../test-fixtures";
import { CycleDetailPage } from "./cycle-detail-page";

const PROGRESS = {
  total_issues: 5,
  backlog_issues: 2,
  unstarted_issues: 0,
  started_issues: 1,
  completed_issues: 2,
  cancelled_issues: 0,
  total_estimate_points: 8,
  backlog_estimate_points: 3,
  unstarted_estimate_points: 0,
  started_estimate_points: 2,
  completed_estimate_points: 3,
  cancelled_estimate_points: 0,
};
const RUNNING = makeCycle({
  id: "c-now",
  name: "Sprint 2",
  status: "current",
  start_date: day(-3),
  end_date: day(7),
  ...PROGRESS,
});
const IN_CYCLE = [1, 2].map((n) => makeIssue(n, { cycle_id: "c-now" }));
const ELSEWHERE = [makeIssue(3, { name: "Fix the login page" }), makeIssue(4, { name: "Write the docs" })];
const ESTIMATE = { id: "e1", name: "Points", type: "points", last_used: true, points: [] };

const tally = (total: number, completed: number) => ({
  total_issues: total,
  completed_issues: completed,
  pending_issues: total - completed,
});
const ANALYTICS = makeAnalytics(
  { [day(-3)]: 5, [day(-2)]: 4, [day(-1)]: 4, [day(0)]: 3 },
  {
    assignees: [
      { assignee_id: MEMBER_ID, display_name: "grace", first_name: "Grace", last_name: "Hopper", avatar: null, ...tally(3, 1) },
      { assignee_id: null, display_name: null, first_name: null, last_name: null, avatar: null, ...tally(2, 1) },
    ],
    labels: [{ label_id: "l1", label_name: "Bug", color: "#ef4444", ...tally(1, 0) }],
  },
);

function renderDetail(initial = RUNNING, routes: Record<string, StubHandler> = {}, role: number = ROLE.MEMBER) {
  let cycle = initial;
  const cycleBase = `${BASE}cycles/${cycle.id}/`;
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", first_name: "Ada", last_name: "Lovelace" } },
    [`GET ${BASE}`]: { body: makeProject({ member_role: role }) },
    [`GET ${BASE}members/`]: { body: MEMBERS },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}issue-labels/`]: { body: LABELS },
    [`GET ${BASE}modules/`]: { body: [] },
    [`GET ${BASE}estimates/`]: { body: [ESTIMATE] },
    [`GET ${BASE}cycles/`]: {
      body: [RUNNING, makeCycle({ id: "c-next", name: "Sprint 3", status: "upcoming", start_date: day(8), end_date: day(18) })],
    },
    [`GET ${BASE}issues/`]: { body: page([...IN_CYCLE, ...ELSEWHERE]) },
    [`GET ${BASE}search-issues/`]: searchIssuesStub(() => [...IN_CYCLE, ...ELSEWHERE]),
    [`GET ${cycleBase}`]: () => ({ body: cycle }),
    [`DELETE ${cycleBase}archive/`]: () => {
      cycle = { ...cycle, archived_at: null };
      return { status: 204 };
    },
    [`GET ${cycleBase}progress/`]: { body: PROGRESS },
    [`GET ${cycleBase}analytics/`]: (request) =>
      request.query.get("type") === "points"
        ? {
            body: {
              ...ANALYTICS,
              estimate_distribution: {
                ...ANALYTICS.distribution,
                completion_chart: { [day(-3)]: 8, [day(0)]: 5 },
                assignees: [],
                labels: [],
              },
            },
          }
        : { body: ANALYTICS },
    [`GET ${cycleBase}user-properties/`]: { body: { ...userProperties(), cycle: cycle.id } },
    [`GET ${cycleBase}cycle-issues/`]: (request) =>
      request.query.get("group_by") ? { body: groupedPage(IN_CYCLE) } : { body: page(IN_CYCLE) },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <CycleDetailPage />
      <Toaster />
    </>,
    { route: `/acme/projects/p1/cycles/${cycle.id}`, path: "/:workspaceSlug/projects/:projectId/cycles/:cycleId" },
  );
  return { ...view, net };
}

let restoreHeight = () => {};
afterEach(() => {
  restoreHeight();
  resetIssueStore();
});

describe("CycleDetailPage", () => {
  it("says when the cycle is not there, with the server's reason and the way back", async () => {
    renderDetail(RUNNING, {
      [`GET ${BASE}cycles/${RUNNING.id}/`]: { status: 404, body: { error: "Cycle not found" } },
    });
    expect(await screen.findByRole("heading", { name: "Cycle not found" })).toBeInTheDocument();
    expect(screen.getByText("Cycle not found", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to cycles" })).toHaveAttribute("href", "/acme/projects/p1/cycles");
  });

  it("shows the cycle's issues beside its progress numbers", async () => {
    restoreHeight = giveListAHeight();
    const { user, net } = renderDetail();
    const sidebar = await screen.findByRole("complementary", { name: "Cycle progress" });
    expect(await screen.findByText("Issue 1")).toBeInTheDocument();
    expect(within(sidebar).getByRole("heading", { name: "Sprint 2" })).toBeInTheDocument();
    expect(within(sidebar).getByText("8 days left")).toBeInTheDocument();

    const progress = await within(sidebar).findByRole("region", { name: "Progress" });
    expect(within(progress).getByText("2/5")).toBeInTheDocument();
    expect(within(progress).getByText("3 of 8 points done (38%)")).toBeInTheDocument();
    const groups = within(progress).getByRole("list", { name: "Progress by state group" });
    const completed = within(groups).getByText("Completed").closest("li") as HTMLElement;
    expect(completed).toHaveTextContent("2 issues40%3 pts");

    expect(await within(sidebar).findByText("Remaining today: 3 of 5 issues")).toBeInTheDocument();
    const assignees = within(sidebar).getByRole("list", { name: "Assignees" });
    expect(
      within(assignees)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["GHGrace Hopper1/3 issues done", "No assignee1/2 issues done"]);
    await user.click(within(sidebar).getByRole("tab", { name: /^Labels/ }));
    expect(within(within(sidebar).getByRole("list", { name: "Labels" })).getByText("Bug")).toBeInTheDocument();

    await user.click(within(sidebar).getByRole("tab", { name: "Points" }));
    expect(await within(sidebar).findByText("Remaining today: 5 of 8 points")).toBeInTheDocument();
    expect(net.requests.some((r) => r.path.endsWith("/analytics/") && r.query.get("type") === "points")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Hide progress" }));
    expect(screen.queryByRole("complementary", { name: "Cycle progress" })).not.toBeInTheDocument();
  });

  it("adds existing issues found by name", async () => {
    const { user, net } = renderDetail(RUNNING, {
      [`POST ${BASE}cycles/c-now/cycle-issues/`]: (request) => ({
        body: (request.body as { issues: string[] }).issues.map((id) => ({
          ...ELSEWHERE.find((i) => i.id === id),
          cycle_id: "c-now",
        })),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Add existing issues" }));
    const dialog = await screen.findByRole("dialog", { name: "Add existing issues" });
    await within(dialog).findByText("Write the docs");
    expect(within(dialog).queryByText("Issue 1")).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("searchbox", { name: "Search issues" }), "login");
    await waitFor(() => expect(within(dialog).queryByText("Write the docs")).not.toBeInTheDocument());
    expect(net.to(`GET ${BASE}search-issues/`).at(-1)?.query.get("cycle")).toBe("c-now");
    await user.click(within(dialog).getByRole("checkbox", { name: /Fix the login page/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add issue" }));
    await waitFor(() => expect(net.to(`POST ${BASE}cycles/c-now/cycle-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}cycles/c-now/cycle-issues/`)[0].body).toEqual({ issues: [ELSEWHERE[0].id] });
    expect(await screen.findByText("1 issue added to Sprint 2")).toBeInTheDocument();
  });

  it("transfers a completed cycle's unfinished issues to an upcoming cycle", async () => {
    const done = makeCycle({
      id: "c-done",
      name: "Sprint 1",
      status: "completed",
      start_date: day(-20),
      end_date: day(-10),
      ...PROGRESS,
    });
    const { user, net } = renderDetail(done, {
      [`GET ${BASE}cycles/c-done/analytics/`]: { body: makeAnalytics({ [day(-20)]: 5, [day(-10)]: 3 }) },
      [`POST ${BASE}cycles/c-done/transfer-issues/`]: {
        body: { transferred_issue_ids: ["a", "b", "c"], cycle: done, new_cycle: makeCycle({ id: "c-next", name: "Sprint 3" }) },
      },
    });
    expect(await screen.findByText("Remaining at the end: 3 of 5 issues")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add existing issues" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Transfer issues" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer issues" });
    expect(within(dialog).getByText(/Move the 3 unfinished issues of Sprint 1/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: /Sprint 2/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /Sprint 3/ }));
    await user.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(net.to(`POST ${BASE}cycles/c-done/transfer-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}cycles/c-done/transfer-issues/`)[0].body).toEqual({ new_cycle_id: "c-next" });
    expect(await screen.findByText("3 issues moved to Sprint 3")).toBeInTheDocument();
  });

  it("shows an archived cycle read-only with a way to restore it", async () => {
    const archived = makeCycle({
      id: "c-old",
      name: "Sprint 0",
      status: "completed",
      start_date: day(-40),
      end_date: day(-30),
      archived_at: "2025-01-01T00:00:00Z",
      ...PROGRESS,
    });
    const { user, net } = renderDetail(archived);
    expect(await screen.findByText("This cycle is archived. Restore it to make changes.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Transfer issues" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(net.to(`DELETE ${BASE}cycles/c-old/archive/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/This cycle is archived/)).not.toBeInTheDocument());
  });
});
