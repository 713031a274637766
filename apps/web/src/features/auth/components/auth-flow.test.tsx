import { AUTH_ERROR, loadPasswordEstimator } from "@hangar/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authError, DEFAULT_INSTANCE, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { AuthFlow, type AuthMode } from "./auth-flow";

// The strength meter's dictionaries load lazily; load them once up front instead of inside a test's budget.
beforeAll(() => loadPasswordEstimator(), 60_000);

const user = { id: "u1", email: "ada@example.com", first_name: "", last_name: "", display_name: "ada" };

function renderFlow(mode: AuthMode = "sign-in") {
  const onAuthenticated = vi.fn();
  const view = renderWithApp(<AuthFlow mode={mode} onAuthenticated={onAuthenticated} />);
  return { ...view, onAuthenticated };
}

describe("AuthFlow email step", () => {
  it("validates the email locally, then checks it and moves to the password step", async () => {
    const net = stubFetch({ "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } } });
    const { user: u } = renderFlow();

    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();

    await u.type(screen.getByLabelText("Email"), "not-an-email");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(net.to("POST /auth/email-check/")).toHaveLength(0);

    await u.clear(screen.getByLabelText("Email"));
    await u.type(screen.getByLabelText("Email"), "Ada@Example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    const [check] = net.to("POST /auth/email-check/");
    expect(check.body).toEqual({ email: "ada@example.com" });
    expect(check.headers["x-csrftoken"]).toBe("test-csrf-token");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });

  it("shows an email error code under the email field", async () => {
    stubFetch({ "POST /auth/email-check/": authError(AUTH_ERROR.INVALID_EMAIL, "The email address is not valid.") });
    const { user: u } = renderFlow();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("The email address is not valid."));
  });

  it("shows a deactivated account (5019) as a banner, not under a field", async () => {
    stubFetch({
      "POST /auth/email-check/": authError(AUTH_ERROR.USER_ACCOUNT_DEACTIVATED, "Your account has been deactivated."),
    });
    const { user: u } = renderFlow();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your account has been deactivated.");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription();
  });
});

describe("AuthFlow password step", () => {
  it("signs in and reports an incorrect password (5020) under the password field", async () => {
    const net = stubFetch({
      "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } },
      "POST /auth/sign-in/": ({ body }) =>
        (body as { password: string }).password === "right-Pass1"
          ? { body: user }
          : authError(AUTH_ERROR.INVALID_PASSWORD, "The password is incorrect."),
    });
    const { user: u, onAuthenticated } = renderFlow();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    await u.type(await screen.findByLabelText("Password"), "wrong-pass");
    await u.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("The password is incorrect."));
    expect(onAuthenticated).not.toHaveBeenCalled();

    await u.clear(screen.getByLabelText("Password"));
    await u.type(screen.getByLabelText("Password"), "right-Pass1");
    expect(screen.queryByText("The password is incorrect.")).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(user));
    expect(net.to("POST /auth/sign-in/").map((r) => r.body)).toEqual([
      { email: "ada@example.com", password: "wrong-pass" },
      { email: "ada@example.com", password: "right-Pass1" },
    ]);
  });

  it("toggles password visibility", async () => {
    stubFetch({ "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } } });
    const { user: u } = renderFlow();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    const input = await screen.findByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await u.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await u.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("shows the password strength states while a new user types, then creates the account", async () => {
    const net = stubFetch({
      "POST /auth/email-check/": { body: { existing: false, status: "CREDENTIAL" } },
      "POST /auth/sign-up/": { body: user },
    });
    const { user: u, onAuthenticated } = renderFlow("sign-up");
    expect(screen.getByRole("heading", { name: "Create your Hangar account" })).toBeInTheDocument();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    const password = await screen.findByLabelText("Password");
    const create = screen.getByRole("button", { name: "Create account" });
    const meter = () => document.querySelector("[data-strength]");

    expect(meter()).toHaveAttribute("data-strength", "empty");
    expect(screen.getByText(/Use at least 8 characters/)).toBeInTheDocument();
    expect(create).toBeDisabled();

    await u.type(password, "abc");
    expect(meter()).toHaveAttribute("data-strength", "length not valid");
    expect(screen.getByText(/Too short/)).toBeInTheDocument();
    expect(create).toBeDisabled();

    await u.clear(password);
    await u.type(password, "Password1");
    await waitFor(() => expect(meter()).toHaveAttribute("data-strength", "strength not valid"));
    expect(screen.getByText(/Password is too weak: this is a commonly used password/)).toBeInTheDocument();
    expect(create).toBeDisabled();

    await u.clear(password);
    await u.type(password, "plum-Vivid-Kettle");
    await waitFor(() => expect(meter()).toHaveAttribute("data-strength", "strength valid"));
    expect(screen.getByText("Strong password.")).toBeInTheDocument();
    expect(create).toBeEnabled();

    await u.click(create);
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(user));
    expect(net.to("POST /auth/sign-up/")[0].body).toEqual({ email: "ada@example.com", password: "plum-Vivid-Kettle" });
  });

  it("hides the code option when the instance disables magic codes", async () => {
    stubFetch({
      "GET /api/instances/": {
        body: { ...DEFAULT_INSTANCE, config: { ...DEFAULT_INSTANCE.config, is_magic_login_enabled: false } },
      },
      "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } },
    });
    const { user: u } = renderFlow();
    await u.type(screen.getByLabelText("Email"), "ada@example.com");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByLabelText("Password");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Sign in with a code instead" })).not.toBeInTheDocument());
  });
});
