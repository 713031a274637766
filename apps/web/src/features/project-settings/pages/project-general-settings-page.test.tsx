import { screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../test-fixtures";
import { ProjectGeneralSettingsPage } from "./project-general-settings-page";

const PROJECT = "/api/workspaces/acme/projects/p1/";
const me = { id: "u1", email: "ada@example.com", first_name: "Ada", last_name: "Lovelace", display_name: "ada" };
const grace = {
  id: "wm2",
  role: 15,
  member: {
    id: "u2",
    email: "grace@example.com",
    first_name: "Grace",
    last_name: "Hopper",
    display_name: "grace",
    is_bot: false,
  },
};

function renderGeneral(role: number, routes: Record<string, StubReply> = {}) {
  const net = stubFetch({
    [`GET ${PROJECT}`]: { body: makeProject({ member_role: role }) },
    "GET /api/users/me/": { body: me },
    "GET /api/workspaces/acme/members/": { body: [grace] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ProjectGeneralSettingsPage />
      <Toaster />
    </>,
    {
      route: "/acme/projects/p1/settings",
      path: "/:workspaceSlug/projects/:projectId/settings",
      routes: [{ path: "/acme/projects", element: <p>Projects list</p> }],
    },
  );
  return { ...view, net };
}

describe("ProjectGeneralSettingsPage", () => {
  it("upper-cases the identifier and sends only what changed", async () => {
    const { user, net } = renderGeneral(20, {
      [`PATCH ${PROJECT}`]: { body: makeProject({ identifier: "HNG7", project_lead: "u2", network: 0 }) },
    });
    const identifier = await screen.findByLabelText("Identifier");
    await user.clear(identifier);
    await user.type(identifier, "hng-7");
    expect(identifier).toHaveValue("HNG7");
    await user.click(screen.getByLabelText(/Private/));
    await waitFor(() => expect(screen.getByRole("option", { name: "Grace Hopper" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("Project lead"), "Grace Hopper");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(net.to(`PATCH ${PROJECT}`)).toHaveLength(1));
    expect(net.to(`PATCH ${PROJECT}`)[0].body).toEqual({ identifier: "HNG7", network: 0, project_lead: "u2" });
    expect(await screen.findByText("Project updated")).toBeInTheDocument();
  });

  it("shows a server field error under that field", async () => {
    const { user } = renderGeneral(20, {
      [`PATCH ${PROJECT}`]: {
        status: 409,
        body: { error: "identifier: this project identifier is already taken in the workspace" },
      },
    });
    const identifier = await screen.findByLabelText("Identifier");
    await user.clear(identifier);
    await user.type(identifier, "OPS");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("This project identifier is already taken in the workspace")).toBeInTheDocument();
    expect(screen.getByLabelText("Identifier")).toHaveAttribute("aria-invalid", "true");
  });

  it("is read-only for a member, with no save or danger zone", async () => {
    renderGeneral(15);
    expect(await screen.findByLabelText("Name")).toBeDisabled();
    expect(screen.getByLabelText("Identifier")).toBeDisabled();
    expect(screen.getByText("Only project admins can change these settings.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete project" })).not.toBeInTheDocument();
  });

  it("deletes only after the project name is typed, then leaves for the project list", async () => {
    const { user, net } = renderGeneral(20, { [`DELETE ${PROJECT}`]: { status: 204 } });
    await user.click(await screen.findByRole("button", { name: "Delete project" }));
    const confirm = screen.getAllByRole("button", { name: "Delete project" }).at(-1) as HTMLElement;
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/to confirm/), "Hangar Web");
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText("Projects list")).toBeInTheDocument();
    expect(net.to(`DELETE ${PROJECT}`)).toHaveLength(1);
  });
});
