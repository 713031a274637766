import { QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefetchRoute } from "../app/prefetch-route";
import { BASE, groupedPage, projectScreenRoutes, userProperties } from "../features/issue-core/test-fixtures";
import { resetEarlyRequests } from "../lib/early-requests";
import { queryKeys } from "../lib/query-keys";
import { stubFetch } from "../test/fetch-stub";
import { startRouteRequests } from "./start-route-requests";

const PAGE = `/acme/projects/p1/issues`;
const urls = (net: ReturnType<typeof stubFetch>) =>
  net.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ""}`);

function routes() {
  return {
    ...projectScreenRoutes(),
    "GET /api/users/me/profile/": { body: { is_onboarded: true } },
    "GET /api/users/me/workspaces/": { body: [{ id: "w1", slug: "acme", name: "Acme", role: 20 }] },
    "GET /api/workspaces/acme/workspace-members/me/": { body: { role: 20 } },
    [`GET ${BASE}user-properties/`]: { body: userProperties({ layout: "kanban" }) },
    [`GET ${BASE}issues/`]: { body: groupedPage([], "state_id") },
  };
}

describe("startRouteRequests", () => {
  beforeEach(() => {
    localStorage.clear();
    resetEarlyRequests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts what a project's issues paint first before the app runs, and the first page once the preferences are in", async () => {
    const net = stubFetch(routes());
    startRouteRequests(PAGE);
    expect(urls(net)).toEqual([
      `GET ${BASE}user-properties/`,
      "GET /api/users/me/",
      "GET /api/users/me/profile/",
      "GET /api/users/me/workspaces/",
      `GET ${BASE}`,
      `GET ${BASE}states/`,
    ]);
    await waitFor(() => expect(net.to(`GET ${BASE}issues/`)).toHaveLength(1));
    expect(Object.fromEntries(net.to(`GET ${BASE}issues/`)[0].query)).toMatchObject({ group_by: "state_id", layout: "kanban" });
  });

  it("leaves what it started to the app, which adopts it instead of asking again", async () => {
    const net = stubFetch(routes());
    startRouteRequests(PAGE);
    const queryClient = new QueryClient();
    prefetchRoute(queryClient, PAGE);
    await waitFor(() => expect(net.to("GET /api/workspaces/acme/workspace-members/me/")).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Every URL once: the session, the project, the preferences and the first page were not asked twice.
    const sent = urls(net);
    expect(sent.filter((url, i) => sent.indexOf(url) !== i)).toEqual([]);
    expect(net.to(`GET ${BASE}issues/`)).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.me)).toMatchObject({ id: "u1" });
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ is_onboarded: true });
  });

  it("starts nothing the app has asked for already, nor anything on the app's own pages", async () => {
    const net = stubFetch(routes());
    const queryClient = new QueryClient();
    prefetchRoute(queryClient, PAGE);
    startRouteRequests(PAGE);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const sent = urls(net);
    expect(sent.filter((url, i) => sent.indexOf(url) !== i)).toEqual([]);

    const quiet = stubFetch();
    for (const page of ["/", "/sign-up", "/onboarding", "/accounts/set-password"]) startRouteRequests(page);
    expect(quiet.requests).toEqual([]);
  });
});
