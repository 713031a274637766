import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { JoinInvitationPage } from "./join-invitation-page";

const ROUTE = "/workspace-invitations/?invitation_id=inv-1&email=ada%40example.com&slug=beta&token=tok-1";
const invitation = {
  id: "inv-1",
  email: "ada@example.com",
  role: 20,
  accepted: false,
  workspace: { id: "w-beta", name: "Beta Team", slug: "beta", logo_url: null },
};
const me = { id: "u1", email: "ada@example.com", display_name: "ada", is_email_verified: false };

describe("JoinInvitationPage", () => {
  it("joins with the mailed token, even for an address not verified yet, and enters the workspace", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
      "POST /api/workspaces/beta/invitations/inv-1/join/": { body: { invitation: { ...invitation, accepted: true } } },
    });
    const { user: u } = renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    expect(await screen.findByText("Beta Team")).toBeInTheDocument();
    expect(screen.getByText("Invited as Admin")).toBeInTheDocument();
    expect(net.to("GET /api/workspaces/beta/invitations/inv-1/join/")[0].query.get("token")).toBe("tok-1");

    await u.click(screen.getByRole("button", { name: "Join Beta Team" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/beta/"));
    expect(net.to("POST /api/workspaces/beta/invitations/inv-1/join/")[0].body).toEqual({ token: "tok-1" });
  });

  it("says when the invitation was sent to another address than the signed-in one", async () => {
    stubFetch({
      "GET /api/users/me/": { body: { ...me, email: "grace@example.com" } },
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
    });
    renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    expect(await screen.findByText("This invitation is for someone else")).toBeInTheDocument();
    expect(screen.getByText(/signed in as grace@example.com, but it was sent to ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal, such as a link that is not valid", async () => {
    stubFetch({
      "GET /api/users/me/": { body: me },
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
      "POST /api/workspaces/beta/invitations/inv-1/join/": { status: 403, body: { error: "The invitation link is not valid." } },
    });
    const { user: u } = renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    await u.click(await screen.findByRole("button", { name: "Join Beta Team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The invitation link is not valid.");
  });

  it("declines, leaving the workspace alone, and goes home", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
      "POST /api/workspaces/beta/invitations/inv-1/join/": {
        body: { invitation: { ...invitation, responded_at: "2026-01-01T00:00:00Z" }, workspace: null },
      },
    });
    const { user: u } = renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    await u.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(net.to("POST /api/workspaces/beta/invitations/inv-1/join/")[0].body).toEqual({ token: "tok-1", accepted: false });
  });

  const back = encodeURIComponent(ROUTE);

  it("sends a visitor whose address has an account to sign in with it, and back here", async () => {
    const net = stubFetch({
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
      "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } },
    });
    renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    expect(await screen.findByText("Beta Team")).toBeInTheDocument();
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn).toHaveAttribute("href", `/?email=ada%40example.com&next_path=${back}`);
    expect(net.to("POST /auth/email-check/")[0].body).toEqual({ email: "ada@example.com" });
    expect(screen.queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
  });

  it("sends a visitor without an account to sign up with the invited address filled in", async () => {
    stubFetch({
      "GET /api/workspaces/beta/invitations/inv-1/join/": { body: invitation },
      "POST /auth/email-check/": { body: { existing: false, status: "CREDENTIAL" } },
    });
    renderWithApp(<JoinInvitationPage />, { route: ROUTE, path: "/workspace-invitations" });
    const signUp = await screen.findByRole("link", { name: "Create account" });
    expect(signUp).toHaveAttribute("href", `/sign-up?email=ada%40example.com&next_path=${back}`);
    expect(screen.getByText("Create your Hangar account as ada@example.com to accept.")).toBeInTheDocument();
  });
});
