import type { MemberProfile, MemberStats } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ME, project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";
import { page } from "../../issue-core/test-fixtures";

vi.mock("../../issue-detail", () => ({ IssuePeekOverview: () => null }));

const W = "/api/workspaces/acme/";

const STATS: MemberStats = {
  assigned_issues: 7,
  pending_issues: 4,
  completed_issues: 3,
  created_issues: 12,
  subscribed_issues: 5,
  state_distribution: { backlog: 1, unstarted: 2, started: 1, completed: 3, cancelled: 0 },
  priority_distribution: { urgent: 2, high: 1, medium: 0, low: 0, none: 4 },
};

const PROFILE: MemberProfile = {
  user_data: {
    id: "u1",
    first_name: "Ada",
    last_name: "Lovelace",
    display_name: "ada",
    avatar: null,
    avatar_url: null,
    is_bot: false,
    date_joined: "2025-01-02T00:00:00Z",
  },
  role: 20,
  project_data: [
    {
      id: "p1",
      name: "Website",
      identifier: "WEB",
      logo_props: {},
      assigned_issues: 7,
      pending_issues: 4,
      completed_issues: 3,
      created_issues: 12,
    },
  ],
};

function stubs(extra: Parameters<typeof workspaceStubs>[1] = {}) {
  return workspaceStubs(20, {
    [`GET ${W}projects/`]: { body: [project({ id: "p1", name: "Website", identifier: "WEB", issue_views_view: false })] },
    [`GET ${W}user-profile/u1/`]: { body: PROFILE },
    [`GET ${W}user-stats/u1/`]: { body: STATS },
    [`GET ${W}states/`]: { body: [] },
    [`GET ${W}labels/`]: { body: [] },
    [`GET ${W}cycles/`]: { body: [] },
    [`GET ${W}modules/`]: { body: [] },
    [`GET ${W}estimates/`]: { body: [] },
    [`GET ${W}user-issues/u1/`]: { body: page([]) },
    ...extra,
  });
}

describe("profile page", () => {
  it("shows the day the member joined in the reader's time zone", async () => {
    stubs({
      "GET /api/users/me/profile/": {
        body: {
          id: "pr1",
          is_onboarded: true,
          onboarding_step: {},
          last_workspace_id: "w1",
          timezone: "Asia/Tokyo",
          date_format: "yyyy-MM-dd",
        },
      },
      [`GET ${W}user-profile/u1/`]: {
        body: { ...PROFILE, user_data: { ...PROFILE.user_data, date_joined: "2026-11-26T15:15:00Z" } },
      },
    });
    renderWorkspaceApp("/acme/profile/u1");
    // 15:15 UTC on the 26th is already the 27th in Tokyo.
    expect(await screen.findByText("Joined 2026-11-27")).toBeInTheDocument();
  });

  it("shows the member, their counts, distributions and shared projects", async () => {
    stubs();
    renderWorkspaceApp("/acme/profile/u1");
    expect(await screen.findByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
    const counts = await screen.findByRole("list", { name: "Issue counts" });
    for (const [label, n] of [
      ["Assigned", 7],
      ["Pending", 4],
      ["Completed", 3],
      ["Created", 12],
      ["Subscribed", 5],
    ] as const) {
      expect(within(counts).getByRole("listitem", { name: `${label}: ${n}` })).toHaveTextContent(String(n));
    }
    const byState = screen.getByRole("region", { name: "Assigned by state" });
    expect(within(byState).getByRole("listitem", { name: "Completed: 3" })).toBeInTheDocument();
    const byPriority = screen.getByRole("region", { name: "Assigned by priority" });
    expect(within(byPriority).getByRole("listitem", { name: "Urgent: 2" })).toBeInTheDocument();
    const projects = screen.getByRole("region", { name: "Projects" });
    expect(within(projects).getByRole("link", { name: "Website" })).toHaveAttribute("href", "/acme/projects/p1/issues");
  });

  it("lists assigned issues from user-issues, and offers no new issue on the subscribed list", async () => {
    const net = stubs();
    const { user, at } = renderWorkspaceApp("/acme/profile/u1");
    const tabs = await screen.findByRole("navigation", { name: "Profile" });
    await user.click(within(tabs).getByRole("link", { name: "Assigned" }));
    await waitFor(() => expect(net.to(`GET ${W}user-issues/u1/`).length).toBeGreaterThan(0));
    expect(at()).toBe("/acme/profile/u1/assigned");
    expect(Object.fromEntries(net.to(`GET ${W}user-issues/u1/`)[0].query)).toMatchObject({
      type: "assigned",
      order_by: "-created_at",
    });
    expect(await screen.findByRole("button", { name: "New issue" })).toBeInTheDocument();

    await user.click(within(tabs).getByRole("link", { name: "Subscribed" }));
    await waitFor(() => expect(net.to(`GET ${W}user-issues/u1/`).some((r) => r.query.get("type") === "subscribed")).toBe(true));
    expect(await screen.findByRole("heading", { name: "No issues here yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New issue" })).not.toBeInTheDocument();
  });

  it("opens the caller's profile from the account menu", async () => {
    stubs();
    const { user, at } = renderWorkspaceApp("/acme/");
    await user.click(await screen.findByRole("button", { name: `Account: ${ME.first_name} ${ME.last_name}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Your profile" }));
    await waitFor(() => expect(at()).toBe("/acme/profile/u1"));
    expect(await screen.findByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
  });

  it("opens account settings from the account menu", async () => {
    stubs();
    const { user, at } = renderWorkspaceApp("/acme/");
    await user.click(await screen.findByRole("button", { name: `Account: ${ME.first_name} ${ME.last_name}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Account settings" }));
    await waitFor(() => expect(at()).toBe("/acme/settings/account"));
    expect(await screen.findByRole("navigation", { name: "Account settings" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Display name")).toHaveValue(ME.display_name);
    // The user's own settings are not the workspace's: the admin's Workspace settings link is not lit.
    expect(screen.getByRole("link", { name: "Workspace settings" })).not.toHaveAttribute("aria-current", "page");
  });

  it("lists the member's activity on the Activity tab, each row linking to its issue", async () => {
    const activity = {
      id: "a1",
      verb: "updated",
      field: "priority",
      old_value: "low",
      new_value: "high",
      old_identifier: null,
      new_identifier: null,
      comment: null,
      actor: "u1",
      actor_detail: { id: "u1", display_name: "ada", avatar: null },
      issue: "i1",
      project: "p1",
      workspace: "w1",
      created_at: "2025-01-03T00:00:00Z",
      issue_detail: { id: "i1", name: "Fix the login", sequence_id: 7, identifier: "WEB" },
      workspace_slug: "acme",
    };
    const pageOf = (results: unknown[], more: boolean) => ({
      results,
      next_cursor: "30:1:0",
      prev_cursor: "30:0:0",
      next_page_results: more,
      prev_page_results: false,
      count: results.length,
      total_count: results.length,
      total_pages: 1,
      total_results: results.length,
    });
    const net = workspaceStubs(20, {
      [`GET ${W}projects/`]: { body: [project({ id: "p1", name: "Website", identifier: "WEB" })] },
      [`GET ${W}user-profile/u1/`]: { body: PROFILE },
      [`GET ${W}user-stats/u1/`]: { body: STATS },
      [`GET ${W}user-activity/u1/`]: { body: pageOf([activity], false) },
    });
    const { user, at } = renderWorkspaceApp("/acme/profile/u1");
    const tabs = await screen.findByRole("navigation", { name: "Profile" });
    await user.click(within(tabs).getByRole("link", { name: "Activity" }));
    await waitFor(() => expect(at()).toBe("/acme/profile/u1/activity"));
    const row = await screen.findByTestId("user-activity-row");
    expect(within(row).getByRole("link", { name: /WEB-7\s*Fix the login/ })).toHaveAttribute(
      "href",
      "/acme/projects/p1/issues/i1",
    );
    expect(row).toHaveTextContent("changed the priority from Low to High");
    expect(net.to(`GET ${W}user-activity/u1/`)[0].query.get("cursor")).toBe("30:0:0");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
