import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../lib/query-keys";
import { stubFetch } from "../test/fetch-stub";
import { prefetchRoute } from "./prefetch-route";

const me = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "" };
const paths = (net: ReturnType<typeof stubFetch>) => net.requests.map((r) => `${r.method} ${r.path}`).sort();

describe("prefetchRoute", () => {
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
    // All four leave before any has answered: none waits on another.
    expect(paths(net)).toEqual([
      "GET /api/users/me/",
      "GET /api/users/me/profile/",
      "GET /api/users/me/workspaces/",
      "GET /api/workspaces/acme/workspace-members/me/",
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.workspaceMembership("acme"))).toEqual({ role: 20 }));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(me);
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ is_onboarded: true });
    expect(queryClient.getQueryData(queryKeys.workspaces)).toEqual([{ id: "w1", slug: "acme", name: "Acme", role: 20 }]);
  });

  it("adds the project's data on a project's issues, and asks nothing on the app's own pages", async () => {
    const net = stubFetch();
    prefetchRoute(new QueryClient(), "/acme/projects/p1/issues");
    const asked = paths(net);
    for (const resource of [
      "",
      "states/",
      "issue-labels/",
      "members/",
      "cycles/",
      "modules/",
      "estimates/",
      "user-properties/",
    ]) {
      expect(asked).toContain(`GET /api/workspaces/acme/projects/p1/${resource}`);
    }
    expect(asked).toContain("GET /api/users/me/workspaces/");

    const quiet = stubFetch();
    for (const page of ["/", "/sign-up", "/onboarding", "/create-workspace", "/accounts/set-password", "/invitations"]) {
      prefetchRoute(new QueryClient(), page);
    }
    expect(quiet.requests).toEqual([]);
  });
});
