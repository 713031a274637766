import type { WorkspaceInvitation } from "@hangar/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { InvitationList } from "./invitation-list";

const invitation = {
  id: "inv-1",
  email: "ada@example.com",
  role: 20,
  workspace: { id: "w-beta", name: "Beta Team", slug: "beta", logo_url: null },
} as WorkspaceInvitation;
const me = { id: "u1", email: "ada@example.com", display_name: "ada" };

describe("InvitationList for an unverified address", () => {
  it("says why the invitation waits and how to verify, and shows the server's refusal", async () => {
    stubFetch({
      "GET /api/users/me/": { body: { ...me, is_email_verified: false } },
      "POST /api/users/me/workspaces/invitations/": {
        status: 403,
        body: {
          error:
            "Verify your email address to accept invitations: open the invitation link from your mailbox, or send yourself a verification link.",
        },
      },
    });
    const onAccepted = vi.fn();
    const { user: u } = renderWithApp(<InvitationList invitations={[invitation]} onAccepted={onAccepted} />);
    expect(await screen.findByText(/Invitations can be accepted only from a verified address/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send verification link" })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByText(/^Verify your email address to accept invitations/)).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("shows no banner to a verified user", async () => {
    const net = stubFetch({ "GET /api/users/me/": { body: { ...me, is_email_verified: true } } });
    renderWithApp(<InvitationList invitations={[invitation]} onAccepted={vi.fn()} />);
    await vi.waitFor(() => expect(net.to("GET /api/users/me/")).toHaveLength(1));
    expect(await screen.findByText("Beta Team")).toBeInTheDocument();
    expect(screen.queryByText("Verify your email address")).not.toBeInTheDocument();
  });
});
