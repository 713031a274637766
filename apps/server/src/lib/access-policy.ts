import { type AccessPolicy, ROLE, ROLE_VALUES, type Role } from "@hangar/contracts";
import type { FastifyRequest, RouteOptions } from "fastify";
import { forbidden, HttpError, unauthorized } from "./errors";
import { projectAccess, workspaceAccess } from "./permissions";
import type { App } from "./types";

/**
 * Who may call a route, declared by its endpoint entry (packages/contracts/src/endpoint.ts says what each
 * policy means) or, for the few routes outside the table (the OpenAPI viewer), in its `config.access`.
 */
export type { AccessPolicy };

/** One registered route as the access checks see it; the permission-matrix test walks this list. */
export type RouteAccess = {
  method: string;
  url: string;
  access: AccessPolicy;
  /** False where the route carries its own credential (e.g. a signed upload policy) instead of the session. */
  csrf: boolean;
  websocket: boolean;
};

/** Routes under these prefixes must declare their access; the app refuses to start otherwise. */
const GUARDED = /^\/(api|auth|live|god-mode)(\/|$)/;
/** The OpenAPI document and its viewer. */
const DOCS = /^\/api\/docs(\/|$)/;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SAFE_FETCH_SITES = new Set(["same-origin", "none"]);

function describePolicy(access: unknown): string | null {
  if (access === "public" || access === "signed-in" || access === "instance-admin") return null;
  if (typeof access !== "object" || access === null) return "must be a policy";
  const keys = Object.keys(access);
  const role = (access as { workspace?: unknown; project?: unknown }).workspace ?? (access as { project?: unknown }).project;
  if (!ROLE_VALUES.includes(role as Role)) return `names no role (one of ${ROLE_VALUES.join(", ")})`;
  if ("workspace" in access && keys.length === 1) return null;
  if ("project" in access && keys.every((k) => k === "project" || k === "orWorkspaceAdmin")) return null;
  return `has unknown keys ${keys.join(", ")}`;
}

/** A route's declared policy, checked against its path so that a misdeclared route stops the start. */
function checkDeclaration(route: RouteOptions): AccessPolicy | undefined {
  const where = `${Array.isArray(route.method) ? route.method.join(",") : route.method} ${route.url}`;
  const access = route.config?.access;
  if (access === undefined) {
    if (GUARDED.test(route.url)) {
      throw new Error(
        `${where} declares no access policy: declare the endpoint in packages/contracts/src/endpoints with its access and register it with serve() (lib/serve.ts)`,
      );
    }
    return undefined;
  }
  const problem = describePolicy(access);
  if (problem) throw new Error(`${where}: config.access ${problem}`);
  if (typeof access === "object" && !route.url.includes(":slug"))
    throw new Error(`${where}: a workspace or project policy needs a :slug in the path`);
  if (typeof access === "object" && "project" in access && !route.url.includes(":projectId"))
    throw new Error(`${where}: a project policy needs a :projectId in the path`);
  if (GUARDED.test(route.url) && !DOCS.test(route.url) && !route.schema?.response)
    throw new Error(
      `${where} has no response schema: declare the endpoint in packages/contracts/src/endpoints and register it with serve() (lib/serve.ts)`,
    );
  return access;
}

/**
 * Every route must say who may call it. Call before any route is registered (the OpenAPI routes
 * included): an `onRoute` hook sees only routes registered after it.
 */
export function declareRouteAccess(app: App) {
  const table: RouteAccess[] = [];
  app.decorate("routeAccess", table);
  app.addHook("onRoute", (route) => {
    if (DOCS.test(route.url)) route.config = { ...route.config, access: route.config?.access ?? "public" };
    const access = checkDeclaration(route);
    if (!access) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      // Fastify adds a HEAD route beside each GET; the GET stands for both.
      if (method === "HEAD") continue;
      table.push({
        method,
        url: route.url,
        access,
        csrf: route.config?.csrf !== false,
        websocket: Boolean((route as { websocket?: boolean }).websocket || route.wsHandler),
      });
    }
  });
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * A browser sends Origin (and Sec-Fetch-Site) on unsafe requests; refusing any other origin stops a page on
 * another site — or the same site at another port, which SameSite cookies let through — from acting as
 * the user. Clients that send neither (curl, tests) still need the CSRF token.
 */
function checkOrigin(request: FastifyRequest, appOrigin: string) {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== appOrigin) {
    throw new HttpError(403, `Request refused: it came from ${origin}, not from ${appOrigin} (APP_ORIGIN).`);
  }
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && !SAFE_FETCH_SITES.has(site)) {
    throw new HttpError(403, `Request refused: the browser sent it from another site (Sec-Fetch-Site: ${site}).`);
  }
}

/** The route's floor, with its raw `:slug` / `:projectId`, before the body or the params are validated. */
async function checkFloor(app: App, request: FastifyRequest, access: Exclude<AccessPolicy, string>, userId: string) {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const slug = params.slug ?? "";
  if ("workspace" in access) return workspaceAccess(app.db, slug, userId, access.workspace);
  if (access.orWorkspaceAdmin) {
    const found = await workspaceAccess(app.db, slug, userId);
    if (found.role >= ROLE.ADMIN) return found;
    const { workspace, role } = await projectAccess(app.db, slug, params.projectId ?? "", userId, access.project);
    return { workspace, role, userId };
  }
  return projectAccess(app.db, slug, params.projectId ?? "", userId, access.project);
}

/**
 * Runs the declared policy of the route that matched — never a test of the raw URL, which a percent-encoded
 * path (`/%61pi/…`) would slip past. Call after the session is read (its onRequest hook must run first).
 * `checkCsrf` is the double-submit token check, which needs the parsed body.
 */
export function enforceRouteAccess(app: App, checkCsrf: (request: FastifyRequest) => void) {
  const appOrigin = originOf(app.env.appOrigin);

  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === "public") return;
    if (!request.user) throw unauthorized();
    if (access === "instance-admin" && !request.user.is_instance_admin) throw forbidden();
  });

  // After the body is parsed (a form post carries its token in a field), before it is validated.
  app.addHook("preValidation", async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (UNSAFE.has(request.method) && config.csrf !== false) {
      checkOrigin(request, appOrigin);
      checkCsrf(request);
    }
    const access = config.access;
    // A WebSocket client cannot read an HTTP refusal: the live handler answers with a close code instead.
    if (typeof access !== "object" || !request.user || request.ws) return;
    request.access = await checkFloor(app, request, access, request.user.id);
  });
}
