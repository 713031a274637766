import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACME, renderWorkspaceApp, workspaceStubs } from "../../test/workspace-app";

describe("workspace settings", () => {
  it.each([
    ["a member", 15],
    ["a guest", 5],
  ])("tells %s they don't have access, and loads nothing admin-only", async (_who, role) => {
    const net = workspaceStubs(role);
    renderWorkspaceApp("/acme/settings/members");
    expect(await screen.findByRole("heading", { name: "You don't have access" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Members" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite people" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave workspace" })).toBeInTheDocument();
    expect(net.to("GET /api/workspaces/acme/invitations/")).toHaveLength(0);
  });

  it("lets an admin rename the workspace with the URL read-only", async () => {
    let saved = {};
    const net = workspaceStubs(20, {
      "GET /api/users/me/workspaces/": () => ({ body: [{ ...ACME, ...saved }] }),
      "PATCH /api/workspaces/acme/": (request) => {
        saved = request.body as object;
        return { body: { ...ACME, ...saved } };
      },
    });
    const { user } = renderWorkspaceApp("/acme/settings");
    expect(await screen.findByRole("heading", { name: "General" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Workspace settings" })).toBeInTheDocument();
    expect(screen.getByLabelText("Workspace URL")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Organization size")).toHaveValue("2-10");

    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Acme Inc");
    await user.selectOptions(screen.getByLabelText("Organization size"), "11-50");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(net.to("PATCH /api/workspaces/acme/")).toHaveLength(1));
    expect(net.to("PATCH /api/workspaces/acme/")[0].body).toEqual({ name: "Acme Inc", organization_size: "11-50" });
    // Asserted inside waitFor: once the browser is idle, LazyMenu swaps the switcher's placeholder trigger
    // for the real menu's, and `expect(await findByRole(…))` could be left holding the detached one.
    await waitFor(() => expect(screen.getByRole("button", { name: /Workspace: Acme Inc/ })).toBeInTheDocument());
  });

  it("deletes the workspace only after the slug is typed", async () => {
    const net = workspaceStubs(20, { "DELETE /api/workspaces/acme/": { status: 204 } });
    const { user, router } = renderWorkspaceApp("/acme/settings");
    await user.click(await screen.findByRole("button", { name: "Delete workspace" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete workspace" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), "acme");
    await user.click(confirm);
    await waitFor(() => expect(net.to("DELETE /api/workspaces/acme/")).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/acme/settings"));
  });
});
