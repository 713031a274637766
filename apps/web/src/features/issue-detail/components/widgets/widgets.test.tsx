import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../components/editor/editor-test-shims";
import { searchIssuesStub } from "../../../issue-core/test-fixtures";
import { EMPTY_RELATIONS, ISSUE, makeIssue, P, renderIssuePage, stubDetail } from "../../test-fixtures";

const child = (id: string, sequence: number, name: string, stateId: string) =>
  makeIssue({ id, sequence_id: sequence, name, state_id: stateId, parent_id: "i1" });

describe("sub-issues", () => {
  it("shows progress from the server's state distribution", async () => {
    stubDetail({
      [`GET ${ISSUE}sub-issues/`]: {
        body: {
          sub_issues: [child("c1", 8, "Design", "s4"), child("c2", 9, "Build", "s3"), child("c3", 10, "Ship", "s2")],
          state_distribution: { backlog: 1, unstarted: 1, started: 1, completed: 2, cancelled: 0 },
        },
      },
    });
    renderIssuePage();
    const bar = await screen.findByRole("progressbar", { name: "Sub-issue progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    expect(bar).toHaveAttribute("aria-valuemax", "5");
    expect(screen.getByText("2/5 done")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Sub-issues" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("WEB-8Design"),
      expect.stringContaining("WEB-9Build"),
      expect.stringContaining("WEB-10Ship"),
    ]);
  });

  it("creates a sub-issue with this issue as its parent", async () => {
    const children: ReturnType<typeof makeIssue>[] = [];
    const net = stubDetail({
      [`GET ${ISSUE}sub-issues/`]: () => ({
        body: { sub_issues: children, state_distribution: { ...EMPTY_DIST, unstarted: children.length } },
      }),
      [`POST ${P}issues/`]: ({ body }) => {
        children.push(makeIssue({ id: "c9", sequence_id: 12, ...(body as object) }));
        return { status: 201, body: children[0] };
      },
    });
    const { user } = renderIssuePage();
    await user.click(await screen.findByRole("button", { name: "Add sub-issue" }));
    await user.click(await screen.findByRole("menuitem", { name: "Create new sub-issue" }));
    await user.type(screen.getByRole("textbox", { name: "Sub-issue title" }), "Write docs{Enter}");
    await waitFor(() => expect(net.to(`POST ${P}issues/`)[0]?.body).toEqual({ name: "Write docs", parent_id: "i1" }));
    expect(await screen.findByText("WEB-12")).toBeInTheDocument();
  });

  it("adds existing issues and removes a parent", async () => {
    let subIssues = { sub_issues: [child("c1", 8, "Design", "s4")], state_distribution: { ...EMPTY_DIST, completed: 1 } };
    const net = stubDetail({
      [`GET ${P}search-issues/`]: searchIssuesStub(() => [makeIssue({ id: "x1", sequence_id: 3, name: "Old bug" }), makeIssue()]),
      [`GET ${ISSUE}sub-issues/`]: () => ({ body: subIssues }),
      [`POST ${ISSUE}sub-issues/`]: () => {
        subIssues = {
          sub_issues: [child("c1", 8, "Design", "s4"), child("x1", 3, "Old bug", "s2")],
          state_distribution: { ...EMPTY_DIST, completed: 1, unstarted: 1 },
        };
        return { body: subIssues };
      },
      [`PATCH ${P}issues/c1/`]: () => {
        subIssues = { sub_issues: [child("x1", 3, "Old bug", "s2")], state_distribution: { ...EMPTY_DIST, unstarted: 1 } };
        return { body: { ...child("c1", 8, "Design", "s4"), parent_id: null } };
      },
    });
    const { user } = renderIssuePage();
    await user.click(await screen.findByRole("button", { name: "Add sub-issue" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add existing issues" }));
    const dialog = await screen.findByRole("dialog", { name: "Add existing issues as sub-issues" });
    // The issue itself is not offered.
    expect(await within(dialog).findByRole("option", { name: /Old bug/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("option", { name: /Fix the login page/ })).not.toBeInTheDocument();
    const asked = net.to(`GET ${P}search-issues/`).at(-1)?.query;
    expect([asked?.get("issue_id"), asked?.get("sub_issue")]).toEqual(["i1", "true"]);
    await user.click(within(dialog).getByRole("option", { name: /Old bug/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add sub-issues" }));
    await waitFor(() => expect(net.to(`POST ${ISSUE}sub-issues/`)[0]?.body).toEqual({ sub_issue_ids: ["x1"] }));
    expect(await screen.findByText("1/2 done")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove WEB-8 from sub-issues" }));
    await waitFor(() => expect(net.to(`PATCH ${P}issues/c1/`)[0]?.body).toEqual({ parent_id: null }));
    await waitFor(() => expect(screen.queryByText("Design")).not.toBeInTheDocument());
    expect(await screen.findByText("0/1 done")).toBeInTheDocument();
  });
});

const EMPTY_DIST = { backlog: 0, unstarted: 0, started: 0, completed: 0, cancelled: 0 };

describe("links", () => {
  it("shows the server's refusal of a javascript: URL under the field", async () => {
    const net = stubDetail({
      [`POST ${ISSUE}issue-links/`]: { status: 400, body: { error: "url: Invalid URL provided" } },
    });
    const { user } = renderIssuePage();
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    await user.type(screen.getByRole("textbox", { name: "Link URL" }), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid URL provided");
    expect(net.to(`POST ${ISSUE}issue-links/`)[0].body).toEqual({ url: "javascript:alert(1)", title: null });
    expect(screen.getByRole("textbox", { name: "Link URL" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("list", { name: "Links" })).not.toBeInTheDocument();
  });

  it("adds a link and shows its title, or its host when untitled", async () => {
    const links: unknown[] = [];
    stubDetail({
      [`GET ${ISSUE}issue-links/`]: () => ({ body: links }),
      [`POST ${ISSUE}issue-links/`]: ({ body }) => {
        links.push({ id: "l1", metadata: {}, issue: "i1", project: "p1", workspace: "w1", ...(body as object) });
        return { status: 201, body: links[0] };
      },
    });
    const { user } = renderIssuePage();
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    await user.type(screen.getByRole("textbox", { name: "Link URL" }), "https://example.com/spec");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const list = await screen.findByRole("list", { name: "Links" });
    expect(within(list).getByRole("link", { name: "example.com" })).toHaveAttribute("href", "https://example.com/spec");
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Link URL" })).not.toBeInTheDocument());
  });
});

describe("relations", () => {
  it("adds a relation of the picked type with the picked issues", async () => {
    const related = makeIssue({ id: "x2", sequence_id: 4, name: "API outage" });
    const blockedBy = {
      id: "x2",
      name: "API outage",
      sequence_id: 4,
      project_id: "p1",
      project_identifier: "WEB",
      state_id: "s2",
      priority: "medium",
      relation_type: "blocked_by",
    };
    let relations: Record<string, unknown[]> = EMPTY_RELATIONS;
    const net = stubDetail({
      [`GET ${P}search-issues/`]: searchIssuesStub(() => [related]),
      [`GET ${ISSUE}issue-relation/`]: () => ({ body: relations }),
      [`POST ${ISSUE}issue-relation/`]: () => {
        relations = { ...EMPTY_RELATIONS, blocked_by: [blockedBy] };
        return { status: 201, body: relations };
      },
      [`POST ${ISSUE}remove-relation/`]: () => {
        relations = EMPTY_RELATIONS;
        return { status: 204 };
      },
    });
    const { user } = renderIssuePage();
    await user.click(await screen.findByRole("button", { name: "Add relation" }));
    await user.click(await screen.findByRole("menuitem", { name: "Blocked by" }));
    const dialog = await screen.findByRole("dialog", { name: "Add relation: Blocked by" });
    await user.click(await within(dialog).findByRole("option", { name: /API outage/ }));
    expect(net.to(`GET ${P}search-issues/`).at(-1)?.query.get("issue_relation")).toBe("true");
    await user.click(within(dialog).getByRole("button", { name: "Add relation" }));

    await waitFor(() =>
      expect(net.to(`POST ${ISSUE}issue-relation/`)[0]?.body).toEqual({ relation_type: "blocked_by", issues: ["x2"] }),
    );
    const group = await screen.findByRole("list", { name: "Blocked by" });
    expect(group).toHaveTextContent("WEB-4API outage");

    await user.click(within(group).getByRole("button", { name: "Remove relation blocked by WEB-4" }));
    await waitFor(() =>
      expect(net.to(`POST ${ISSUE}remove-relation/`)[0]?.body).toEqual({ relation_type: "blocked_by", related_issue: "x2" }),
    );
    await waitFor(() => expect(screen.queryByRole("list", { name: "Blocked by" })).not.toBeInTheDocument());
  });
});
