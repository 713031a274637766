import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SIDEBAR_KEYS } from "../../../lib/use-sidebar-collapsed";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const SIDEBAR_COLLAPSED_KEY = SIDEBAR_KEYS.main;

const projects = [
  project({ id: "p1", name: "Website", identifier: "WEB" }),
  project({ id: "p2", name: "Billing", identifier: "BIL", is_favorite: true }),
  project({ id: "p3", name: "Docs", identifier: "DOC", is_member: false, member_role: null }),
];

const sidebar = () => screen.findByRole("complementary", { name: "Workspace sidebar" });

describe("workspace sidebar", () => {
  it("lists the caller's projects, favorites first, each unfolding to its pages", async () => {
    workspaceStubs(20, { "GET /api/workspaces/acme/projects/": { body: projects } });
    const { user } = renderWorkspaceApp("/acme/");
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    const entries = () => within(yours).getAllByRole("button", { expanded: false, name: /^(?!Actions for)/ });
    await waitFor(() => expect(entries()).toHaveLength(2));
    const [first, second] = entries();
    expect(first).toHaveAccessibleName(/^Billing\s*\(favorite\)$/);
    expect(second).toHaveAccessibleName("Website");
    expect(within(yours).queryByText("Docs")).not.toBeInTheDocument();

    await user.click(within(yours).getByRole("button", { name: /^Website/ }));
    expect(within(yours).getByRole("link", { name: "Website issues" })).toHaveAttribute("href", "/acme/projects/p1/issues");
    expect(within(yours).getByRole("link", { name: "Website settings" })).toHaveAttribute("href", "/acme/projects/p1/settings");
  });

  it("highlights the project and its current page inside a project, not Projects", async () => {
    workspaceStubs(20, { "GET /api/workspaces/acme/projects/": { body: projects } });
    renderWorkspaceApp("/acme/projects/p1/cycles");
    const side = await sidebar();
    const yours = within(side).getByRole("region", { name: "Your projects" });
    const cycles = await within(yours).findByRole("link", { name: "Website cycles" });
    expect(cycles).toHaveAttribute("aria-current", "page");
    expect(within(yours).getByRole("link", { name: "Website issues" })).not.toHaveAttribute("aria-current");
    expect(within(yours).getByRole("button", { name: "Website" })).toHaveAttribute("aria-current", "location");
    expect(within(yours).getByRole("button", { name: /^Billing/ })).not.toHaveAttribute("aria-current");
    const workspaceNav = within(side).getByRole("navigation", { name: "Workspace" });
    expect(within(workspaceNav).getByRole("link", { name: "Projects" })).not.toHaveAttribute("aria-current");
  });

  it("highlights Projects on the projects list", async () => {
    workspaceStubs(20, { "GET /api/workspaces/acme/projects/": { body: projects } });
    renderWorkspaceApp("/acme/projects");
    const workspaceNav = within(await sidebar()).getByRole("navigation", { name: "Workspace" });
    expect(within(workspaceNav).getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the unread notifications on Inbox and highlights it on the inbox", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/users/notifications/unread/": {
        body: { total_unread_notifications_count: 3, mention_unread_notifications_count: 1 },
      },
      "GET /api/workspaces/acme/users/notifications/": {
        body: {
          results: [],
          next_cursor: "",
          prev_cursor: "",
          next_page_results: false,
          prev_page_results: false,
          count: 0,
          total_results: 0,
        },
      },
    });
    renderWorkspaceApp("/acme/notifications");
    const workspaceNav = within(await sidebar()).getByRole("navigation", { name: "Workspace" });
    const inbox = await within(workspaceNav).findByRole("link", { name: /^Inbox\b/ });
    expect(inbox).toHaveAttribute("href", "/acme/notifications");
    expect(inbox).toHaveAccessibleName("Inbox, 3 unread");
    expect(inbox).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("heading", { name: "Your inbox is empty" })).toBeVisible();
  });

  it("remembers being collapsed in localStorage", async () => {
    workspaceStubs(20);
    const first = renderWorkspaceApp("/acme/");
    await first.user.click(within(await sidebar()).getByRole("button", { name: "Collapse sidebar" }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("true");
    expect(await sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(within(await sidebar()).queryByRole("region", { name: "Your projects" })).not.toBeInTheDocument();
    first.unmount();

    renderWorkspaceApp("/acme/");
    const again = await sidebar();
    expect(again).toHaveAttribute("data-collapsed", "true");
    expect(within(again).getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/acme/projects");
    fireEvent.keyDown(document.body, { key: "[" });
    await waitFor(() => expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe("false"));
    expect(within(again).getByRole("button", { name: "Collapse sidebar" })).toBeInTheDocument();
  });

  it("opens the create-project dialog with p", async () => {
    workspaceStubs(15);
    renderWorkspaceApp("/acme/projects");
    await screen.findByRole("heading", { name: "Projects" });
    fireEvent.keyDown(document.body, { key: "p" });
    expect(await screen.findByRole("dialog", { name: "Create project" })).toBeInTheDocument();
  });

  it("offers workspace settings to admins only", async () => {
    workspaceStubs(20);
    const admin = renderWorkspaceApp("/acme/");
    expect(await within(await sidebar()).findByRole("link", { name: "Workspace settings" })).toHaveAttribute(
      "href",
      "/acme/settings",
    );
    admin.unmount();

    workspaceStubs(15);
    renderWorkspaceApp("/acme/");
    const side = await sidebar();
    await within(side).findByRole("button", { name: "New project" });
    expect(within(side).queryByRole("link", { name: "Workspace settings" })).not.toBeInTheDocument();
  });

  it("keeps guests away from creating projects", async () => {
    workspaceStubs(5);
    renderWorkspaceApp("/acme/projects");
    await screen.findByRole("heading", { name: "Projects" });
    expect(screen.queryByRole("button", { name: "Create project" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New project" })).not.toBeInTheDocument();
  });
});
