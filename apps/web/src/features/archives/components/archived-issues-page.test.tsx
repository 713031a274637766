import type { Issue } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, type StubReply, type StubRequest, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { getIssueFromStore } from "../../issue-core";
import { BASE, makeIssue, page, resetIssueStore, STATES, stateId } from "../../issue-core/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { ArchivedIssuesPage } from "./archived-issues-page";

const done = stateId("Done");
const first = makeIssue(1, { name: "Ship the beta", state_id: done, archived_at: "2025-03-01T10:00:00Z" });
const second = makeIssue(2, { name: "Write release notes", state_id: done, archived_at: "2025-03-02T10:00:00Z" });
const urgent = makeIssue(3, { name: "Fix the crash", priority: "urgent", state_id: done, archived_at: "2025-03-03T10:00:00Z" });

function deferred() {
  let resolve: (reply: StubReply) => void = () => {};
  const promise = new Promise<StubReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The archive as the server filters it: by priority, newest first unless asked for priority order. */
const archive =
  (issues: Issue[]) =>
  (request: StubRequest): StubReply => {
    const priorities = request.query.get("priority")?.split(",");
    const rows = priorities ? issues.filter((i) => priorities.includes(i.priority)) : issues;
    return { body: page(request.query.get("order_by") === "priority" ? [...rows].reverse() : rows) };
  };

function renderPage(routes: Record<string, StubHandler> = {}, role = 20, route = "/acme/projects/p1/archives/issues") {
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", display_name: "ada" } },
    [`GET ${BASE}`]: { body: makeProject({ id: "p1", identifier: "WEB", name: "Website", member_role: role }) },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}archived-issues/`]: { body: page([first, second]) },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ArchivedIssuesPage />
      <Toaster />
    </>,
    { route, path: "/:workspaceSlug/projects/:projectId/archives/issues" },
  );
  return { ...view, net };
}

const list = () => screen.findByRole("list", { name: "Archived issues" });
const rowNames = async () =>
  within(await list())
    .getAllByRole("listitem")
    .map((r) => r.getAttribute("aria-label"));
const listCalls = (net: ReturnType<typeof stubFetch>) => net.to(`GET ${BASE}archived-issues/`);
const lastListQuery = (net: ReturnType<typeof stubFetch>) => listCalls(net).at(-1)?.query;
/** The header's total, as a screen reader hears it ("3 issues"). */
const headerCount = () =>
  within(screen.getByRole("banner")).getByText((_, el) => el?.tagName === "SPAN" && /^\d+ issues?$/.test(el.textContent ?? ""))
    .textContent;

describe("ArchivedIssuesPage", () => {
  beforeEach(resetIssueStore);

  it("lists the project's archived issues with their state, read-only", async () => {
    const { net } = renderPage();
    const rows = within(await list()).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["WEB-1 Ship the beta", "WEB-2 Write release notes"]);
    expect(within(rows[0] as HTMLElement).getByText("Done")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "Ship the beta" })).toHaveAttribute(
      "href",
      `/acme/projects/p1/archives/issues?peekId=${first.id}`,
    );
    expect(net.to(`GET ${BASE}archived-issues/`)[0]?.query.get("per_page")).toBe("50");
    expect(screen.queryByRole("button", { name: /new issue/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^archive$/i })).not.toBeInTheDocument();
  });

  it("restores at once, before the server answers, and the issue leaves the archived list", async () => {
    const reply = deferred();
    const { user, net } = renderPage({ [`DELETE ${BASE}issues/${first.id}/archive/`]: () => reply.promise });
    await list();
    await user.click(screen.getByRole("button", { name: "Restore WEB-1" }));
    await waitFor(() => expect(net.to(`DELETE ${BASE}issues/${first.id}/archive/`)).toHaveLength(1));
    expect(screen.queryByRole("listitem", { name: "WEB-1 Ship the beta" })).not.toBeInTheDocument();
    expect(getIssueFromStore(first.id)?.archived_at).toBeNull();
    reply.resolve({ status: 204 });
    expect(await screen.findByText("WEB-1 restored")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "WEB-2 Write release notes" })).toBeInTheDocument();
  });

  it("puts the issue back and says why when the server refuses the restore", async () => {
    const reply = deferred();
    const { user } = renderPage({ [`DELETE ${BASE}issues/${first.id}/archive/`]: () => reply.promise });
    await list();
    await user.click(screen.getByRole("button", { name: "Restore WEB-1" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "WEB-1 Ship the beta" })).not.toBeInTheDocument());
    reply.resolve({ status: 403, body: { error: "You don't have permission to do this." } });
    expect(await screen.findByRole("listitem", { name: "WEB-1 Ship the beta" })).toBeInTheDocument();
    expect(await screen.findByText("Couldn't restore the issue")).toBeInTheDocument();
    expect(getIssueFromStore(first.id)?.archived_at).toBe(first.archived_at);
  });

  it("restores a selection together and reports the one that failed", async () => {
    const { user, net } = renderPage({
      [`DELETE ${BASE}issues/${first.id}/archive/`]: { status: 204 },
      [`DELETE ${BASE}issues/${second.id}/archive/`]: { status: 404, body: { error: "Issue not found" } },
    });
    await list();
    await user.click(screen.getByRole("checkbox", { name: "Select WEB-1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select WEB-2" }));
    const bar = await screen.findByRole("toolbar", { name: "Selected issues" });
    expect(within(bar).getByText("2 issues selected")).toBeInTheDocument();
    await user.click(within(bar).getByRole("button", { name: "Restore" }));
    expect(screen.queryByRole("toolbar", { name: "Selected issues" })).not.toBeInTheDocument();
    expect(await screen.findByText("Couldn't restore 1 of 2 issues")).toBeInTheDocument();
    expect(await screen.findByText("1 issue restored")).toBeInTheDocument();
    expect(net.to(`DELETE ${BASE}issues/${first.id}/archive/`)).toHaveLength(1);
    expect(screen.getByRole("listitem", { name: "WEB-2 Write release notes" })).toBeInTheDocument();
    expect(screen.queryByRole("listitem", { name: "WEB-1 Ship the beta" })).not.toBeInTheDocument();
  });

  it("deletes after asking", async () => {
    const { user, net } = renderPage({ [`DELETE ${BASE}issues/${second.id}/`]: { status: 204 } });
    await list();
    await user.click(screen.getByRole("button", { name: "Delete WEB-2" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${BASE}issues/${second.id}/`)).toHaveLength(1));
    expect(screen.queryByRole("listitem", { name: "WEB-2 Write release notes" })).not.toBeInTheDocument();
    expect(await screen.findByText("WEB-2 deleted")).toBeInTheDocument();
  });

  it("offers guests neither restore nor delete", async () => {
    renderPage({}, 5);
    await list();
    expect(screen.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("explains an empty archive", async () => {
    renderPage({ [`GET ${BASE}archived-issues/`]: { body: page([]) } });
    expect(await screen.findByRole("heading", { name: "No archived issues" })).toBeInTheDocument();
  });

  it("narrows the list to a chosen filter: the server gets it, the URL keeps it, the header counts the match", async () => {
    const { user, net, router } = renderPage({ [`GET ${BASE}archived-issues/`]: archive([first, second, urgent]) });
    expect(await rowNames()).toHaveLength(3);
    expect(headerCount()).toBe("3 issues");
    expect(lastListQuery(net)?.get("order_by")).toBe("-updated_at");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Filter issues" })).getByRole("checkbox", { name: "Urgent" }),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(["WEB-3 Fix the crash"]));
    expect(lastListQuery(net)?.get("priority")).toBe("urgent");
    expect(lastListQuery(net)?.get("per_page")).toBe("50");
    expect(router.state.location.search).toBe("?priority=urgent");
    expect(headerCount()).toBe("1 issue");
    expect(within(screen.getByRole("region", { name: "Active filters" })).getByText("Urgent")).toBeInTheDocument();
    // The peek opens alongside the filters rather than in place of them.
    expect(screen.getByRole("link", { name: "Fix the crash" })).toHaveAttribute(
      "href",
      `/acme/projects/p1/archives/issues?priority=urgent&peekId=${urgent.id}`,
    );
  });

  it("takes filters off from their chips, one at a time or all at once", async () => {
    const { user, net, router } = renderPage(
      { [`GET ${BASE}archived-issues/`]: archive([first, second, urgent]) },
      20,
      `/acme/projects/p1/archives/issues?priority=urgent,none&state=${done}`,
    );
    await waitFor(async () => expect(await rowNames()).toHaveLength(3));
    expect(listCalls(net)[0]?.query.get("priority")).toBe("urgent,none");
    expect(listCalls(net)[0]?.query.get("state")).toBe(done);
    const chips = screen.getByRole("region", { name: "Active filters" });
    await waitFor(() => expect(within(chips).getByText("Done")).toBeInTheDocument());

    await user.click(within(chips).getByRole("button", { name: "Remove Priority: None" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["WEB-3 Fix the crash"]));
    expect(lastListQuery(net)?.get("priority")).toBe("urgent");
    expect(lastListQuery(net)?.get("state")).toBe(done);

    await user.click(within(chips).getByRole("button", { name: "Clear all" }));
    await waitFor(async () => expect(await rowNames()).toHaveLength(3));
    expect(lastListQuery(net)?.has("priority")).toBe(false);
    expect(lastListQuery(net)?.has("state")).toBe(false);
    expect(router.state.location.search).toBe("");
    expect(screen.queryByRole("region", { name: "Active filters" })).not.toBeInTheDocument();
  });

  it("sends the chosen order as order_by and shows the list in the server's new order", async () => {
    const { user, net, router } = renderPage({ [`GET ${BASE}archived-issues/`]: archive([urgent, first]) });
    expect(await rowNames()).toEqual(["WEB-3 Fix the crash", "WEB-1 Ship the beta"]);
    await user.click(screen.getByRole("button", { name: "Order by Last Updated" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Priority" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["WEB-1 Ship the beta", "WEB-3 Fix the crash"]));
    expect(lastListQuery(net)?.get("order_by")).toBe("priority");
    expect(router.state.location.search).toBe("?order_by=priority");
    expect(screen.getByRole("button", { name: "Order by Priority" })).toBeInTheDocument();
  });

  it("keeps its filters and order through a reload of the URL", async () => {
    const routes = { [`GET ${BASE}archived-issues/`]: archive([first, second, urgent]) };
    const { user, router, unmount } = renderPage(routes);
    await list();
    await user.click(screen.getByRole("button", { name: "Order by Last Updated" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Last Created" }));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Filter issues" })).getByRole("checkbox", { name: "Urgent" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?order_by=-created_at&priority=urgent"));
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    const reloaded = renderPage(routes, 20, url);
    expect(await rowNames()).toEqual(["WEB-3 Fix the crash"]);
    expect(listCalls(reloaded.net)).toHaveLength(1);
    expect(listCalls(reloaded.net)[0]?.query.get("priority")).toBe("urgent");
    expect(listCalls(reloaded.net)[0]?.query.get("order_by")).toBe("-created_at");
    expect(screen.getByRole("button", { name: "Order by Last Created" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Active filters" })).getByText("Urgent")).toBeInTheDocument();
  });

  it("says when nothing matches the filters, and clearing them brings the archive back", async () => {
    const { user, net } = renderPage(
      { [`GET ${BASE}archived-issues/`]: archive([first, second]) },
      20,
      "/acme/projects/p1/archives/issues?priority=urgent",
    );
    expect(await screen.findByRole("heading", { name: "No archived issues match these filters" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No archived issues" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await rowNames()).toEqual(["WEB-1 Ship the beta", "WEB-2 Write release notes"]);
    expect(lastListQuery(net)?.has("priority")).toBe(false);
    expect(screen.queryByRole("heading", { name: "No archived issues match these filters" })).not.toBeInTheDocument();
  });

  it("loads further pages of the same filtered list", async () => {
    const { user, net } = renderPage(
      {
        [`GET ${BASE}archived-issues/`]: (request) =>
          request.query.get("cursor") === "50:0:0"
            ? { body: { ...page([urgent]), next_page_results: true, total_results: 2 } }
            : { body: { ...page([first]), total_results: 2 } },
      },
      20,
      "/acme/projects/p1/archives/issues?priority=urgent,none",
    );
    expect(await rowNames()).toEqual(["WEB-3 Fix the crash"]);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["WEB-3 Fix the crash", "WEB-1 Ship the beta"]));
    expect(lastListQuery(net)?.get("cursor")).toBe("50:1:0");
    expect(lastListQuery(net)?.get("priority")).toBe("urgent,none");
    expect(headerCount()).toBe("2 issues");
  });

  it("drops filter values the server would refuse instead of failing the whole list", async () => {
    const { net } = renderPage({}, 20, "/acme/projects/p1/archives/issues?priority=urgent,nope&state=not-an-id&order_by=bogus");
    await list();
    expect(listCalls(net)[0]?.query.get("priority")).toBe("urgent");
    expect(listCalls(net)[0]?.query.has("state")).toBe(false);
    expect(listCalls(net)[0]?.query.get("order_by")).toBe("-updated_at");
  });
});
