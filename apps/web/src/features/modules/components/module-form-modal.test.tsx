import type { Module } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { pickDate } from "../../../test/pick-date";
import { renderWithApp } from "../../../test/render";
import { ME, person } from "../../../test/workspace-app";
import { MODULES_PATH, makeModule } from "../test-fixtures";
import { ModuleFormModal } from "./module-form-modal";

const PROJECT = "/api/workspaces/acme/projects/p1/";

function renderForm(routes: Record<string, StubHandler> = {}, module?: Module) {
  const net = stubFetch({
    "GET /api/users/me/": { body: ME },
    [`GET ${PROJECT}members/`]: { body: [{ id: "pm2", member: person("u2", "Bob", "Roe"), role: 15 }] },
    [`POST ${MODULES_PATH}`]: ({ body }) => ({ status: 201, body: makeModule({ id: "m-new", ...(body as { name: string }) }) }),
    ...routes,
  });
  const onOpenChange = vi.fn();
  const view = renderWithApp(<ModuleFormModal slug="acme" projectId="p1" open module={module} onOpenChange={onOpenChange} />, {
    route: "/acme/projects/p1/modules",
  });
  return { ...view, net, onOpenChange };
}

describe("ModuleFormModal", () => {
  it("creates a module with its lead, members, status and dates", async () => {
    const { user, net, onOpenChange } = renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Create module" });
    await user.type(within(dialog).getByLabelText("Name"), "  Payments  ");
    await user.type(within(dialog).getByLabelText("Description"), "Card and invoice flows");
    await user.selectOptions(within(dialog).getByLabelText("Status"), "Planned");
    await within(dialog).findByRole("option", { name: "Bob Roe" });
    await user.selectOptions(within(dialog).getByLabelText("Lead"), "Bob Roe");
    await pickDate(user, within(dialog).getByLabelText("Start date"), "2025-04-01");
    await pickDate(user, within(dialog).getByLabelText("Target date"), "2025-04-30");
    await user.click(within(dialog).getByRole("button", { name: "Members" }));
    await user.click(await screen.findByRole("checkbox", { name: "Ada Lovelace" }));
    await user.click(screen.getByRole("checkbox", { name: "Bob Roe" }));
    await user.keyboard("{Escape}");
    expect(within(dialog).getByRole("button", { name: "Members" })).toHaveTextContent("Ada Lovelace, Bob Roe");
    await user.click(within(dialog).getByRole("button", { name: "Create module" }));

    await waitFor(() => expect(net.to(`POST ${MODULES_PATH}`)).toHaveLength(1));
    expect(net.to(`POST ${MODULES_PATH}`)[0].body).toEqual({
      name: "Payments",
      description: "Card and invoice flows",
      status: "planned",
      lead: "u2",
      members: ["u1", "u2"],
      start_date: "2025-04-01",
      target_date: "2025-04-30",
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("refuses an empty name and a target date before the start, without calling the server", async () => {
    const { user, net, onOpenChange } = renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Create module" });
    await user.type(within(dialog).getByLabelText("Name"), "   ");
    await pickDate(user, within(dialog).getByLabelText("Start date"), "2025-04-10");
    await pickDate(user, within(dialog).getByLabelText("Target date"), "2025-04-01");
    await user.click(within(dialog).getByRole("button", { name: "Create module" }));

    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Target date must be on or after the start date")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(net.to(`POST ${MODULES_PATH}`)).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();

    // Each error goes once its field changes (the target's, once the start it was checked against does).
    await user.type(within(dialog).getByLabelText("Name"), "Billing");
    expect(within(dialog).queryByText("Name is required")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).not.toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Target date must be on or after the start date")).toBeInTheDocument();
    await pickDate(user, within(dialog).getByLabelText("Start date"), "2025-03-20");
    expect(within(dialog).queryByText("Target date must be on or after the start date")).not.toBeInTheDocument();
  });

  it("shows the server's objection under the field it names and stays open", async () => {
    const { user, onOpenChange } = renderForm({
      [`POST ${MODULES_PATH}`]: { status: 409, body: { error: "name: a module with this name already exists in the project" } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Create module" });
    await user.type(within(dialog).getByLabelText("Name"), "Billing");
    await user.click(within(dialog).getByRole("button", { name: "Create module" }));
    expect(await within(dialog).findByText("A module with this name already exists in the project")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("edits by sending only what changed", async () => {
    const module = makeModule({ id: "m1", name: "Billing", status: "planned", lead_id: "u2", member_ids: ["u2"] });
    const { user, net } = renderForm(
      { [`PATCH ${MODULES_PATH}m1/`]: ({ body }) => ({ body: { ...module, ...(body as object) } }) },
      module,
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit module" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Billing");
    await user.selectOptions(within(dialog).getByLabelText("Status"), "In progress");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(net.to(`PATCH ${MODULES_PATH}m1/`)).toHaveLength(1));
    expect(net.to(`PATCH ${MODULES_PATH}m1/`)[0].body).toEqual({ status: "in-progress" });
  });
});
