import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { person } from "../../../test/builders";
import { type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../test-fixtures";
import { ProjectMembersSettingsPage } from "./project-members-settings-page";

const MEMBERS = "/api/workspaces/acme/projects/p1/members/";
const detail = person;
const grace = detail("u2", "Grace", "Hopper");
const linus = detail("u3", "Linus", "Torvalds");
const guestOnly = detail("u4", "Gail", "Guest");
const graceMembership = {
  id: "pm2",
  member: grace,
  role: 15,
  project: "p1",
  workspace: "w1",
  created_at: "2025-01-01T00:00:00Z",
};

function renderMembers(role: number, routes: Record<string, StubReply> = {}) {
  const net = stubFetch({
    "GET /api/workspaces/acme/projects/p1/": { body: makeProject({ member_role: role }) },
    [`GET ${MEMBERS}`]: { body: [graceMembership] },
    "GET /api/workspaces/acme/members/": {
      body: [
        { id: "wm2", member: grace, role: 20 },
        { id: "wm3", member: linus, role: 15 },
        { id: "wm4", member: guestOnly, role: 5 },
      ],
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ProjectMembersSettingsPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/settings/members", path: "/:workspaceSlug/projects/:projectId/settings/members" },
  );
  return { ...view, net };
}

describe("ProjectMembersSettingsPage", () => {
  it("adds workspace members who are not in the project, with the chosen role", async () => {
    const { user, net } = renderMembers(20, {
      [`POST ${MEMBERS}`]: { status: 201, body: [{ ...graceMembership, id: "pm3", member: linus, role: 20 }] },
    });
    await user.click(await screen.findByRole("button", { name: "Add members" }));
    const dialog = await screen.findByRole("dialog", { name: "Add members" });
    await waitFor(() => expect(within(dialog).getByRole("checkbox", { name: "Linus Torvalds" })).toBeInTheDocument());
    expect(within(dialog).queryByRole("checkbox", { name: "Grace Hopper" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("checkbox", { name: "Linus Torvalds" }));
    const role = within(dialog).getByLabelText("Role for Linus Torvalds");
    expect(role).toHaveValue("15");
    expect(within(role).queryByRole("option", { name: "Admin" })).not.toBeInTheDocument();
    await user.selectOptions(role, "Guest");
    await user.click(within(dialog).getByRole("checkbox", { name: "Gail Guest" }));
    expect(within(dialog).getByLabelText("Role for Gail Guest")).toHaveValue("5");
    await user.click(within(dialog).getByRole("button", { name: "Add to project" }));

    await waitFor(() => expect(net.to(`POST ${MEMBERS}`)).toHaveLength(1));
    expect(net.to(`POST ${MEMBERS}`)[0].body).toEqual({
      members: [
        { member_id: "u3", role: 5 },
        { member_id: "u4", role: 5 },
      ],
    });
  });

  it("changes a role optimistically and restores it when the server refuses", async () => {
    const { user, net } = renderMembers(20, {
      "PATCH /api/workspaces/acme/projects/p1/members/pm2/": {
        status: 400,
        body: { error: "role: the project must keep at least one admin" },
      },
    });
    const select = await screen.findByLabelText("Role of Grace Hopper");
    await user.selectOptions(select, "Guest");
    await waitFor(() => expect(net.to("PATCH /api/workspaces/acme/projects/p1/members/pm2/")).toHaveLength(1));
    expect(net.to("PATCH /api/workspaces/acme/projects/p1/members/pm2/")[0].body).toEqual({ role: 5 });
    expect(await screen.findByText("Couldn't change the role")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Role of Grace Hopper")).toHaveValue("15"));
  });

  it("shows members the list without controls", async () => {
    renderMembers(15);
    expect(await screen.findByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.getByText("Member")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add members" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Role of Grace Hopper")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove Grace Hopper" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave project" })).toBeInTheDocument();
  });
});
