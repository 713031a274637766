import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { InviteStep } from "./invite-step";

const workspace = { slug: "acme", name: "Acme" };

describe("InviteStep", () => {
  it("posts every filled row with its role", async () => {
    const net = stubFetch({ "POST /api/workspaces/acme/invitations/": { status: 201, body: [] } });
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<InviteStep workspace={workspace} onDone={onDone} />);

    await u.type(screen.getByLabelText("Email"), "Grace@Example.com");
    await u.click(screen.getByRole("button", { name: "Add another" }));
    await u.click(screen.getByRole("button", { name: "Add another" }));
    const emails = screen.getAllByLabelText("Email");
    const roles = screen.getAllByLabelText("Role");
    expect(emails).toHaveLength(3);
    expect(roles[0]).toHaveValue("15");

    await u.type(emails[1], "linus@example.com");
    await u.selectOptions(roles[1], "Admin");
    await u.selectOptions(roles[0], "Guest");
    await u.click(screen.getByRole("button", { name: "Send invites" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [post] = net.to("POST /api/workspaces/acme/invitations/");
    expect(post.body).toEqual({
      emails: [
        { email: "grace@example.com", role: 5 },
        { email: "linus@example.com", role: 20 },
      ],
    });
  });

  it("flags invalid and duplicate emails and sends nothing", async () => {
    const net = stubFetch();
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<InviteStep workspace={workspace} onDone={onDone} />);
    await u.type(screen.getByLabelText("Email"), "not-an-email");
    await u.click(screen.getByRole("button", { name: "Add another" }));
    await u.click(screen.getByRole("button", { name: "Send invites" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();

    await u.clear(screen.getAllByLabelText("Email")[0]);
    await u.type(screen.getAllByLabelText("Email")[0], "a@example.com");
    await u.type(screen.getAllByLabelText("Email")[1], "A@example.com");
    await u.click(screen.getByRole("button", { name: "Send invites" }));
    expect(await screen.findByText("This email is already in the list.")).toBeInTheDocument();
    expect(net.to("POST /api/workspaces/acme/invitations/")).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("can be skipped without inviting anyone", async () => {
    const net = stubFetch();
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<InviteStep workspace={workspace} onDone={onDone} />);
    await u.click(screen.getByRole("button", { name: "Skip" }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(net.requests).toHaveLength(0);
  });

  it("shows a server error as a banner", async () => {
    stubFetch({
      "POST /api/workspaces/acme/invitations/": { status: 403, body: { error: "You don't have the required permissions." } },
    });
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<InviteStep workspace={workspace} onDone={onDone} />);
    await u.type(screen.getByLabelText("Email"), "grace@example.com");
    await u.click(screen.getByRole("button", { name: "Send invites" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You don't have the required permissions.");
    expect(onDone).not.toHaveBeenCalled();
  });
});
