import { loadPasswordEstimator } from "@hangar/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { NewPasswordForm } from "./new-password-form";
import { PasswordStrengthMeter } from "./password-strength";

beforeAll(() => loadPasswordEstimator(), 60_000);

const meter = () => document.querySelector("[data-strength]");

describe("PasswordStrengthMeter", () => {
  it("says it is still checking while the estimator loads", () => {
    renderWithApp(<PasswordStrengthMeter check={null} />);
    expect(meter()).toHaveAttribute("data-strength", "checking");
    expect(screen.getByText(/Checking the password's strength/)).toBeInTheDocument();
  });

  it("says the server will judge when the estimator could not load", () => {
    renderWithApp(<PasswordStrengthMeter check={null} unavailable />);
    expect(screen.getByText(/checked when you submit/)).toBeInTheDocument();
  });
});

describe("NewPasswordForm strength", () => {
  it("refuses 'Password1' with the estimator's reason, as the server does", async () => {
    stubFetch();
    const onSubmit = vi.fn();
    const { user: u } = renderWithApp(<NewPasswordForm submitLabel="Set password" onSubmit={onSubmit} />);
    const submit = screen.getByRole("button", { name: "Set password" });
    await u.type(screen.getByLabelText("Password"), "Password1");
    await waitFor(() => expect(meter()).toHaveAttribute("data-strength", "strength not valid"));
    expect(
      screen.getByText("Password is too weak: this is a commonly used password. Try a longer phrase of uncommon words."),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await u.type(screen.getByLabelText("Password"), "{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("counts the account's own email against the password", async () => {
    stubFetch();
    const { user: u } = renderWithApp(
      <NewPasswordForm email="zanzibarquokka@example.com" submitLabel="Set password" onSubmit={vi.fn()} />,
    );
    await u.type(screen.getByLabelText("Password"), "zanzibarquokka1");
    await waitFor(() => expect(meter()).toHaveAttribute("data-strength", "strength not valid"));
  });

  it("accepts a strong passphrase and submits it", async () => {
    stubFetch();
    const onSubmit = vi.fn();
    const { user: u } = renderWithApp(<NewPasswordForm submitLabel="Set password" onSubmit={onSubmit} />);
    await u.type(screen.getByLabelText("Password"), "plum-Vivid-Kettle");
    await waitFor(() => expect(meter()).toHaveAttribute("data-strength", "strength valid"));
    expect(screen.getByText("Strong password.")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Set password" }));
    expect(onSubmit).toHaveBeenCalledWith("plum-Vivid-Kettle");
  });
});
