import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { UnverifiedEmailBanner } from "./unverified-email-banner";
import { VerifyEmail } from "./verify-email";

const me = { id: "u1", email: "ada@example.com", display_name: "ada", is_email_verified: false };

describe("UnverifiedEmailBanner", () => {
  it("tells an unverified user why it matters and sends the verification link again on request", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "POST /api/users/me/email-verification/": { body: { message: "We sent a verification link to ada@example.com." } },
    });
    const { user: u } = renderWithApp(<UnverifiedEmailBanner reason="Invitations wait for a verified address." />);
    expect(await screen.findByText("Verify your email address")).toBeInTheDocument();
    expect(screen.getByText(/Invitations wait for a verified address/)).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Send verification link" }));
    expect(await screen.findByText(/Verification link sent to ada@example.com/)).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Send the link again" }));
    await waitFor(() => expect(net.to("POST /api/users/me/email-verification/")).toHaveLength(2));
    expect(net.to("POST /api/users/me/email-verification/")[0].headers["x-csrftoken"]).toBe("test-csrf-token");
  });

  it("shows the server's reason when the link cannot be sent", async () => {
    stubFetch({
      "GET /api/users/me/": { body: me },
      "POST /api/users/me/email-verification/": {
        status: 429,
        body: { error_code: 5900, error_message: "Too many attempts for this account. Try again in 15 minutes." },
      },
    });
    const { user: u } = renderWithApp(<UnverifiedEmailBanner />);
    await u.click(await screen.findByRole("button", { name: "Send verification link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts for this account. Try again in 15 minutes.");
  });

  it("renders nothing for a verified address", async () => {
    const net = stubFetch({ "GET /api/users/me/": { body: { ...me, is_email_verified: true } } });
    const { container } = renderWithApp(<UnverifiedEmailBanner />);
    await waitFor(() => expect(net.to("GET /api/users/me/")).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe("VerifyEmail", () => {
  it("uses the link's token once and says the address is verified", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "POST /api/users/me/email-verification/confirm/": { body: { ...me, is_email_verified: true } },
    });
    renderWithApp(<VerifyEmail token="tok-123" />);
    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com is verified/)).toBeInTheDocument();
    expect(net.to("POST /api/users/me/email-verification/confirm/").map((r) => r.body)).toEqual([{ token: "tok-123" }]);
  });

  it("explains an expired link and offers a new one", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "POST /api/users/me/email-verification/confirm/": {
        status: 400,
        body: { error: "This verification link has expired. Send a new one from Hangar." },
      },
      "POST /api/users/me/email-verification/": { body: { message: "sent" } },
    });
    const { user: u } = renderWithApp(<VerifyEmail token="old" />);
    expect(await screen.findByText("This verification link has expired. Send a new one from Hangar.")).toBeInTheDocument();
    await u.click(await screen.findByRole("button", { name: "Send verification link" }));
    await waitFor(() => expect(net.to("POST /api/users/me/email-verification/")).toHaveLength(1));
  });
});
