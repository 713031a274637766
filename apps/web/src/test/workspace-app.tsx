import type { Project, WorkspaceMember } from "@hangar/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { routes } from "../app/router";
import { TooltipProvider } from "../components/ui/tooltip";
import { makeProject } from "../features/project-settings/test-fixtures";
import { useCreateProjectStore } from "../features/projects";
import { ADA, person as personDetail } from "./builders";
import { type StubHandler, stubFetch } from "./fetch-stub";
import { createTestQueryClient } from "./render";

export const ME = ADA;

export const ACME = {
  id: "w1",
  name: "Acme",
  slug: "acme",
  logo_url: null,
  organization_size: "2-10",
  owner: "u1",
  created_by: "u1",
  updated_by: "u1",
  created_at: "2025-01-01T00:00:00Z",
  updated_at: "2025-01-01T00:00:00Z",
  role: 20,
};

export const person = (id: string, first: string, last: string) => personDetail(id, first, last, "2025-01-02T00:00:00Z");

export function membership(id: string, member: ReturnType<typeof person>, role: number): WorkspaceMember {
  return { id, member, role, created_at: "2025-01-02T00:00:00Z" };
}

export const project = (overrides: Partial<Project>) => makeProject(overrides);

/** Stubs for a signed-in, onboarded user inside workspace "acme" with the given workspace role. */
export function workspaceStubs(role = 20, overrides: Record<string, StubHandler> = {}) {
  return stubFetch({
    "GET /api/users/me/": { body: ME },
    "GET /api/users/me/profile/": { body: { id: "pr1", is_onboarded: true, onboarding_step: {}, last_workspace_id: "w1" } },
    "GET /api/users/me/workspaces/": { body: [{ ...ACME, role }] },
    "GET /api/workspaces/acme/workspace-members/me/": {
      body: {
        ...membership("wm1", person("u1", "Ada", "Lovelace"), role),
        member: { ...person("u1", "Ada", "Lovelace"), email: ME.email },
      },
    },
    "GET /api/workspaces/acme/projects/": { body: [] },
    "GET /api/workspaces/acme/members/": { body: [] },
    "GET /api/workspaces/acme/user-favorites/": { body: [] },
    "PATCH /api/users/me/profile/": { body: {} },
    "GET /api/workspaces/acme/users/notifications/unread/": {
      body: { total_unread_notifications_count: 0, mention_unread_notifications_count: 0 },
    },
    ...overrides,
  });
}

/** The whole app at `path`, with its providers, as a signed-in user would see it. */
export function renderWorkspaceApp(path: string) {
  useCreateProjectStore.setState({ open: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user: userEvent.setup(), at };
}
