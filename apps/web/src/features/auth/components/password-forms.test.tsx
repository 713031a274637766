import { AUTH_ERROR, loadPasswordEstimator } from "@hangar/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authError, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SetPasswordForm } from "./set-password-form";

// The strength meter's dictionaries load lazily; load them once up front instead of inside a test's budget.
beforeAll(() => loadPasswordEstimator(), 60_000);

describe("ForgotPasswordForm", () => {
  it("asks for a reset link and confirms where it went", async () => {
    const net = stubFetch({ "POST /auth/forgot-password/": { body: { message: "ok" } } });
    const { user: u } = renderWithApp(<ForgotPasswordForm defaultEmail="ada@example.com" />);
    await u.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/We sent a reset link to ada@example.com/)).toBeInTheDocument();
    expect(net.to("POST /auth/forgot-password/")[0].body).toEqual({ email: "ada@example.com" });
  });

  it("shows an unknown account (5060) under the email field", async () => {
    stubFetch({ "POST /auth/forgot-password/": authError(AUTH_ERROR.USER_DOES_NOT_EXIST, "No account exists with this email.") });
    const { user: u } = renderWithApp(<ForgotPasswordForm />);
    await u.type(screen.getByLabelText("Email"), "nobody@example.com");
    await u.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("No account exists with this email."));
  });
});

describe("ResetPasswordForm", () => {
  it("sets a strong new password with the link's uidb64 and token", async () => {
    const signedIn = { id: "u1", email: "ada@example.com" };
    const net = stubFetch({ "POST /auth/reset-password/": { body: signedIn } });
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<ResetPasswordForm uidb64="dWlk" token="tok" email="ada@example.com" onDone={onDone} />);
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    const submit = screen.getByRole("button", { name: "Set password" });
    await u.type(screen.getByLabelText("Password"), "short");
    expect(submit).toBeDisabled();
    await u.type(screen.getByLabelText("Password"), "-Pass1");
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(signedIn));
    expect(net.to("POST /auth/reset-password/")[0].body).toEqual({ uidb64: "dWlk", token: "tok", password: "short-Pass1" });
  });

  it("shows an expired link (5130) as a banner with a way to ask again", async () => {
    stubFetch({ "POST /auth/reset-password/": authError(AUTH_ERROR.EXPIRED_PASSWORD_TOKEN, "The reset link has expired.") });
    const { user: u } = renderWithApp(<ResetPasswordForm uidb64="dWlk" token="tok" email={null} onDone={vi.fn()} />);
    await u.type(screen.getByLabelText("Password"), "Longer-pass1");
    await waitFor(() => expect(screen.getByRole("button", { name: "Set password" })).toBeEnabled());
    await u.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The reset link has expired.");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/accounts/forgot-password");
  });

  it("explains an incomplete link", () => {
    stubFetch();
    renderWithApp(<ResetPasswordForm uidb64={null} token={null} email={null} onDone={vi.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This reset link is incomplete.");
  });
});

describe("SetPasswordForm", () => {
  it("posts the password and shows a weak one (5140) under the field", async () => {
    const net = stubFetch({
      "POST /auth/set-password/": authError(AUTH_ERROR.INVALID_NEW_PASSWORD, "Password is too weak."),
    });
    const onDone = vi.fn();
    const { user: u } = renderWithApp(<SetPasswordForm email="ada@example.com" onDone={onDone} />);
    await u.type(screen.getByLabelText("Password"), "Longer-pass1");
    await waitFor(() => expect(screen.getByRole("button", { name: "Set password" })).toBeEnabled());
    await u.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is too weak."));
    expect(net.to("POST /auth/set-password/")[0].body).toEqual({ password: "Longer-pass1" });
    expect(onDone).not.toHaveBeenCalled();
  });
});
