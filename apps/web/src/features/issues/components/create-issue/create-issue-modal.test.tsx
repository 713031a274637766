import "../../../../components/editor/editor-test-shims";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { makeProject } from "../../../project-settings/test-fixtures";
import {
  BASE,
  LABEL_ID,
  LABELS,
  MEMBER_ID,
  MEMBERS,
  makeIssue,
  PROJECT_ID,
  page,
  resetIssueStore,
  SLUG,
  STATES,
  stateId,
} from "../../test-fixtures";
import { CreateIssueModal } from "./create-issue-modal";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? "modal open" : "modal closed"}</span>
      <CreateIssueModal slug={SLUG} projectId={PROJECT_ID} open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

function renderModal(routes: Record<string, StubHandler> = {}) {
  let created = 100;
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", display_name: "ada" } },
    [`GET ${BASE}`]: { body: makeProject({ id: PROJECT_ID, identifier: "WEB" }) },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}issue-labels/`]: { body: LABELS },
    [`GET ${BASE}members/`]: { body: MEMBERS },
    [`GET ${BASE}issues/`]: { body: page([makeIssue(9, { name: "Epic-ish parent" })]) },
    [`POST ${BASE}issues/`]: (request) => {
      created += 1;
      return { status: 201, body: makeIssue(created, request.body as object) };
    },
    ...routes,
  });
  return { ...renderWithApp(<Harness />), net };
}

describe("CreateIssueModal", () => {
  beforeEach(resetIssueStore);

  it("posts the title, description and every chosen property", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Fix login");
    await user.click(within(dialog).getByRole("textbox", { name: "Description" }));
    await user.keyboard("Steps");
    expect(await within(dialog).findByRole("button", { name: "State: Backlog" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "State: Backlog" }));
    await user.click(await screen.findByRole("option", { name: "In Progress" }));
    await user.click(within(dialog).getByRole("button", { name: "Priority: No priority" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    await user.click(within(dialog).getByRole("button", { name: "Assignees: Assignees" }));
    await user.click(await screen.findByRole("option", { name: "Grace Hopper" }));
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Labels: Labels" }));
    await user.click(await screen.findByRole("option", { name: "Bug" }));
    await user.keyboard("{Escape}");
    await user.type(within(dialog).getByLabelText("Due date"), "2025-06-30");
    await user.click(within(dialog).getByRole("button", { name: "Parent: Parent" }));
    await user.type(await screen.findByRole("combobox", { name: "Search parent" }), "WEB-9");
    await user.click(await screen.findByRole("option", { name: "WEB-9 Epic-ish parent" }));

    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toEqual({
      name: "Fix login",
      description_html: "<p>Steps</p>",
      state_id: stateId("In Progress"),
      priority: "high",
      assignee_ids: [MEMBER_ID],
      label_ids: [LABEL_ID],
      target_date: "2025-06-30",
      parent_id: makeIssue(9).id,
    });
    expect(await screen.findByText("modal closed")).toBeInTheDocument();
    expect(await screen.findByText("Issue created")).toBeInTheDocument();
  });

  it("keeps the modal open with 'Create more', clearing only the title", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(await within(dialog).findByRole("button", { name: "Priority: No priority" }));
    await user.click(await screen.findByRole("option", { name: "Urgent" }));
    await user.click(within(dialog).getByRole("switch", { name: "Create more" }));
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await user.type(title, "First{Control>}{Enter}{/Control}");
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    await waitFor(() => expect(title).toHaveValue(""));
    expect(screen.getByText("modal open")).toBeInTheDocument();
    await user.type(title, "Second{Enter}");
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(2));
    expect(net.to(`POST ${BASE}issues/`).map((r) => r.body)).toEqual([
      expect.objectContaining({ name: "First", priority: "urgent" }),
      expect.objectContaining({ name: "Second", priority: "urgent" }),
    ]);
  });

  it("shows a server field error under its field and keeps the draft", async () => {
    const { user } = renderModal({
      [`POST ${BASE}issues/`]: { status: 400, body: { error: "target_date: start_date must be on or before target_date" } },
    });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Dates");
    await user.type(within(dialog).getByLabelText("Start date"), "2025-07-02");
    await user.type(within(dialog).getByLabelText("Due date"), "2025-07-01");
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    const error = await within(dialog).findByRole("alert");
    expect(error).toHaveTextContent("Start_date must be on or before target_date");
    expect(within(dialog).getByLabelText("Due date")).toHaveAccessibleDescription(/on or before/);
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Dates");
  });

  it("asks for a title instead of posting an empty one", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(net.to(`POST ${BASE}issues/`)).toHaveLength(0);
  });

  it("offers estimates only as a disabled slot", async () => {
    renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    expect(within(dialog).getByRole("button", { name: "Estimate" })).toHaveAttribute("aria-disabled", "true");
  });
});
