import { ROLE } from "@hangar/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccessPolicy, RouteAccess } from "../lib/access-policy";
import { HttpError } from "../lib/errors";
import { projectAccess } from "../lib/permissions";
import { CALLERS, type Caller, databaseSnapshot, isolatedApp, type RouteFixture, routeFixture } from "../test/route-fixture";

/**
 * DESIGN §8: every endpoint, taken from the app's own route table, against every kind of caller. A new
 * route joins the matrix by being registered; one without a declared policy stops the app from starting
 * (lib/access-policy.test.ts), and one naming a path parameter the fixture lacks fails here by name.
 */

/** Workspace and project role of each caller in the fixture's workspace and project (null: none). */
const ROLES: Record<Exclude<Caller, "anonymous">, { workspace: number | null; project: number | null }> = {
  outsider: { workspace: null, project: null },
  nonMember: { workspace: ROLE.MEMBER, project: null },
  guest: { workspace: ROLE.GUEST, project: ROLE.GUEST },
  member: { workspace: ROLE.MEMBER, project: ROLE.MEMBER },
  admin: { workspace: ROLE.ADMIN, project: ROLE.ADMIN },
};

/** The status the declared policy answers this caller with, or null when it lets them through. */
function refusal(access: AccessPolicy, caller: Caller, outsideProject: number): number | null {
  if (access === "public") return null;
  if (caller === "anonymous") return 401;
  if (access === "signed-in") return null;
  // None of the callers is an instance admin (the fixture's first account is).
  if (access === "instance-admin") return 403;
  const { workspace, project } = ROLES[caller];
  if (workspace === null) return 404;
  if ("workspace" in access) return workspace >= access.workspace ? null : 403;
  if (access.orWorkspaceAdmin && workspace >= ROLE.ADMIN) return null;
  if (project === null) return outsideProject;
  return project >= access.project ? null : 403;
}

/**
 * Finer rules of a service above a route's floor, with the answer they give: the floor stays the lowest
 * caller that can ever succeed, so these callers pass it and are refused by the service.
 */
const FINER_RULES: Record<string, Partial<Record<Caller, number>>> = {
  // The key names an issue of a project the caller is not in: answered as projectAccess answers.
  "GET /api/workspaces/:slug/work-items/:key/": { nonMember: 403 },
  // The fixture's sticky is the admin's: everyone else is told it does not exist.
  "GET /api/workspaces/:slug/stickies/:stickyId/": { admin: 200, member: 404, guest: 404, nonMember: 404 },
  // The fixture's quick link and home dashboard are the admin's: everyone else is told they do not exist.
  "GET /api/workspaces/:slug/quick-links/:quickLinkId/": { admin: 200, member: 404, guest: 404, nonMember: 404 },
  "GET /api/dashboard/:dashboardId/": { admin: 200, member: 404, guest: 404, nonMember: 404, outsider: 404 },
  // The fixture's favorites folder is the admin's: everyone else is told it does not exist.
  "GET /api/workspaces/:slug/user-favorites/:favoriteId/group/": { admin: 200, member: 404, guest: 404, nonMember: 404 },
};

const describeRoute = (route: RouteAccess) => `${route.method} ${route.url}`;
const bodyFor = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

let fx: RouteFixture;
let routes: RouteAccess[];
/** What projectAccess answers a workspace Member outside the fixture's (public) project. */
let outsideProject: number;

beforeAll(async () => {
  fx = await routeFixture(await isolatedApp());
  routes = fx.app.routeAccess;
  try {
    await projectAccess(fx.app.db, fx.slug, fx.projectId, fx.people.nonMember.user.id);
    outsideProject = 200;
  } catch (err) {
    outsideProject = err instanceof HttpError ? err.status : 500;
  }
});

describe("permission matrix", () => {
  it("covers every registered route, and the fixture fills every path parameter", () => {
    expect(routes.length).toBeGreaterThan(200);
    for (const route of routes) expect(fx.pathFor(route)).not.toMatch(/:\w/);
    expect(outsideProject).toBe(403);
  });

  for (const caller of CALLERS) {
    it(`refuses ${caller} on every route whose floor is above them, and the refusals change nothing`, async () => {
      const agent = fx.agentOf(caller);
      const wrong: string[] = [];
      let refused = 0;
      const before = await databaseSnapshot(fx.app);
      for (const route of routes) {
        const expected = refusal(route.access, caller, outsideProject);
        if (expected === null) continue;
        refused++;
        const res = await agent.request(route.method as "GET", fx.pathFor(route), bodyFor(route.method));
        if (res.statusCode !== expected)
          wrong.push(`${describeRoute(route)}: ${res.statusCode} instead of ${expected} ${res.body}`);
      }
      expect(wrong).toEqual([]);
      expect(await databaseSnapshot(fx.app)).toEqual(before);
      if (caller === "admin") expect(refused).toBe(routes.filter((r) => r.access === "instance-admin").length);
      else expect(refused).toBeGreaterThan(0);
    });
  }

  for (const caller of CALLERS) {
    it(`lets ${caller} past the floor of every GET route the policy allows them`, async () => {
      const agent = fx.agentOf(caller);
      const wrong: string[] = [];
      for (const route of routes.filter((r) => r.method === "GET")) {
        if (refusal(route.access, caller, outsideProject) !== null) continue;
        const res = await agent.get(fx.pathFor(route));
        const finer = FINER_RULES[describeRoute(route)]?.[caller];
        if (finer !== undefined) {
          if (res.statusCode !== finer) wrong.push(`${describeRoute(route)}: ${res.statusCode} instead of ${finer} ${res.body}`);
        } else if (res.statusCode === 401 || res.statusCode === 403)
          wrong.push(`${describeRoute(route)}: ${res.statusCode} ${res.body}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
