import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StubHandler } from "../../../test/fetch-stub";
import { membership, person, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const grace = membership("wm2", person("u2", "Grace", "Hopper"), 15);
const linus = membership("wm3", person("u3", "Linus", "Torvalds"), 5);
const pending = {
  id: "inv1",
  email: "new@example.com",
  role: 15,
  accepted: false,
  responded_at: null,
  created_at: "2025-03-01T00:00:00Z",
};

function renderMembers(overrides: Record<string, StubHandler> = {}) {
  const net = workspaceStubs(20, {
    "GET /api/workspaces/acme/members/": { body: [grace, linus] },
    "GET /api/workspaces/acme/invitations/": { body: [pending] },
    ...overrides,
  });
  return { ...renderWorkspaceApp("/acme/settings/members"), net };
}

const rowOf = (email: string) => screen.getByRole("row", { name: new RegExp(email) });

describe("WorkspaceMembersSettingsPage", () => {
  it("lists the caller and the other members, each with their role", async () => {
    renderMembers();
    expect(await screen.findByRole("heading", { name: "Members" })).toBeInTheDocument();
    await screen.findByText("grace@example.com");
    const me = rowOf("ada@example.com");
    expect(within(me).getByText("You")).toBeInTheDocument();
    expect(within(me).getByLabelText("Role")).toHaveValue("20");
    expect(within(me).getByLabelText("Role")).toBeDisabled();
    expect(within(rowOf("grace@example.com")).getByLabelText("Role")).toHaveValue("15");
    expect(within(rowOf("linus@example.com")).getByLabelText("Role")).toHaveValue("5");
    expect(await screen.findByText("new@example.com")).toBeInTheDocument();
  });

  it("links each member's avatar and name to their profile", async () => {
    const { user, router } = renderMembers();
    await screen.findByText("grace@example.com");
    expect(within(rowOf("ada@example.com")).getByRole("link", { name: "Ada Lovelace's profile" })).toHaveAttribute(
      "href",
      "/acme/profile/u1",
    );
    const grace = within(rowOf("grace@example.com")).getByRole("link", { name: "Grace Hopper's profile" });
    expect(grace).toHaveAttribute("href", "/acme/profile/u2");
    await user.click(grace);
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/profile/u2"));
  });

  it("changes a role at once and sends it", async () => {
    let role = 15;
    let answer: () => void = () => {};
    const { user, net } = renderMembers({
      "GET /api/workspaces/acme/members/": () => ({ body: [{ ...grace, role }, linus] }),
      "PATCH /api/workspaces/acme/members/wm2/": (request) =>
        new Promise((resolve) => {
          answer = () => {
            role = (request.body as { role: number }).role;
            resolve({ body: { ...grace, role } });
          };
        }),
    });
    await screen.findByText("grace@example.com");
    await user.selectOptions(within(rowOf("grace@example.com")).getByLabelText("Role"), "Admin");
    await waitFor(() => expect(net.to("PATCH /api/workspaces/acme/members/wm2/")).toHaveLength(1));
    expect(within(rowOf("grace@example.com")).getByLabelText("Role")).toHaveValue("20");
    answer();
    await waitFor(() => expect(net.to("GET /api/workspaces/acme/members/").length).toBeGreaterThan(1));
    expect(within(rowOf("grace@example.com")).getByLabelText("Role")).toHaveValue("20");
    expect(net.to("PATCH /api/workspaces/acme/members/wm2/")[0].body).toEqual({ role: 20 });
  });

  it("puts the role back and says why when the server refuses", async () => {
    const { user, net } = renderMembers({
      "PATCH /api/workspaces/acme/members/wm2/": { status: 400, body: { error: "role: the workspace needs at least one admin" } },
    });
    await screen.findByText("grace@example.com");
    await user.selectOptions(within(rowOf("grace@example.com")).getByLabelText("Role"), "Guest");
    await waitFor(() => expect(net.to("PATCH /api/workspaces/acme/members/wm2/")).toHaveLength(1));
    expect(net.to("PATCH /api/workspaces/acme/members/wm2/")[0].body).toEqual({ role: 5 });
    expect(await screen.findByText("Couldn't change the role")).toBeInTheDocument();
    expect(screen.getByText("role: the workspace needs at least one admin")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("grace@example.com")).getByLabelText("Role")).toHaveValue("15"));
  });

  it("invites people by email with a role each", async () => {
    let invited = false;
    const { user, net } = renderMembers({
      "GET /api/workspaces/acme/invitations/": () => ({
        body: invited ? [pending, { ...pending, id: "inv2", email: "sam@example.com", role: 5 }] : [pending],
      }),
      "POST /api/workspaces/acme/invitations/": () => {
        invited = true;
        return { status: 201, body: [] };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Invite people" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite people" });
    await user.type(within(dialog).getByLabelText("Email"), "grace@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invites" }));
    expect(await within(dialog).findByText("This person is already a member.")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "Sam@Example.com");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Guest");
    await user.click(within(dialog).getByRole("button", { name: "Send invites" }));
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/invitations/")).toHaveLength(1));
    expect(net.to("POST /api/workspaces/acme/invitations/")[0].body).toEqual({ emails: [{ email: "sam@example.com", role: 5 }] });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("sam@example.com")).toBeInTheDocument();
  });

  it("revokes an invitation and removes a member after confirming", async () => {
    let invitations = [pending];
    let members = [grace, linus];
    const { user, net } = renderMembers({
      "GET /api/workspaces/acme/invitations/": () => ({ body: invitations }),
      "GET /api/workspaces/acme/members/": () => ({ body: members }),
      "DELETE /api/workspaces/acme/invitations/inv1/": () => {
        invitations = [];
        return { status: 204 };
      },
      "DELETE /api/workspaces/acme/members/wm3/": () => {
        members = [grace];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Revoke invitation to new@example.com" }));
    await waitFor(() => expect(screen.queryByText("new@example.com")).not.toBeInTheDocument());
    expect(net.to("DELETE /api/workspaces/acme/invitations/inv1/")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Remove Linus Torvalds" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("linus@example.com")).not.toBeInTheDocument());
    expect(net.to("DELETE /api/workspaces/acme/members/wm3/")).toHaveLength(1);
  });
});
