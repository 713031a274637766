import { AUTH_ERROR, loadPasswordEstimator, type NotificationPreferences, type UserProfile } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryKeys } from "../../lib/query-keys";
import { useThemeStore } from "../../lib/theme";
import { ADA, STAMP } from "../../test/builders";
import { authError, type StubReply, stubFetch } from "../../test/fetch-stub";
import { createTestQueryClient, renderWithApp } from "../../test/render";
import { ChangePasswordForm } from "../auth/pages";
import { AppearanceForm } from "./components/appearance-form";
import { DatePreferencesForm } from "./components/date-preferences-form";
import { DeactivateAccount } from "./components/deactivate-account";
import { NotificationPreferencesForm } from "./components/notification-preferences-form";
import { ProfileForm } from "./components/profile-form";
import { SessionsList } from "./components/sessions-list";

const PROFILE: UserProfile = {
  id: "p1",
  user: ADA.id,
  role: null,
  last_workspace_id: null,
  theme: {},
  onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true },
  is_onboarded: true,
  is_tour_completed: true,
  use_case: null,
  billing_address_country: null,
  billing_address: null,
  has_billing_address: false,
  language: "en",
  timezone: null,
  date_format: "auto",
  time_format: "auto",
  created_at: STAMP,
  updated_at: STAMP,
};

const ALL_ON: NotificationPreferences = {
  property_change: true,
  state_change: true,
  issue_completed: true,
  comment: true,
  mention: true,
};

/** Renders with the signed-in user and profile already loaded, and the toaster that shows failures. */
function renderSignedIn(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.me, ADA);
  queryClient.setQueryData(queryKeys.profile, PROFILE);
  return renderWithApp(
    <>
      {ui}
      <Toaster />
    </>,
    { queryClient },
  );
}

/** A reply that waits until the test lets it go, to look at the screen while the call is in flight. */
function held(reply: StubReply) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async () => {
    await gate;
    return reply;
  };
  return { handler, release: () => release() };
}

afterEach(() => useThemeStore.getState().setPreference("system"));

describe("email notification preferences", () => {
  it("flips a switch at once and sends only that preference", async () => {
    const save = held({ body: { ...ALL_ON, comment: false } });
    const net = stubFetch({
      "GET /api/users/me/notification-preferences/": { body: ALL_ON },
      "PATCH /api/users/me/notification-preferences/": save.handler,
    });
    const { user } = renderSignedIn(<NotificationPreferencesForm />);
    const comments = await screen.findByRole("switch", { name: "Comments" });
    expect(comments).toBeChecked();
    await user.click(comments);
    expect(comments).not.toBeChecked();
    save.release();
    await waitFor(() => expect(net.to("PATCH /api/users/me/notification-preferences/")).toHaveLength(1));
    expect(net.to("PATCH /api/users/me/notification-preferences/")[0].body).toEqual({ comment: false });
    expect(screen.getByRole("switch", { name: "Mentions" })).toBeChecked();
  });

  it("puts the switch back and says so when the server refuses", async () => {
    stubFetch({
      "GET /api/users/me/notification-preferences/": { body: ALL_ON },
      "PATCH /api/users/me/notification-preferences/": {
        status: 500,
        body: { error: "Something went wrong. Please try again." },
      },
    });
    const { user } = renderSignedIn(<NotificationPreferencesForm />);
    const mentions = await screen.findByRole("switch", { name: "Mentions" });
    await user.click(mentions);
    expect(await screen.findByText("Couldn't save your email preference")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Mentions" })).toBeChecked());
  });
});

describe("profile form", () => {
  it("saves the changed names only, and shows them at once wherever the user appears", async () => {
    const net = stubFetch({ "PATCH /api/users/me/": ({ body }) => ({ body: { ...ADA, ...(body as object) } }) });
    const { user, queryClient } = renderSignedIn(<ProfileForm user={ADA} />);
    const displayName = screen.getByLabelText("Display name");
    await user.clear(displayName);
    await user.type(displayName, "countess");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(net.to("PATCH /api/users/me/")).toHaveLength(1));
    expect(net.to("PATCH /api/users/me/")[0].body).toEqual({ display_name: "countess" });
    expect(queryClient.getQueryData<typeof ADA>(queryKeys.me)?.display_name).toBe("countess");
  });

  it("refuses a display name with spaces before asking, and shows the server's field error under its field", async () => {
    const net = stubFetch({ "PATCH /api/users/me/": { status: 400, body: { error: "first_name: cannot be empty" } } });
    const { user, queryClient } = renderSignedIn(<ProfileForm user={ADA} />);
    const displayName = screen.getByLabelText("Display name");
    await user.clear(displayName);
    await user.type(displayName, "ada l");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(displayName).toHaveAccessibleDescription("Display name cannot contain spaces"));
    expect(net.to("PATCH /api/users/me/")).toHaveLength(0);

    await user.clear(displayName);
    await user.type(displayName, "ada");
    await user.type(screen.getByLabelText("First name"), "x");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Cannot be empty"));
    expect(queryClient.getQueryData<typeof ADA>(queryKeys.me)?.first_name).toBe("Ada");
  });
});

describe("date and time preferences", () => {
  it("saves each choice (time zone, date pattern, clock) on its own as it is picked", async () => {
    const save = held({ body: { ...PROFILE, time_format: "24h" } });
    const net = stubFetch({ "PATCH /api/users/me/profile/": save.handler });
    const { user } = renderSignedIn(<DatePreferencesForm profile={PROFILE} />);
    await user.selectOptions(screen.getByLabelText("Time format"), "24h");
    expect(net.to("PATCH /api/users/me/profile/")[0].body).toEqual({ time_format: "24h" });
    save.release();
    await user.selectOptions(screen.getByLabelText("Time zone"), "Asia/Tokyo");
    await user.selectOptions(screen.getByLabelText("Date format"), "dd.MM.yyyy");
    await waitFor(() => expect(net.to("PATCH /api/users/me/profile/")).toHaveLength(3));
    expect(net.to("PATCH /api/users/me/profile/").map((r) => r.body)).toEqual([
      { time_format: "24h" },
      { timezone: "Asia/Tokyo" },
      { date_format: "dd.MM.yyyy" },
    ]);
  });
});

describe("sessions", () => {
  const sessions = [
    {
      id: "s1",
      user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
      ip: "10.0.0.1",
      created_at: STAMP,
      expires_at: STAMP,
      is_current: true,
    },
    {
      id: "s2",
      user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1",
      ip: "10.0.0.2",
      created_at: STAMP,
      expires_at: STAMP,
      is_current: false,
    },
    {
      id: "s3",
      user_agent: "Mozilla/5.0 (Windows NT 10.0) Firefox/130.0",
      ip: "10.0.0.3",
      created_at: STAMP,
      expires_at: STAMP,
      is_current: false,
    },
  ];

  it("marks this device, signs out one other session, then all the others", async () => {
    let live = [...sessions];
    const net = stubFetch({
      "GET /api/users/me/sessions/": () => ({ body: live }),
      "DELETE /api/users/me/sessions/s2/": () => {
        live = live.filter((s) => s.id !== "s2");
        return { status: 204 };
      },
      "POST /api/users/me/sessions/sign-out-others/": () => {
        live = live.filter((s) => s.is_current);
        return { body: { signed_out: 1 } };
      },
    });
    const { user } = renderSignedIn(<SessionsList />);
    const current = (await screen.findByText("Chrome on Linux")).closest("li") as HTMLElement;
    expect(within(current).getByText("This device")).toBeInTheDocument();
    expect(within(current).queryByRole("button", { name: /Sign out/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out Safari on iOS" }));
    await waitFor(() => expect(screen.queryByText("Safari on iOS")).toBeNull());
    expect(net.to("DELETE /api/users/me/sessions/s2/")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Sign out all other sessions" }));
    await waitFor(() => expect(screen.queryByText("Firefox on Windows")).toBeNull());
    expect(net.to("POST /api/users/me/sessions/sign-out-others/")).toHaveLength(1);
    expect(screen.getByText("Chrome on Linux")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });

  it("brings a session back when the server refuses to end it", async () => {
    stubFetch({
      "GET /api/users/me/sessions/": { body: sessions },
      "DELETE /api/users/me/sessions/s3/": { status: 404, body: { error: "Session not found" } },
    });
    const { user } = renderSignedIn(<SessionsList />);
    await user.click(await screen.findByRole("button", { name: "Sign out Firefox on Windows" }));
    expect(await screen.findByText("Couldn't sign out that session")).toBeInTheDocument();
    expect(screen.getByText("Firefox on Windows")).toBeInTheDocument();
  });
});

describe("deactivation", () => {
  it("asks for the email typed out, and shows the server's refusal for a workspace's only admin", async () => {
    const refusal =
      "You cannot deactivate your account as you are the only admin of: Acme (acme). Make another member an admin or delete the workspace first.";
    const net = stubFetch({ "DELETE /api/users/me/": { status: 400, body: { error: refusal } } });
    const { user } = renderSignedIn(<DeactivateAccount user={ADA} />);
    await user.click(screen.getByRole("button", { name: "Deactivate account" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Deactivate account" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox"), ADA.email);
    await user.click(confirm);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(net.to("DELETE /api/users/me/")).toHaveLength(1);
  });
});

describe("appearance", () => {
  it("applies the theme at once and stores it on the profile", async () => {
    const net = stubFetch({ "PATCH /api/users/me/profile/": { body: { ...PROFILE, theme: { theme: "dark" } } } });
    const { user } = renderSignedIn(<AppearanceForm />);
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement).toHaveClass("dark");
    await waitFor(() => expect(net.to("PATCH /api/users/me/profile/")).toHaveLength(1));
    expect(net.to("PATCH /api/users/me/profile/")[0].body).toEqual({ theme: { theme: "dark" } });
  });

  it("goes back to the previous theme with the spec's message when the save fails", async () => {
    stubFetch({ "PATCH /api/users/me/profile/": { status: 500, body: { error: "Something went wrong. Please try again." } } });
    useThemeStore.getState().setPreference("light");
    const { user } = renderSignedIn(<AppearanceForm />);
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(await screen.findByText("Failed to update user profile theme")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Light" })).toBeChecked());
    expect(document.documentElement).not.toHaveClass("dark");
  });
});

describe("password", () => {
  beforeAll(() => loadPasswordEstimator(), 60_000);

  it("changes the password with the current one, and shows a wrong one under its field", async () => {
    const net = stubFetch({
      "POST /auth/change-password/": ({ body }) =>
        (body as { old_password: string }).old_password === "right-Horse-Battery"
          ? { body: { message: "Password changed." } }
          : authError(AUTH_ERROR.INCORRECT_OLD_PASSWORD, "The old password is incorrect."),
    });
    const { user } = renderSignedIn(<ChangePasswordForm user={ADA} />);
    await user.type(screen.getByLabelText("Current password"), "wrong-one");
    await user.type(screen.getByLabelText("New password"), "plum-Vivid-Kettle-9");
    const submit = screen.getByRole("button", { name: "Change password" });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("The old password is incorrect."),
    );
    await user.clear(screen.getByLabelText("Current password"));
    await user.type(screen.getByLabelText("Current password"), "right-Horse-Battery");
    await user.click(submit);
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(net.to("POST /auth/change-password/").at(-1)?.body).toEqual({
      old_password: "right-Horse-Battery",
      new_password: "plum-Vivid-Kettle-9",
    });
  });

  it("offers to set a first password on an account made with a mailed code", async () => {
    const net = stubFetch({ "POST /auth/set-password/": { body: { message: "Password set." } } });
    const { user } = renderSignedIn(<ChangePasswordForm user={{ ...ADA, is_password_autoset: true }} />);
    expect(screen.queryByLabelText("Current password")).toBeNull();
    await user.type(screen.getByLabelText("New password"), "plum-Vivid-Kettle-9");
    const submit = screen.getByRole("button", { name: "Set password" });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(net.to("POST /auth/set-password/")).toHaveLength(1));
    expect(net.to("POST /auth/set-password/")[0].body).toEqual({ password: "plum-Vivid-Kettle-9" });
  });
});
