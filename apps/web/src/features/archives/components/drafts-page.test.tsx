import "../../../components/editor/editor-test-shims";
import type { Issue } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, type StubReply, type StubRequest, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { getIssueFromStore, useIssueStore } from "../../issue-core";
import { MEMBER_ID, MEMBERS, makeIssue, page, resetIssueStore, STATES, stateId } from "../../issue-core/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { useDraftCount } from "../api/use-drafts";
import { DraftsPage } from "./drafts-page";

const WS = "/api/workspaces/acme/";
const website = makeProject({ id: "p1", name: "Website", identifier: "WEB" });
const billing = makeProject({ id: "p2", name: "Billing", identifier: "BIL" });
const draftA = makeIssue(7, { name: "Pricing page copy", is_draft: true, updated_at: new Date().toISOString() });
const draftB = makeIssue(8, { name: "Invoice PDF", is_draft: true, project_id: "p2" });
const draftC = makeIssue(10, {
  name: "Refund flow",
  is_draft: true,
  project_id: "p2",
  priority: "urgent",
  assignee_ids: [MEMBER_ID],
});

function deferred() {
  let resolve: (reply: StubReply) => void = () => {};
  const promise = new Promise<StubReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What the server holds: a refetch after a change answers with the drafts as they are then. */
let server: Issue[] = [];

/** The drafts as the server lists them: filtered by priority and assignee, oldest first when asked. */
function listDrafts(request: StubRequest): StubReply {
  if (request.query.get("per_page") === "1") return { body: { ...page(server.slice(0, 1)), total_results: server.length } };
  const priorities = request.query.get("priority")?.split(",");
  const assignees = request.query.get("assignees")?.split(",");
  const rows = server
    .filter((d) => !priorities || priorities.includes(d.priority))
    .filter((d) => !assignees || d.assignee_ids.some((id) => assignees.includes(id)));
  return { body: page(request.query.get("order_by") === "-created_at" ? [...rows].reverse() : rows) };
}

/** The sidebar's badge, beside the page: it counts every draft whatever the page shows. */
function SidebarCount() {
  const count = useDraftCount("acme");
  return <output aria-label="Drafts in the sidebar">{count.data}</output>;
}

function renderDrafts(routes: Record<string, StubHandler> = {}, { route = "/acme/drafts", drafts = [draftA, draftB] } = {}) {
  server = drafts;
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", display_name: "ada" } },
    [`GET ${WS}projects/`]: { body: [website, billing] },
    [`GET ${WS}members/`]: { body: MEMBERS },
    [`GET ${WS}draft-issues/`]: listDrafts,
    [`GET ${WS}projects/p1/states/`]: { body: STATES },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <DraftsPage />
      <SidebarCount />
      <Toaster />
    </>,
    { route, path: "/:workspaceSlug/drafts" },
  );
  return { ...view, net };
}

const drafts = () => screen.findByRole("list", { name: "Drafts" });
const rowNames = async () =>
  within(await drafts())
    .getAllByRole("listitem")
    .map((r) => r.getAttribute("aria-label"));
/** The page's own list calls (the sidebar's count asks for one row). */
const listCalls = (net: ReturnType<typeof stubFetch>) =>
  net.to(`GET ${WS}draft-issues/`).filter((r) => r.query.get("per_page") !== "1");
const lastListQuery = (net: ReturnType<typeof stubFetch>) => listCalls(net).at(-1)?.query;
/** The header's total, as a screen reader hears it ("3 drafts"). */
const headerCount = () =>
  within(screen.getByRole("banner")).getByText((_, el) => el?.tagName === "SPAN" && /^\d+ drafts?$/.test(el.textContent ?? ""))
    .textContent;
const sidebarCount = () => screen.getByRole("status", { name: "Drafts in the sidebar" });

describe("DraftsPage", () => {
  beforeEach(resetIssueStore);

  it("lists the caller's drafts with their project and count", async () => {
    renderDrafts();
    const rows = within(await drafts()).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["Pricing page copy", "Invoice PDF"]);
    expect(within(rows[0] as HTMLElement).getByText("Website")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Billing")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/^Updated .* ago$/)).toBeInTheDocument();
    expect(headerCount()).toBe("2 drafts");
  });

  it("turns a draft into an issue: it leaves the list at once and joins its project", async () => {
    const reply = deferred();
    const { user, net } = renderDrafts({
      [`POST ${WS}draft-to-issue/${draftA.id}/`]: () => {
        server = server.filter((d) => d.id !== draftA.id);
        return reply.promise;
      },
    });
    await drafts();
    await user.click(screen.getByRole("button", { name: "Create issue from Pricing page copy" }));
    await waitFor(() => expect(net.to(`POST ${WS}draft-to-issue/${draftA.id}/`)).toHaveLength(1));
    expect(screen.queryByRole("listitem", { name: "Pricing page copy" })).not.toBeInTheDocument();
    const published: Issue = { ...draftA, is_draft: false };
    reply.resolve({ status: 201, body: published });
    expect(await screen.findByText("WEB-7 created")).toBeInTheDocument();
    expect(getIssueFromStore(draftA.id)?.is_draft).toBe(false);
    expect(useIssueStore.getState().createdIds).toContain(draftA.id);
  });

  it("keeps the draft when the server refuses to publish it", async () => {
    const { user } = renderDrafts({
      [`POST ${WS}draft-to-issue/${draftA.id}/`]: { status: 400, body: { error: "name: is required" } },
    });
    await drafts();
    await user.click(screen.getByRole("button", { name: "Create issue from Pricing page copy" }));
    expect(await screen.findByText("Couldn't create the issue")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Pricing page copy" })).toBeInTheDocument();
  });

  it("edits a draft and publishes it with the changes", async () => {
    const { user, net } = renderDrafts({
      [`GET ${WS}projects/p2/states/`]: { body: STATES },
      [`GET ${WS}draft-issues/${draftB.id}/`]: { body: { ...draftB, description_html: "<p>Tiers</p>" } },
      [`POST ${WS}draft-to-issue/${draftB.id}/`]: (request) => {
        server = server.filter((d) => d.id !== draftB.id);
        return { status: 201, body: { ...draftB, ...(request.body as object), is_draft: false } };
      },
    });
    await drafts();
    await user.click(screen.getByRole("button", { name: "Invoice PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit draft" });
    const title = await within(dialog).findByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Invoice PDF export");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "High");
    await within(dialog).findByRole("option", { name: "Todo" });
    await user.selectOptions(within(dialog).getByLabelText("State"), "Todo");
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(net.to(`POST ${WS}draft-to-issue/${draftB.id}/`)).toHaveLength(1));
    expect(net.to(`POST ${WS}draft-to-issue/${draftB.id}/`)[0]?.body).toEqual({
      name: "Invoice PDF export",
      priority: "high",
      state_id: stateId("Todo"),
    });
    expect(await screen.findByText("BIL-8 created")).toBeInTheDocument();
  });

  it("saves a new draft in the chosen project", async () => {
    const { user, net } = renderDrafts({
      [`POST ${WS}draft-issues/`]: (request) => {
        const created = { ...makeIssue(9, { is_draft: true }), ...(request.body as object) };
        server = [created, ...server];
        return { status: 201, body: created };
      },
    });
    await drafts();
    await user.click(screen.getByRole("button", { name: "New draft" }));
    const dialog = await screen.findByRole("dialog", { name: "New draft" });
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Title is required");
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Dark mode");
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("listitem", { name: "Dark mode" })).toBeInTheDocument();
    await waitFor(() => expect(net.to(`POST ${WS}draft-issues/`)).toHaveLength(1));
    expect(net.to(`POST ${WS}draft-issues/`)[0]?.body).toEqual({ project_id: "p1", name: "Dark mode", priority: "none" });
  });

  it("deletes a draft after asking", async () => {
    const { user, net } = renderDrafts({
      [`DELETE ${WS}draft-issues/${draftB.id}/`]: () => {
        server = server.filter((d) => d.id !== draftB.id);
        return { status: 204 };
      },
    });
    await drafts();
    await user.click(screen.getByRole("button", { name: "Delete Invoice PDF" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(net.to(`DELETE ${WS}draft-issues/${draftB.id}/`)).toHaveLength(1));
    expect(screen.queryByRole("listitem", { name: "Invoice PDF" })).not.toBeInTheDocument();
  });

  it("filters by assignee from the workspace's members; the chip takes it off; the sidebar still counts every draft", async () => {
    const { user, net, router } = renderDrafts({}, { drafts: [draftA, draftB, draftC] });
    expect(await rowNames()).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const menu = await screen.findByRole("dialog", { name: "Filter issues" });
    const assignees = await within(menu).findByRole("group", { name: "Assignees" });
    await user.click(await within(assignees).findByRole("checkbox", { name: "Grace Hopper" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Refund flow"]));
    expect(lastListQuery(net)?.get("assignees")).toBe(MEMBER_ID);
    expect(router.state.location.search).toBe(`?assignees=${MEMBER_ID}`);
    expect(headerCount()).toBe("1 draft");
    expect(sidebarCount()).toHaveTextContent("3");
    expect(
      net
        .to(`GET ${WS}draft-issues/`)
        .filter((r) => r.query.get("per_page") === "1")[0]
        ?.query.has("assignees"),
    ).toBe(false);

    await user.keyboard("{Escape}");
    const chips = screen.getByRole("region", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: "Remove Assignees: Grace Hopper" }));
    await waitFor(async () => expect(await rowNames()).toHaveLength(3));
    expect(lastListQuery(net)?.has("assignees")).toBe(false);
    expect(headerCount()).toBe("3 drafts");
  });

  it("sends the chosen order as order_by", async () => {
    const { user, net, router } = renderDrafts();
    expect(await rowNames()).toEqual(["Pricing page copy", "Invoice PDF"]);
    expect(lastListQuery(net)?.get("order_by")).toBe("-updated_at");
    await user.click(screen.getByRole("button", { name: "Order by Last Updated" }));
    // Across projects there is no manual order to offer.
    expect(await screen.findByRole("menuitemradio", { name: "Priority" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitemradio", { name: "Manual" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("menuitemradio", { name: "Last Created" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Invoice PDF", "Pricing page copy"]));
    expect(lastListQuery(net)?.get("order_by")).toBe("-created_at");
    expect(router.state.location.search).toBe("?order_by=-created_at");
  });

  it("opens a shared link with its filters and order", async () => {
    const { net } = renderDrafts(
      {},
      { route: "/acme/drafts?priority=urgent,high&order_by=priority", drafts: [draftA, draftB, draftC] },
    );
    expect(await rowNames()).toEqual(["Refund flow"]);
    expect(listCalls(net)).toHaveLength(1);
    expect(listCalls(net)[0]?.query.get("priority")).toBe("urgent,high");
    expect(listCalls(net)[0]?.query.get("order_by")).toBe("priority");
    expect(screen.getByRole("button", { name: "Order by Priority" })).toBeInTheDocument();
    const chips = screen.getByRole("region", { name: "Active filters" });
    expect(within(chips).getByRole("button", { name: "Remove Priority: Urgent" })).toBeInTheDocument();
    expect(within(chips).getByRole("button", { name: "Remove Priority: High" })).toBeInTheDocument();
  });

  it("says when no draft matches the filters, apart from having no drafts at all", async () => {
    const { user, net } = renderDrafts({}, { route: "/acme/drafts?priority=low" });
    expect(await screen.findByRole("heading", { name: "No drafts match these filters" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No drafts" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await rowNames()).toEqual(["Pricing page copy", "Invoice PDF"]);
    expect(lastListQuery(net)?.has("priority")).toBe(false);
  });

  it("shows a draft saved while filtered once the server lists it under those filters", async () => {
    const { user, net } = renderDrafts(
      {
        [`POST ${WS}draft-issues/`]: (request) => {
          const created = { ...makeIssue(11, { is_draft: true }), ...(request.body as object) };
          server = [created, ...server];
          return { status: 201, body: created };
        },
      },
      { route: "/acme/drafts?priority=high" },
    );
    expect(await screen.findByRole("heading", { name: "No drafts match these filters" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New draft" }));
    const dialog = await screen.findByRole("dialog", { name: "New draft" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Usage alerts");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "High");
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Usage alerts"]));
    expect(lastListQuery(net)?.get("priority")).toBe("high");
    expect(headerCount()).toBe("1 draft");
  });

  it("takes a deleted draft off the filtered list at once, and both counts drop", async () => {
    const reply = deferred();
    const { user } = renderDrafts(
      {
        [`DELETE ${WS}draft-issues/${draftC.id}/`]: () => {
          server = server.filter((d) => d.id !== draftC.id);
          return reply.promise;
        },
      },
      { route: "/acme/drafts?priority=urgent", drafts: [draftA, draftB, draftC] },
    );
    expect(await rowNames()).toEqual(["Refund flow"]);
    await waitFor(() => expect(sidebarCount()).toHaveTextContent("3"));
    await user.click(screen.getByRole("button", { name: "Delete Refund flow" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "No drafts match these filters" })).toBeInTheDocument();
    expect(headerCount()).toBe("0 drafts");
    expect(sidebarCount()).toHaveTextContent("2");
    reply.resolve({ status: 204 });
    await waitFor(() => expect(sidebarCount()).toHaveTextContent("2"));
  });
});
