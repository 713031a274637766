import type { User, UserProfile, Workspace } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { OnboardingFlow } from "./onboarding-flow";

const user = {
  id: "u1",
  email: "ada@example.com",
  first_name: "",
  last_name: "",
  display_name: "ada",
  avatar: null,
  is_password_autoset: false,
} as User;

const profile = {
  id: "p1",
  is_onboarded: false,
  onboarding_step: { profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false },
  last_workspace_id: null,
  role: null,
  use_case: null,
} as unknown as UserProfile;

const invitation = {
  id: "inv-1",
  email: "ada@example.com",
  role: 15,
  workspace: { id: "w-beta", name: "Beta Team", slug: "beta", logo_url: null },
};

function stubOnboardingApi(invitations: unknown[] = []) {
  return stubFetch({
    "PATCH /api/users/me/": ({ body }) => ({ body: { ...user, ...(body as object) } }),
    "PATCH /api/users/me/profile/": { body: {} },
    "PATCH /api/users/me/onboard/": { body: {} },
    "GET /api/users/me/workspaces/invitations/": { body: invitations },
    "POST /api/users/me/workspaces/invitations/": { body: {} },
    "GET /api/workspace-slug-check/": { body: { status: true } },
    "POST /api/workspaces/": ({ body }) => ({ status: 201, body: { id: "w-acme", ...(body as object), logo_url: null } }),
    "POST /api/workspaces/acme/invitations/": { status: 201, body: [] },
  });
}

describe("OnboardingFlow", () => {
  it("walks profile → create workspace → invite and lands in the new workspace", async () => {
    const net = stubOnboardingApi();
    const { user: u, router } = renderWithApp(<OnboardingFlow user={user} profile={profile} workspaces={[]} />, {
      route: "/onboarding",
    });

    expect(screen.getByRole("heading", { name: "Tell us about yourself" })).toBeInTheDocument();
    expect(screen.getByLabelText("Display name")).toHaveValue("ada");
    await u.type(screen.getByLabelText("First name"), "Ada");
    await u.type(screen.getByLabelText("Last name"), "Lovelace");
    await u.clear(screen.getByLabelText("Display name"));
    await u.type(screen.getByLabelText("Display name"), "ada lovelace");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Display name can't contain spaces.")).toBeInTheDocument();

    await u.clear(screen.getByLabelText("Display name"));
    await u.type(screen.getByLabelText("Display name"), "ada.l");
    await u.selectOptions(screen.getByLabelText("Role"), "Engineering");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { name: "Set up your workspace" })).toBeInTheDocument();
    expect(net.to("PATCH /api/users/me/")[0].body).toEqual({ first_name: "Ada", last_name: "Lovelace", display_name: "ada.l" });
    expect(net.to("PATCH /api/users/me/profile/")[0].body).toEqual({
      onboarding_step: { profile_complete: true },
      role: "Engineering",
    });

    await u.type(await screen.findByLabelText("Workspace name"), "Acme");
    await u.selectOptions(screen.getByLabelText("Organization size"), "11-50");
    await screen.findByText("This URL is available.");
    await u.click(screen.getByRole("button", { name: "Create workspace" }));

    expect(await screen.findByRole("heading", { name: "Invite your teammates" })).toBeInTheDocument();
    expect(net.to("POST /api/workspaces/")[0].body).toEqual({ name: "Acme", slug: "acme", organization_size: "11-50" });

    await u.type(screen.getByLabelText("Email"), "grace@example.com");
    await u.click(screen.getByRole("button", { name: "Send invites" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/"));
    expect(net.to("POST /api/workspaces/acme/invitations/")[0].body).toEqual({
      emails: [{ email: "grace@example.com", role: 15 }],
    });
    expect(net.to("PATCH /api/users/me/onboard/")[0].body).toEqual({ is_onboarded: true });
    const finalProfile = net.to("PATCH /api/users/me/profile/").at(-1)?.body as Record<string, unknown>;
    expect(finalProfile.last_workspace_id).toBe("w-acme");
  });

  it("lets an invited user accept and go straight to that workspace", async () => {
    const net = stubOnboardingApi([invitation]);
    const done = { ...profile, onboarding_step: { ...profile.onboarding_step, profile_complete: true } };
    const { user: u, router } = renderWithApp(<OnboardingFlow user={user} profile={done} workspaces={[]} />, {
      route: "/onboarding",
    });

    const row = (await screen.findByText("Beta Team")).closest("li") as HTMLElement;
    expect(within(row).getByText("Invited as Member")).toBeInTheDocument();
    await u.click(within(row).getByRole("button", { name: "Accept" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/beta/"));
    expect(net.to("POST /api/users/me/workspaces/invitations/")[0].body).toEqual({ invitations: ["inv-1"] });
    expect(net.to("PATCH /api/users/me/onboard/")).toHaveLength(1);
    const finalProfile = net.to("PATCH /api/users/me/profile/").at(-1)?.body as Record<string, unknown>;
    expect(finalProfile.last_workspace_id).toBe("w-beta");
  });

  it("lets the invite step be skipped", async () => {
    const net = stubOnboardingApi();
    const resumed = {
      ...profile,
      onboarding_step: { ...profile.onboarding_step, profile_complete: true, workspace_create: true },
    };
    const workspaces = [{ id: "w-acme", name: "Acme", slug: "acme" }] as never[];
    const { user: u, router } = renderWithApp(<OnboardingFlow user={user} profile={resumed} workspaces={workspaces} />, {
      route: "/onboarding",
    });
    expect(screen.getByRole("heading", { name: "Invite your teammates" })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/"));
    expect(net.to("POST /api/workspaces/acme/invitations/")).toHaveLength(0);
  });

  it("takes someone who joined through an invitation link straight from the profile into that workspace", async () => {
    const net = stubOnboardingApi();
    const joined = { id: "w-beta", name: "Beta Team", slug: "beta" } as Workspace;
    const { user: u } = renderWithApp(<OnboardingFlow user={user} profile={profile} workspaces={[joined]} />, {
      route: "/onboarding",
    });
    await u.type(screen.getByLabelText("First name"), "Ada");
    await u.type(screen.getByLabelText("Last name"), "Lovelace");
    await u.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/beta/"));
    expect(net.to("PATCH /api/users/me/onboard/")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Set up your workspace" })).not.toBeInTheDocument();
  });
});
