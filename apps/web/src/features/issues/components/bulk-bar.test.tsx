import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StubHandler, StubRequest } from "../../../test/fetch-stub";
import { BASE, giveListAHeight, makeIssue, resetIssueStore } from "../../issue-core/test-fixtures";
import { renderIssuesPage } from "../test-page";

vi.mock("../../issue-detail", () => ({ IssuePeekOverview: () => null }));

const cycle = (id: string, name: string, status: string) => ({ id, name, status, archived_at: null, project_id: "p1" });
const CYCLES = [cycle("c1", "Sprint 2", "completed"), cycle("c2", "Sprint 3", "current"), cycle("c3", "Sprint 4", "upcoming")];
const MODULES = [
  { id: "m1", name: "Auth", archived_at: null, project_id: "p1" },
  { id: "m2", name: "Billing", archived_at: null, project_id: "p1" },
];
const BULK = `POST ${BASE}bulk-operation-issues/`;

const ISSUES = [makeIssue(1, { module_ids: ["m2"] }), makeIssue(2, { module_ids: ["m2"] })];

/** The server's answer: every issue with the properties applied, modules added to what it had. */
function bulkAnswer(request: StubRequest) {
  const { issue_ids, properties } = request.body as { issue_ids: string[]; properties: Record<string, unknown> };
  return {
    body: ISSUES.filter((i) => issue_ids.includes(i.id)).map((issue) => ({
      ...issue,
      ...properties,
      module_ids: [...issue.module_ids, ...((properties.module_ids as string[] | undefined) ?? [])],
    })),
  };
}

describe("BulkBar", () => {
  let restoreHeight: () => void;
  beforeEach(() => {
    resetIssueStore();
    restoreHeight = giveListAHeight();
  });
  afterEach(() => restoreHeight());

  async function selectTwo(bulk: StubHandler = bulkAnswer) {
    const view = renderIssuesPage(ISSUES, {
      routes: { [`GET ${BASE}cycles/`]: { body: CYCLES }, [`GET ${BASE}modules/`]: { body: MODULES }, [BULK]: bulk },
    });
    await view.user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    await view.user.click(screen.getByRole("checkbox", { name: "Select WEB-2" }));
    return { ...view, issues: ISSUES, bar: await screen.findByRole("toolbar", { name: "Selected issues" }) };
  }

  it("offers state, priority, assignees, labels, cycle and module, with archive and delete", async () => {
    const { bar } = await selectTwo();
    await within(bar).findByRole("button", { name: "Cycle" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((b) => b.textContent?.trim()),
    ).toEqual(["State", "Priority", "Assignees", "Labels", "Cycle", "Module", "Archive", "Delete", ""]);
  });

  it("sets the active estimate's point on the selection, and offers no estimate menu without one", async () => {
    const estimate = {
      id: "e1",
      project: "p1",
      last_used: true,
      points: [
        { id: "pt2", key: 2, value: "2" },
        { id: "pt1", key: 1, value: "1" },
      ],
    };
    const view = renderIssuesPage(ISSUES, {
      routes: { [`GET ${BASE}estimates/`]: { body: [estimate] }, [BULK]: bulkAnswer },
    });
    await view.user.click(await screen.findByRole("checkbox", { name: "Select WEB-1" }));
    const bar = await screen.findByRole("toolbar", { name: "Selected issues" });
    await view.user.click(await within(bar).findByRole("button", { name: "Estimate" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["None", "1", "2"]);
    await view.user.click(screen.getByRole("menuitem", { name: "2" }));
    await waitFor(() => expect(view.net.to(BULK)).toHaveLength(1));
    expect(view.net.to(BULK)[0].body).toEqual({ issue_ids: [ISSUES[0].id], properties: { estimate_point: "pt2" } });
  });

  it("moves the selection into an open cycle, and out of its cycle with No cycle", async () => {
    const { user, net, bar, issues } = await selectTwo();
    await user.click(await within(bar).findByRole("button", { name: "Cycle" }));
    // A completed cycle takes no issues.
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["No cycle", "Sprint 3", "Sprint 4"]);
    await user.click(screen.getByRole("menuitem", { name: "Sprint 4" }));
    await waitFor(() => expect(net.to(BULK)).toHaveLength(1));
    expect(net.to(BULK)[0].body).toEqual({ issue_ids: issues.map((i) => i.id), properties: { cycle_id: "c3" } });

    await user.click(within(bar).getByRole("button", { name: "Cycle" }));
    await user.click(await screen.findByRole("menuitem", { name: "No cycle" }));
    await waitFor(() => expect(net.to(BULK)).toHaveLength(2));
    expect(net.to(BULK)[1].body).toEqual({ issue_ids: issues.map((i) => i.id), properties: { cycle_id: null } });
  });

  it("adds the selection to a module at once, keeping the modules each issue is already in", async () => {
    let answer: () => void = () => undefined;
    const { user, net, bar, issues } = await selectTwo(
      (request) => new Promise((resolve) => (answer = () => resolve(bulkAnswer(request)))),
    );
    await user.click(await within(bar).findByRole("button", { name: "Module" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Auth", "Billing"]);
    await user.click(screen.getByRole("menuitem", { name: "Auth" }));
    await waitFor(() => expect(net.to(BULK)).toHaveLength(1));
    expect(net.to(BULK)[0].body).toEqual({ issue_ids: issues.map((i) => i.id), properties: { module_ids: ["m1"] } });
    // Before the server answers, both rows already name the module they had and the one just added.
    expect(screen.getAllByRole("img", { name: "Modules: Billing, Auth" })).toHaveLength(2);
    answer();
    await waitFor(() => expect(screen.getAllByRole("img", { name: "Modules: Billing, Auth" })).toHaveLength(2));
  });
});
