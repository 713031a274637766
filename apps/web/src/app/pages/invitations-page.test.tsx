import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { InvitationsPage } from "./invitations-page";

const invitation = {
  id: "inv-1",
  email: "ada@example.com",
  role: 20,
  workspace: { id: "w-beta", name: "Beta Team", slug: "beta", logo_url: null },
};

describe("InvitationsPage", () => {
  it("accepts an invitation and offers a way into the workspace", async () => {
    let accepted = false;
    const net = stubFetch({
      "GET /api/users/me/workspaces/invitations/": () => ({ body: accepted ? [] : [invitation] }),
      "POST /api/users/me/workspaces/invitations/": () => {
        accepted = true;
        return { body: {} };
      },
    });
    const { user: u } = renderWithApp(<InvitationsPage />, { route: "/invitations" });
    const row = (await screen.findByText("Beta Team")).closest("li") as HTMLElement;
    expect(within(row).getByText("Invited as Admin")).toBeInTheDocument();
    await u.click(within(row).getByRole("button", { name: "Accept" }));

    expect(await screen.findByRole("link", { name: "Go to workspace" })).toHaveAttribute("href", "/beta/");
    expect(net.to("POST /api/users/me/workspaces/invitations/")[0].body).toEqual({ invitations: ["inv-1"] });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument());
  });

  it("explains when there is nothing to accept", async () => {
    stubFetch({ "GET /api/users/me/workspaces/invitations/": { body: [] } });
    renderWithApp(<InvitationsPage />, { route: "/invitations" });
    expect(await screen.findByRole("heading", { name: "No pending invitations" })).toBeInTheDocument();
  });
});
