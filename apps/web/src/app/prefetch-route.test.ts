import { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE, userProperties } from "../features/issue-core/test-fixtures";
import { queryKeys } from "../lib/query-keys";
import { stubFetch } from "../test/fetch-stub";
import { prefetchRoute } from "./prefetch-route";

const me = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "" };
const paths = (net: ReturnType<typeof stubFetch>) => net.requests.map((r) => `${r.method} ${r.path}`).sort();

describe("prefetchRoute", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the whole workspace shell at once, under the keys the guards and the layout read", async () => {
    const net = stubFetch({
      "GET /api/users/me/": { body: me },
      "GET /api/users/me/profile/": { body: { is_onboarded: true } },
      "GET /api/users/me/workspaces/": { body: [{ id: "w1", slug: "acme", name: "Acme", role: 20 }] },
      "GET /api/workspaces/acme/workspace-members/me/": { body: { role: 20 } },
    });
    const queryClient = new QueryClient();
    prefetchRoute(queryClient, "/acme/projects");
    // The shell's three leave before any has answered: none waits on another.
    expect(paths(net)).toEqual(["GET /api/users/me/", "GET /api/users/me/profile/", "GET /api/users/me/workspaces/"]);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.workspaceMembership("acme"))).toEqual({ role: 20 }));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(me);
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ is_onboarded: true });
    expect(queryClient.getQueryData(queryKeys.workspaces)).toEqual([{ id: "w1", slug: "acme", name: "Acme", role: 20 }]);
  });

  it("on a project's issues asks for what the first paint needs first, and the chips' lookups once the first page has left", async () => {
    const net = stubFetch({ [`GET ${BASE}user-properties/`]: { body: userProperties({ layout: "kanban" }) } });
    prefetchRoute(new QueryClient(), "/acme/projects/p1/issues");
    // At once: what the first paint waits on.
    const first = paths(net);
    for (const resource of ["", "states/", "user-properties/"]) expect(first).toContain(`GET ${BASE}${resource}`);
    expect(first).toContain("GET /api/users/me/workspaces/");
    // The first page depends on the stored preferences: it leaves once they are in, under them.
    expect(first).not.toContain(`GET ${BASE}issues/`);
    expect(first).not.toContain(`GET ${BASE}issue-labels/`);
    await waitFor(() => expect(net.to(`GET ${BASE}issues/`)).toHaveLength(1));
    expect(Object.fromEntries(net.to(`GET ${BASE}issues/`)[0].query)).toMatchObject({ group_by: "state_id", layout: "kanban" });
    // Then what fills in the cards' chips and the header, queued behind the page rather than ahead of it.
    await waitFor(() => expect(net.to("GET /api/workspaces/acme/workspace-members/me/")).toHaveLength(1));
    const sent = net.requests.map((r) => `${r.method} ${r.path}`);
    for (const resource of ["issue-labels/", "members/", "cycles/", "modules/", "estimates/"]) {
      expect(sent.indexOf(`GET ${BASE}${resource}`)).toBeGreaterThan(sent.indexOf(`GET ${BASE}issues/`));
    }
  });

  it("asks for the first page at once under the preferences this browser last saw, and again only if they changed", async () => {
    const stored = (layout: "kanban" | "list") => ({ [`GET ${BASE}user-properties/`]: { body: userProperties({ layout }) } });
    // A first visit remembers the stored preferences.
    stubFetch(stored("kanban"));
    const first = new QueryClient();
    prefetchRoute(first, "/acme/projects/p1/issues");
    await waitFor(() => expect(first.isFetching()).toBe(0));

    let net = stubFetch(stored("kanban"));
    const second = new QueryClient();
    const prefetch = vi.spyOn(second, "prefetchQuery");
    prefetchRoute(second, "/acme/projects/p1/issues");
    expect(net.to(`GET ${BASE}issues/`)).toHaveLength(1);
    expect(net.to(`GET ${BASE}issues/`)[0].query.get("layout")).toBe("kanban");
    // Settled: the page under the stored preferences was asked of the cache, and nothing is in flight.
    await waitFor(() => {
      expect(net.to(`GET ${BASE}user-properties/`)).toHaveLength(1);
      expect(prefetch.mock.calls.filter(([options]) => "perPage" in options)).toHaveLength(2);
      expect(second.isFetching()).toBe(0);
    });
    expect(net.to(`GET ${BASE}issues/`)).toHaveLength(1);

    // Changed elsewhere since: the guess is asked for, then the page under what is stored now.
    net = stubFetch(stored("list"));
    prefetchRoute(new QueryClient(), "/acme/projects/p1/issues");
    await waitFor(() => expect(net.to(`GET ${BASE}issues/`)).toHaveLength(2));
    expect(net.to(`GET ${BASE}issues/`).map((r) => r.query.get("layout"))).toEqual(["kanban", "list"]);
  });

  it("asks nothing on the app's own pages", () => {
    const quiet = stubFetch();
    const pages = [
      "/",
      "/sign-up",
      "/onboarding",
      "/create-workspace",
      "/accounts/set-password",
      "/invitations",
      "/workspace-invitations/",
      "/mail/unsubscribe",
    ];
    for (const page of pages) {
      prefetchRoute(new QueryClient(), page);
    }
    expect(quiet.requests).toEqual([]);
  });
});
