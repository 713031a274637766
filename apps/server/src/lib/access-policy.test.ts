import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseSnapshot, isolatedApp, type RouteFixture, routeFixture } from "../test/route-fixture";
import type { RouteAccess } from "./access-policy";
import { declareRouteAccess } from "./access-policy";
import type { App } from "./types";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const APP_ORIGIN = "http://hangar.test";

/** The same path with its first segment disguised the ways a raw-URL check could be slipped past. */
function disguised(path: string): string[] {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) throw new Error(`not a path: ${path}`);
  const [, first = "", rest = ""] = match;
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  return [
    `/${hex(first[0] ?? "")}${first.slice(1)}${rest}`, // /%61pi/…
    `/${[...first].map(hex).join("")}${rest}`, // /%61%70%69/…
    `/${first[0]}${hex(first[1] ?? "")}${first.slice(2)}${rest}`, // /a%70i/…
    `/%25${hex(first[0] ?? "").slice(1)}${first.slice(1)}${rest}`, // /%2561pi/… (encoded twice)
    `/${hex(first[0] ?? "")}${first.slice(1).toUpperCase()}${rest}`, // /%61PI/…
    `/${first.toUpperCase()}${rest}`, // /API/…
    `//${first}${rest}`, // //api/…
    `/${first}%2F${rest.slice(1)}`, // /api%2Fworkspaces/…
  ];
}

const is2xx = (status: number) => status >= 200 && status < 300;
const body = (method: string) => (method === "GET" || method === "DELETE" ? undefined : {});

let fx: RouteFixture;
let routes: RouteAccess[];
beforeAll(async () => {
  fx = await routeFixture(await isolatedApp());
  // Deepest paths first: were a disguised request to get through, it would act on a sub-object before its
  // parent, and sign-out or account deletion (short paths) would not end the session mid-sweep.
  routes = fx.app.routeAccess.filter((r) => !r.websocket).sort((x, y) => y.url.length - x.url.length);
});

describe("checks run on the route that matched, never on the raw URL", () => {
  it("answers no route reached through a disguised prefix without a session and a CSRF token, and changes nothing", async () => {
    expect(routes.length).toBeGreaterThan(200);
    const before = await databaseSnapshot(fx.app);
    const answered: string[] = [];
    for (const route of routes) {
      // A public page may answer anyone; what must never happen is an unauthenticated or unchecked action.
      if (route.access === "public" && !UNSAFE.has(route.method)) continue;
      for (const url of disguised(fx.pathFor(route))) {
        const res = await fx.app.inject({ method: route.method as "GET", url, payload: body(route.method) });
        if (is2xx(res.statusCode)) answered.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await databaseSnapshot(fx.app)).toEqual(before);
  });

  it("refuses a signed-in user's unsafe requests through a disguised prefix without a CSRF token, changing nothing", async () => {
    const { agent } = fx.people.admin;
    const session = `session-id=${agent.cookies.get("session-id")}`;
    const before = await databaseSnapshot(fx.app);
    const answered: string[] = [];
    for (const route of routes.filter((r) => UNSAFE.has(r.method) && r.csrf)) {
      for (const url of disguised(fx.pathFor(route))) {
        const res = await fx.app.inject({
          method: route.method as "POST",
          url,
          headers: { cookie: session },
          payload: body(route.method),
        });
        if (is2xx(res.statusCode)) answered.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await databaseSnapshot(fx.app)).toEqual(before);
  });

  it("answers 401 to a disguised path of a signed-in route without a session", async () => {
    for (const url of ["/%61pi/users/me/", "/%61pi/workspace-slug-check/?slug=taken", `/%61pi/workspaces/${fx.slug}/`]) {
      const res = await fx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 403 naming the CSRF token to a disguised sign-up without one, creating no account", async () => {
    const before = await databaseSnapshot(fx.app);
    const res = await fx.app.inject({
      method: "POST",
      url: "/%61uth/sign-up/",
      payload: { email: "disguised@example.com", password: "Sup3r-secret!" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("CSRF token not found");
    expect(await databaseSnapshot(fx.app)).toEqual(before);
  });
});

describe("unsafe requests from another origin", () => {
  const issues = () => `/api/workspaces/${fx.slug}/projects/${fx.projectId}/issues/`;

  const refusals: [string, Record<string, string>, RegExp][] = [
    ["another site", { origin: "https://evil.example" }, /came from https:\/\/evil\.example, not from http:\/\/hangar\.test/],
    ["the same host on another port", { origin: "http://hangar.test:8080" }, /came from http:\/\/hangar\.test:8080/],
    ["an opaque origin", { origin: "null" }, /came from null/],
    ["a same-site page (Sec-Fetch-Site)", { "sec-fetch-site": "same-site" }, /another site \(Sec-Fetch-Site: same-site\)/],
    ["a cross-site page (Sec-Fetch-Site)", { "sec-fetch-site": "cross-site" }, /Sec-Fetch-Site: cross-site/],
    ["our origin with a cross-site fetch", { origin: APP_ORIGIN, "sec-fetch-site": "cross-site" }, /Sec-Fetch-Site/],
  ];

  for (const [who, headers, message] of refusals) {
    it(`refuses a signed-in user's request with a valid CSRF token from ${who}, changing nothing`, async () => {
      const { agent } = fx.people.member;
      const before = await databaseSnapshot(fx.app);
      const update = await agent.request("PATCH", "/api/users/me/", { first_name: "Mallory" }, headers);
      expect(update.statusCode).toBe(403);
      expect(update.json().error).toMatch(message);
      const create = await agent.request("POST", issues(), { name: "Forged" }, headers);
      expect(create.statusCode).toBe(403);
      const signOut = await agent.request("POST", "/auth/sign-out/", {}, headers);
      expect(signOut.statusCode).toBe(403);
      expect(await databaseSnapshot(fx.app)).toEqual(before);
    });
  }

  it("refuses a foreign origin on a disguised path too", async () => {
    const res = await fx.people.member.agent.request(
      "PATCH",
      "/%61pi/users/me/",
      { first_name: "Mallory" },
      {
        origin: "https://evil.example",
      },
    );
    expect(res.statusCode).toBe(403);
  });

  it("takes requests from APP_ORIGIN, user-initiated ones and ones without Origin", async () => {
    const { agent } = fx.people.member;
    const accepted: Record<string, string>[] = [
      { origin: APP_ORIGIN, "sec-fetch-site": "same-origin" },
      { origin: APP_ORIGIN },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of accepted) {
      const res = await agent.request("PATCH", "/api/users/me/", { first_name: "Alice" }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const created = await agent.request("POST", issues(), { name: "Same origin" }, { origin: APP_ORIGIN });
    expect(created.statusCode).toBe(201);
  });

  it("still needs the CSRF token from APP_ORIGIN", async () => {
    const { agent } = fx.people.member;
    const res = await fx.app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: { origin: APP_ORIGIN, cookie: `session-id=${agent.cookies.get("session-id")}` },
      payload: { first_name: "Eve" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("CSRF token not found");
  });
});

describe("declared access", () => {
  async function bareApp(register: (app: App) => void) {
    const app = Fastify() as unknown as App;
    declareRouteAccess(app);
    register(app);
    await app.ready();
    return app;
  }

  it("refuses to start with a route under /api/, /auth/, /live/ or /god-mode/ that declares no access", async () => {
    for (const url of ["/api/things/", "/auth/thing/", "/live/room", "/god-mode/settings/"]) {
      await expect(bareApp((app) => app.get(url, async () => ({})))).rejects.toThrow(/declares no access policy/);
    }
    await expect(bareApp((app) => app.get("/healthz", async () => ({})))).resolves.toBeTruthy();
  });

  it("refuses to start with a route that has a policy but no response schema: it must come from the endpoint table", async () => {
    await expect(bareApp((app) => app.get("/api/things/", { config: { access: "public" } }, async () => ({})))).rejects.toThrow(
      /no response schema: declare the endpoint in packages\/contracts/,
    );
    const documented = { config: { access: "public" as const }, schema: { response: { 200: { type: "object" } } } };
    await expect(bareApp((app) => app.get("/api/things/", documented, async () => ({})))).resolves.toBeTruthy();
  });

  it("refuses a workspace policy without :slug, a project policy without :projectId, and unknown policies", async () => {
    const cases: [string, unknown, RegExp][] = [
      ["/api/things/", { workspace: 5 }, /needs a :slug/],
      ["/api/workspaces/:slug/things/", { project: 15 }, /needs a :projectId/],
      ["/api/workspaces/:slug/things/", { workspace: 7 }, /names no role/],
      ["/api/things/", "members", /must be a policy/],
      ["/api/workspaces/:slug/things/", { workspace: 5, also: true }, /unknown keys/],
    ];
    for (const [url, access, message] of cases) {
      await expect(bareApp((app) => app.get(url, { config: { access: access as "public" } }, async () => ({})))).rejects.toThrow(
        message,
      );
    }
  });

  it("lists every route of the app with its policy, the API docs as public", async () => {
    const docs = fx.app.routeAccess.find((r) => r.url === "/api/docs/json");
    expect(docs?.access).toBe("public");
    expect((await fx.app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    const upload = fx.app.routeAccess.find((r) => r.url === "/api/assets/v2/uploads/");
    expect(upload).toMatchObject({ access: "public", csrf: false });
  });
});
