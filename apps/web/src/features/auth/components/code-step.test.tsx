import { AUTH_ERROR } from "@hangar/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { authError, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { AuthFlow } from "./auth-flow";

const user = { id: "u1", email: "ada@example.com" };

async function reachCodeStep(routes: Parameters<typeof stubFetch>[0]) {
  const net = stubFetch({
    "POST /auth/email-check/": { body: { existing: true, status: "MAGIC_CODE" } },
    "POST /auth/magic-generate/": { body: { key: "magic_ada@example.com" } },
    ...routes,
  });
  const onAuthenticated = vi.fn();
  const view = renderWithApp(<AuthFlow mode="sign-in" onAuthenticated={onAuthenticated} />);
  await view.user.type(screen.getByLabelText("Email"), "ada@example.com");
  await view.user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByLabelText("Code");
  return { ...view, net, onAuthenticated };
}

describe("AuthFlow code step", () => {
  it("mails a code for MAGIC_CODE accounts and signs in with the 6 digits", async () => {
    const { user: u, net, onAuthenticated } = await reachCodeStep({ "POST /auth/magic-sign-in/": { body: user } });
    expect(net.to("POST /auth/magic-generate/")[0].body).toEqual({ email: "ada@example.com" });
    expect(screen.getByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Use a password instead" })).not.toBeInTheDocument();

    await u.type(screen.getByLabelText("Code"), "12345");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter the 6-digit code from the email.")).toBeInTheDocument();
    expect(net.to("POST /auth/magic-sign-in/")).toHaveLength(0);

    await u.type(screen.getByLabelText("Code"), "6");
    expect(screen.getByLabelText("Code")).toHaveValue("123456");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(user));
    expect(net.to("POST /auth/magic-sign-in/")[0].body).toEqual({ email: "ada@example.com", code: "123456" });
  });

  it("shows an invalid code (5090) under the code field", async () => {
    const { user: u } = await reachCodeStep({
      "POST /auth/magic-sign-in/": authError(AUTH_ERROR.INVALID_MAGIC_CODE, "The code is not valid."),
    });
    await u.type(screen.getByLabelText("Code"), "000000");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("The code is not valid."));
  });

  it("switches from the password step to a code on request", async () => {
    const net = stubFetch({
      "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } },
      "POST /auth/magic-generate/": { body: { key: "k" } },
    });
    const { user: u } = renderWithApp(<AuthFlow mode="sign-in" onAuthenticated={vi.fn()} />);
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await u.click(await screen.findByRole("button", { name: "Sign in with a code instead" }));

    expect(await screen.findByLabelText("Code")).toBeInTheDocument();
    expect(net.to("POST /auth/magic-generate/")).toHaveLength(1);
    await u.click(screen.getByRole("button", { name: "Use a password instead" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
  });

  it("shows a rate limit (5900) from code generation as a banner", async () => {
    stubFetch({
      "POST /auth/email-check/": { body: { existing: true, status: "MAGIC_CODE" } },
      "POST /auth/magic-generate/": authError(AUTH_ERROR.RATE_LIMIT_EXCEEDED, "Too many requests. Please try again later.", 429),
    });
    const { user: u } = renderWithApp(<AuthFlow mode="sign-in" onAuthenticated={vi.fn()} />);
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
  });
});
