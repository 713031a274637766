import "../../../../components/editor/editor-test-shims";
import type { CreateIssueBody } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { format } from "date-fns";
import { useState } from "react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { toDate } from "../../../../lib/dates";
import { type StubHandler, stubFetch } from "../../../../test/fetch-stub";
import { pickDate, pickInCalendar } from "../../../../test/pick-date";
import { renderWithApp } from "../../../../test/render";
import { makeEstimate } from "../../../estimates/test-fixtures";
import {
  BASE,
  LABEL_ID,
  LABELS,
  MEMBER_ID,
  MEMBERS,
  makeIssue,
  PROJECT_ID,
  resetIssueStore,
  SLUG,
  STATES,
  searchIssuesStub,
  stateId,
} from "../../../issue-core/test-fixtures";
import { makeProject } from "../../../project-settings/test-fixtures";
import { CreateIssueModal } from "./create-issue-modal";

function Harness({ extraBody }: { extraBody?: Partial<CreateIssueBody> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? "modal open" : "modal closed"}</span>
      <CreateIssueModal slug={SLUG} projectId={PROJECT_ID} open={open} onOpenChange={setOpen} extraBody={extraBody} />
      <Toaster />
    </>
  );
}

const FIBONACCI = makeEstimate("e2", "Fibonacci", ["1", "2", "3", "5"]);
const cycle = (n: number, name: string, status: string) => ({
  id: `c${n}`,
  name,
  status,
  archived_at: null,
  project_id: PROJECT_ID,
});
const CYCLES = [
  cycle(1, "Sprint 2", "completed"),
  cycle(2, "Sprint 3", "current"),
  cycle(3, "Sprint 5", "draft"),
  cycle(4, "Sprint 4", "upcoming"),
];
const MODULES = ["Auth", "Billing"].map((name, i) => ({ id: `m${i + 1}`, name, archived_at: null, project_id: PROJECT_ID }));
const PLANNING: Record<string, StubHandler> = {
  [`GET ${BASE}estimates/`]: { body: [FIBONACCI] },
  [`GET ${BASE}cycles/`]: { body: CYCLES },
  [`GET ${BASE}modules/`]: { body: MODULES },
};

function renderModal(routes: Record<string, StubHandler> = {}, extraBody?: Partial<CreateIssueBody>) {
  let created = 100;
  const net = stubFetch({
    "GET /api/users/me/": { body: { id: "u1", email: "ada@example.com", display_name: "ada" } },
    [`GET ${BASE}`]: { body: makeProject({ id: PROJECT_ID, identifier: "WEB" }) },
    [`GET ${BASE}states/`]: { body: STATES },
    [`GET ${BASE}issue-labels/`]: { body: LABELS },
    [`GET ${BASE}members/`]: { body: MEMBERS },
    [`GET ${BASE}search-issues/`]: searchIssuesStub(() => [makeIssue(9, { name: "Epic-ish parent" })]),
    [`POST ${BASE}issues/`]: (request) => {
      created += 1;
      return { status: 201, body: makeIssue(created, request.body as object) };
    },
    ...routes,
  });
  return { ...renderWithApp(<Harness extraBody={extraBody} />), net };
}

describe("CreateIssueModal", () => {
  beforeEach(resetIssueStore);

  it("posts the title, description and every chosen property", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Fix login");
    await user.click(await within(dialog).findByRole("textbox", { name: "Description" }));
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
    await pickDate(user, within(dialog).getByLabelText("Due date"), "2025-06-30");
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
    await pickDate(user, within(dialog).getByLabelText("Start date"), "2025-07-01");
    await pickDate(user, within(dialog).getByLabelText("Due date"), "2025-07-02");
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    const error = await within(dialog).findByRole("alert");
    expect(error).toHaveTextContent("Start_date must be on or before target_date");
    expect(within(dialog).getByLabelText("Due date")).toHaveAccessibleDescription(/on or before/);
    expect(within(dialog).getByRole("textbox", { name: "Title" })).toHaveValue("Dates");
  });

  it("offers no due date before the start date, nor a start after the due date", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Dated");
    await pickDate(user, within(dialog).getByLabelText("Start date"), "2025-07-02");
    await user.click(within(dialog).getByLabelText("Due date"));
    await pickInCalendar(user, "2025-07-01").catch(() => undefined);
    const day = (iso: string) => screen.getByRole("button", { name: new RegExp(format(toDate(iso), "PPPP")) });
    expect(day("2025-07-01")).toBeDisabled();
    expect(day("2025-07-02")).toBeEnabled();
    await user.click(day("2025-07-03"));
    await user.click(within(dialog).getByLabelText("Start date"));
    await screen.findByRole("grid", { name: /July 2025/ });
    expect(day("2025-07-04")).toBeDisabled();
    expect(day("2025-07-03")).toBeEnabled();
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toMatchObject({ start_date: "2025-07-02", target_date: "2025-07-03" });
  });

  it("asks for a title instead of posting an empty one", async () => {
    const { user, net } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(net.to(`POST ${BASE}issues/`)).toHaveLength(0);
  });

  it("posts the estimate point, an open cycle and modules picked in the modal", async () => {
    const { user, net } = renderModal(PLANNING);
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Plan it");

    await user.click(await within(dialog).findByRole("button", { name: "Estimate: Estimate" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["None", "1", "2", "3", "5"]);
    await user.click(screen.getByRole("option", { name: "5" }));
    expect(within(dialog).getByRole("button", { name: "Estimate: 5" })).toBeInTheDocument();

    await user.click(await within(dialog).findByRole("button", { name: "Cycle: Cycle" }));
    // A completed cycle takes no issues: the running one first, then upcoming and draft.
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "No cycle",
      "Sprint 3",
      "Sprint 4",
      "Sprint 5",
    ]);
    await user.click(screen.getByRole("option", { name: "Sprint 4" }));

    await user.click(await within(dialog).findByRole("button", { name: "Modules: Modules" }));
    await user.click(await screen.findByRole("option", { name: "Auth" }));
    await user.click(screen.getByRole("option", { name: "Billing" }));
    await user.keyboard("{Escape}");
    expect(within(dialog).getByRole("button", { name: "Modules: Auth, Billing" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}issues/`)[0].body).toEqual({
      name: "Plan it",
      state_id: stateId("Backlog"),
      priority: "none",
      estimate_point: "e2-p4",
      cycle_id: "c4",
      module_ids: ["m1", "m2"],
    });
  });

  it("leaves out the estimate when the project has no active one, and cycles when they are turned off", async () => {
    const { net } = renderModal({
      [`GET ${BASE}`]: { body: makeProject({ id: PROJECT_ID, identifier: "WEB", cycle_view: false }) },
      [`GET ${BASE}estimates/`]: { body: [makeEstimate("e1", "Linear", ["1", "2"], { lastUsed: false })] },
      [`GET ${BASE}cycles/`]: { status: 400, body: { error: "Cycles are turned off for this project" } },
      [`GET ${BASE}modules/`]: { body: MODULES },
    });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    expect(await within(dialog).findByRole("button", { name: "Modules: Modules" })).toBeInTheDocument();
    await waitFor(() => expect(net.to(`GET ${BASE}estimates/`)).toHaveLength(1));
    expect(within(dialog).queryByRole("button", { name: /^Estimate/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Cycle/ })).not.toBeInTheDocument();
  });

  it("starts from the cycle and module the screen adds, and lets the user take the cycle off", async () => {
    const { user, net } = renderModal(PLANNING, { cycle_id: "c2", module_ids: ["m2"] });
    const dialog = await screen.findByRole("dialog", { name: /New issue/ });
    expect(await within(dialog).findByRole("button", { name: "Cycle: Sprint 3" })).toBeInTheDocument();
    expect(await within(dialog).findByRole("button", { name: "Modules: Billing" })).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Outside the sprint");
    await user.click(within(dialog).getByRole("button", { name: "Cycle: Sprint 3" }));
    await user.click(await screen.findByRole("option", { name: "No cycle" }));
    await user.click(within(dialog).getByRole("button", { name: "Create issue" }));
    await waitFor(() => expect(net.to(`POST ${BASE}issues/`)).toHaveLength(1));
    const body = net.to(`POST ${BASE}issues/`)[0].body as CreateIssueBody;
    expect(body.module_ids).toEqual(["m2"]);
    expect(body).not.toHaveProperty("cycle_id");
  });
});
