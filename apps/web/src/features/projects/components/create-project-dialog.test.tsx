import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../../project-settings/test-fixtures";
import { CreateProjectDialog } from "./create-project-dialog";

const IDENTIFIERS = "GET /api/workspaces/acme/project-identifiers/";
const CREATE = "POST /api/workspaces/acme/projects/";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <CreateProjectDialog
      slug="acme"
      open={open}
      onOpenChange={setOpen}
      leadOptions={[
        { id: "u1", name: "Ada Lovelace (you)" },
        { id: "u2", name: "Grace Hopper" },
      ]}
    />
  );
}

/** Identifiers in `taken` exist already; everything else is free. */
function renderDialog(taken: string[], routes: Record<string, StubHandler> = {}) {
  const net = stubFetch({
    [IDENTIFIERS]: (request) => {
      const name = request.query.get("name") ?? "";
      return { body: { exists: taken.includes(name), identifier: name } };
    },
    ...routes,
  });
  const view = renderWithApp(<Harness />, { route: "/acme/projects" });
  return { ...view, net };
}

describe("CreateProjectDialog", () => {
  it("suggests the identifier from the name and says when it is taken", async () => {
    const { user, net } = renderDialog(["MAR"]);
    const dialog = await screen.findByRole("dialog", { name: "Create project" });
    await user.type(within(dialog).getByLabelText("Name"), "Mobile App Redesign");
    const identifier = within(dialog).getByLabelText("Identifier");
    expect(identifier).toHaveValue("MAR");

    expect(await within(dialog).findByText("Identifier is taken")).toBeInTheDocument();
    expect(net.to(IDENTIFIERS).at(-1)?.query.get("name")).toBe("MAR");
    expect(identifier).toHaveAttribute("aria-invalid", "true");

    await user.clear(identifier);
    await user.type(identifier, "mob-1");
    expect(identifier).toHaveValue("MOB1");
    await waitFor(() => expect(net.to(IDENTIFIERS).at(-1)?.query.get("name")).toBe("MOB1"));
    await waitFor(() => expect(within(dialog).queryByText("Identifier is taken")).not.toBeInTheDocument());

    await user.type(within(dialog).getByLabelText("Name"), " v2");
    expect(identifier).toHaveValue("MOB1");
  });

  it("posts every field and opens the new project's issues", async () => {
    const created = makeProject({ id: "p9", name: "Website", identifier: "WEB" });
    const { user, net, router } = renderDialog([], { [CREATE]: { status: 201, body: created } });
    const dialog = await screen.findByRole("dialog", { name: "Create project" });

    await user.click(within(dialog).getByRole("button", { name: "Choose a logo" }));
    await user.click(await screen.findByRole("button", { name: "Use 🚀" }));
    await user.type(within(dialog).getByLabelText("Name"), "Website");
    await user.type(within(dialog).getByLabelText("Description"), "Marketing site");
    await user.click(within(dialog).getByRole("radio", { name: "Private" }));
    await user.selectOptions(within(dialog).getByLabelText("Lead"), "Grace Hopper");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));

    await waitFor(() => expect(net.to(CREATE)).toHaveLength(1));
    expect(net.to(CREATE)[0].body).toEqual({
      name: "Website",
      identifier: "WEB",
      description: "Marketing site",
      network: 0,
      project_lead: "u2",
      logo_props: { in_use: "emoji", emoji: { value: "🚀" } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p9/issues"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names and stays open", async () => {
    const { user, net } = renderDialog([], {
      [CREATE]: { status: 409, body: { error: "name: a project with this name already exists in the workspace" } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Create project" });
    await user.type(within(dialog).getByLabelText("Name"), "Website");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));

    expect(await within(dialog).findByText("A project with this name already exists in the workspace")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(net.to(CREATE)[0].body).toMatchObject({
      name: "Website",
      identifier: "WEB",
      network: 1,
      project_lead: null,
      logo_props: {},
    });
  });

  it("maps a taken identifier from the server to the same message", async () => {
    const { user } = renderDialog([], {
      [CREATE]: { status: 409, body: { error: "identifier: this project identifier is already taken in the workspace" } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Create project" });
    await user.type(within(dialog).getByLabelText("Name"), "Website");
    await user.click(within(dialog).getByRole("button", { name: "Create project" }));
    expect(await within(dialog).findByText("Identifier is taken")).toBeInTheDocument();
  });
});
