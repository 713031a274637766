import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { getIssueFromStore } from "../../issues";
import { BASE, makeIssue, page, resetIssueStore, STATES, stateId } from "../../issues/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { ArchivedIssuesPage } from "./archived-issues-page";

const done = stateId("Done");
const first = makeIssue(1, { name: "Ship the beta", state_id: done, archived_at: "2025-03-01T10:00:00Z" });
const second = makeIssue(2, { name: "Write release notes", state_id: done, archived_at: "2025-03-02T10:00:00Z" });

function deferred() {
  let resolve: (reply: StubReply) => void = () => {};
  const promise = new Promise<StubReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderPage(routes: Record<string, StubHandler> = {}, role = 20) {
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
    { route: "/acme/projects/p1/archives/issues", path: "/:workspaceSlug/projects/:projectId/archives/issues" },
  );
  return { ...view, net };
}

const list = () => screen.findByRole("list", { name: "Archived issues" });

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
    const bar = screen.getByRole("toolbar", { name: "Selected issues" });
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
});
