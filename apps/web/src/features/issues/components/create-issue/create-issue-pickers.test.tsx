import "../../../../components/editor/editor-test-shims";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { buildLabel } from "../../../../test/builders";
import { type StubHandler, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { BASE, LABELS, makeIssue, PROJECT_ID, page, resetIssueStore, SLUG, STATES } from "../../../issue-core/test-fixtures";
import { makeProject } from "../../../project-settings/test-fixtures";
import { CreateIssueModal } from "./create-issue-modal";

const ME = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "Lovelace" };

function renderModal({ role = 20, routes = {} }: { role?: number; routes?: Record<string, StubHandler> } = {}) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${BASE}`]: { body: makeProject({ id: PROJECT_ID, identifier: "WEB", member_role: role }) },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}issue-labels/`]: { body: LABELS },
    // The member list leaves the caller out: a solo user's project answers an empty one.
    [`GET ${BASE}members/`]: { body: [] },
    [`GET ${BASE}estimates/`]: { body: [] },
    [`GET ${BASE}cycles/`]: { body: [] },
    [`GET ${BASE}modules/`]: { body: [] },
    [`GET ${BASE}issues/`]: { body: page([]) },
    [`POST ${BASE}issues/`]: (request) => ({ status: 201, body: makeIssue(101, request.body as object) }),
    ...routes,
  });
  const view = renderWithApp(<CreateIssueModal slug={SLUG} projectId={PROJECT_ID} open onOpenChange={() => undefined} />);
  return { ...view, net };
}

async function submit(user: ReturnType<typeof renderModal>["user"], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Mine");
  await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
}

describe("create-issue pickers", () => {
  beforeEach(resetIssueStore);

  it("offers the caller as an assignee when they are the project's only member", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(await within(dialog).findByRole("button", { name: "Assignees: Assignees" }));
    await user.click(await screen.findByRole("option", { name: "Ada Lovelace" }));
    expect(within(dialog).getByRole("button", { name: "Assignees: Ada Lovelace" })).toBeInTheDocument();
    await submit(user, dialog);
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toMatchObject({ assignee_ids: ["u1"] });
  });

  it("creates a label from what was typed and puts it on the new issue", async () => {
    const regression = buildLabel({ id: "l-new", name: "Regression", color: "#000000", project_id: PROJECT_ID });
    const { user, net } = renderModal({
      routes: { [`POST ${BASE}issue-labels/`]: { status: 201, body: regression } },
    });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(await within(dialog).findByRole("button", { name: "Labels: Labels" }));
    const search = await screen.findByRole("combobox", { name: "Search labels" });
    // An existing name, whatever its case, is picked rather than made twice.
    await user.type(search, "bug");
    expect(screen.queryByRole("option", { name: /Create label/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, " Regression ");
    await user.click(await screen.findByRole("option", { name: 'Create label "Regression"' }));

    await waitFor(() => expect(net.to(`POST ${BASE}issue-labels/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issue-labels/`)[0].body).toEqual({ name: "Regression", color: expect.any(String) });
    expect(await screen.findByRole("option", { name: "Regression" })).toHaveAttribute("data-checked", "true");
    expect(search).toHaveValue("");
    await user.keyboard("{Escape}");
    expect(within(dialog).getByRole("button", { name: "Labels: Regression" })).toBeInTheDocument();
    await submit(user, dialog);
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toMatchObject({ label_ids: ["l-new"] });
  });

  it("creates a module by name, and a cycle as a draft by name", async () => {
    const { user, net } = renderModal({
      routes: {
        [`POST ${BASE}modules/`]: (r) => ({ status: 201, body: { id: "m-new", name: (r.body as { name: string }).name } }),
        [`POST ${BASE}cycles/`]: (r) => ({
          status: 201,
          body: { id: "c-new", name: (r.body as { name: string }).name, status: "draft", archived_at: null },
        }),
      },
    });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(await within(dialog).findByRole("button", { name: "Modules: Modules" }));
    // Enter picks the create item when it is all the typed name matches.
    await user.type(await screen.findByRole("combobox", { name: "Search modules" }), "Onboarding");
    expect(await screen.findByRole("option", { name: 'Create module "Onboarding"' })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Modules: Onboarding" })).toBeInTheDocument());
    await user.keyboard("{Escape}");

    await user.click(within(dialog).getByRole("button", { name: "Cycle: Cycle" }));
    await user.type(await screen.findByRole("combobox", { name: "Search cycle" }), "Sprint 9");
    await user.click(await screen.findByRole("option", { name: 'Create draft cycle "Sprint 9"' }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cycle: Sprint 9" })).toBeInTheDocument());

    expect(net.to(`POST ${BASE}modules/`)[0].body).toEqual({ name: "Onboarding" });
    expect(net.to(`POST ${BASE}cycles/`)[0].body).toEqual({ name: "Sprint 9" });
    await submit(user, dialog);
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toMatchObject({ module_ids: ["m-new"], cycle_id: "c-new" });
  });

  it("offers no create item to those who may not create labels", async () => {
    const { user } = renderModal({ role: 5 });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(await within(dialog).findByRole("button", { name: "Labels: Labels" }));
    await user.type(await screen.findByRole("combobox", { name: "Search labels" }), "Regression");
    expect(await screen.findByText("No labels found")).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /Create/ })).not.toBeInTheDocument();
  });
});
