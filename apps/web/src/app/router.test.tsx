import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "../components/ui/tooltip";
import { type StubHandler, stubFetch } from "../test/fetch-stub";
import { createTestQueryClient } from "../test/render";
import { routes } from "./router";

const me = { id: "u1", email: "ada@example.com", first_name: "Ada", last_name: "L", display_name: "ada", avatar: null };
const onboardedProfile = { id: "p1", is_onboarded: true, onboarding_step: {}, last_workspace_id: "w1" };
const settings = {
  id: "u1",
  email: "ada@example.com",
  workspace: {
    last_workspace_id: "w1",
    last_workspace_slug: "acme",
    fallback_workspace_id: null,
    fallback_workspace_slug: null,
    invites: 0,
  },
};
const acme = { id: "w1", name: "Acme", slug: "acme", logo_url: null, role: 20 };
const project = {
  id: "p-1",
  name: "Website",
  identifier: "WEB",
  network: 1,
  archived_at: null,
  is_member: true,
  is_favorite: false,
};

const widget = (key: string, sort: number) => ({ id: `wd-${key}`, key, widget_filters: {}, is_enabled: true, sort_order: sort });
/** The home's calls: a dashboard with the quick links widget alone shown, and no links yet. */
const home = {
  "GET /api/workspaces/acme/dashboard/": {
    body: {
      dashboard: { id: "d1", dashboard_type: "home", workspace_id: "w1" },
      widgets: [widget("quick_links", 10000), { ...widget("recents", 20000), is_enabled: false }],
    },
  },
  "GET /api/workspaces/acme/quick-links/": { body: [] },
};

function signedIn(overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    "GET /api/users/me/": { body: me },
    "GET /api/users/me/profile/": { body: onboardedProfile },
    "GET /api/users/me/settings/": { body: settings },
    "GET /api/users/me/workspaces/": { body: [acme] },
    "GET /api/workspaces/acme/projects/": { body: [project] },
    "PATCH /api/users/me/profile/": { body: {} },
    ...home,
    ...overrides,
  });
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const at = (router: ReturnType<typeof renderApp>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

describe("app routes", () => {
  it("shows sign-in to a signed-out visitor", async () => {
    stubFetch();
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Sign in to Hangar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/sign-up");
  });

  it("sends a signed-out visitor of a workspace page to sign-in with next_path", async () => {
    stubFetch();
    const { router } = renderApp("/acme/projects?x=1");
    await waitFor(() => expect(at(router)).toBe(`/?next_path=${encodeURIComponent("/acme/projects?x=1")}`));
    expect(await screen.findByRole("heading", { name: "Sign in to Hangar" })).toBeInTheDocument();
  });

  it("sends a signed-in user to a safe next_path", async () => {
    signedIn();
    const { router } = renderApp(`/?next_path=${encodeURIComponent("/acme/?view=1")}`);
    await waitFor(() => expect(at(router)).toBe("/acme/?view=1"));
  });

  it("ignores an off-site next_path and uses the last workspace", async () => {
    signedIn();
    const { router } = renderApp(`/?next_path=${encodeURIComponent("//evil.example/")}`);
    await waitFor(() => expect(at(router)).toBe("/acme/"));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Ada/)).toBeInTheDocument();
    const links = await screen.findByRole("region", { name: "Quick links" });
    expect(await within(links).findByRole("heading", { name: "No quick links yet" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Recents" })).not.toBeInTheDocument();
  });

  it("sends a user who is not onboarded to onboarding", async () => {
    signedIn({
      "GET /api/users/me/profile/": { body: { ...onboardedProfile, is_onboarded: false, onboarding_step: {} } },
      "GET /api/users/me/workspaces/": { body: [] },
    });
    const { router } = renderApp("/");
    await waitFor(() => expect(at(router)).toBe("/onboarding"));
    expect(await screen.findByRole("heading", { name: "Tell us about yourself" })).toBeInTheDocument();
  });

  it("keeps a not-onboarded user out of workspace pages", async () => {
    signedIn({
      "GET /api/users/me/profile/": { body: { ...onboardedProfile, is_onboarded: false, onboarding_step: {} } },
      "GET /api/users/me/workspaces/": { body: [] },
    });
    const { router } = renderApp("/acme/");
    await waitFor(() => expect(at(router)).toBe("/onboarding"));
  });

  it("signs in with a password and lands in the last workspace", async () => {
    let signedInNow = false;
    const net = signedIn({
      "GET /api/users/me/": () => (signedInNow ? { body: me } : { status: 401, body: { error: "Not signed in" } }),
      "POST /auth/email-check/": { body: { existing: true, status: "CREDENTIAL" } },
      "POST /auth/sign-in/": () => {
        signedInNow = true;
        return { body: me };
      },
    });
    const { router, user } = renderApp("/");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Password"), "Secret-pass1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(at(router)).toBe("/acme/"));
    expect(await screen.findByText(/Good (morning|afternoon|evening), Ada/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Switch workspace/ })).toHaveTextContent("Acme");
    expect(net.to("POST /auth/sign-in/")[0].body).toEqual({ email: "ada@example.com", password: "Secret-pass1" });
  });

  it("shows a not-found state for a workspace the user is not in", async () => {
    signedIn();
    renderApp("/other/");
    expect(await screen.findByRole("heading", { name: "Workspace not found" })).toBeInTheDocument();
  });
});
