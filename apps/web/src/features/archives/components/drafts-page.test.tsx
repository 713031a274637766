import "../../../components/editor/editor-test-shims";
import type { Issue } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { getIssueFromStore, useIssueStore } from "../../issues";
import { makeIssue, page, resetIssueStore, STATES, stateId } from "../../issues/test-fixtures";
import { makeProject } from "../../project-settings/test-fixtures";
import { DraftsPage } from "./drafts-page";

const WS = "/api/workspaces/acme/";
const website = makeProject({ id: "p1", name: "Website", identifier: "WEB" });
const billing = makeProject({ id: "p2", name: "Billing", identifier: "BIL" });
const draftA = makeIssue(7, { name: "Pricing page copy", is_draft: true, updated_at: new Date().toISOString() });
const draftB = makeIssue(8, { name: "Invoice PDF", is_draft: true, project_id: "p2" });

function deferred() {
  let resolve: (reply: StubReply) => void = () => {};
  const promise = new Promise<StubReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** What the server holds: a refetch after a change answers with the drafts as they are then. */
let server: Issue[] = [];

function renderDrafts(routes: Record<string, StubHandler> = {}) {
  server = [draftA, draftB];
  const net = stubFetch({
    [`GET ${WS}projects/`]: { body: [website, billing] },
    [`GET ${WS}draft-issues/`]: (request) =>
      request.query.get("per_page") === "1"
        ? { body: { ...page(server.slice(0, 1)), total_results: server.length } }
        : { body: page(server) },
    [`GET ${WS}projects/p1/states/`]: { body: STATES },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <DraftsPage />
      <Toaster />
    </>,
    { route: "/acme/drafts", path: "/:workspaceSlug/drafts" },
  );
  return { ...view, net };
}

const drafts = () => screen.findByRole("list", { name: "Drafts" });

describe("DraftsPage", () => {
  beforeEach(resetIssueStore);

  it("lists the caller's drafts with their project and count", async () => {
    renderDrafts();
    const rows = within(await drafts()).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["Pricing page copy", "Invoice PDF"]);
    expect(within(rows[0] as HTMLElement).getByText("Website")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Billing")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/^Updated .* ago$/)).toBeInTheDocument();
    expect(await screen.findByText("2")).toBeInTheDocument();
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
});
