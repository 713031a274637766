import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Env, S3Settings } from "./env";
import type { App } from "./types";

type Directives = Record<string, string[]>;

/**
 * Where the browser sends uploads and fetches downloads when files live in S3: the same host the AWS SDK
 * presigns to (path-style: the endpoint itself; otherwise the bucket as a subdomain of it).
 */
export function s3Origins(s3: S3Settings | null): string[] {
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return [s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  const regional = `s3.${s3.region}.amazonaws.com`;
  // The SDK falls back to path-style for bucket names that are not valid host names (dots, capitals).
  return s3.forcePathStyle ? [`https://${regional}`] : [`https://${s3.bucket}.${regional}`, `https://${regional}`];
}

/**
 * The app's Content-Security-Policy. Scripts only from the app's own files (no inline script, no eval), so
 * markup that slips into a page cannot run; no plugins, no framing, forms and <base> pinned to the app.
 */
export function contentSecurityPolicy(env: Pick<Env, "appOrigin" | "s3">): Directives {
  const s3 = s3Origins(env.s3);
  const app = new URL(env.appOrigin);
  const socket = `${app.protocol === "https:" ? "wss:" : "ws:"}//${app.host}`;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    // The toasts, the editor and Swagger UI add <style> elements at run time (refused under 'self' alone,
    // as the CSP journey shows); styles cannot run script, so this opens no script hole.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Workspace logos, avatars and images in rich text may be any http(s) address by design.
    "img-src": ["'self'", "data:", "blob:", "https:", "http:", ...s3],
    "font-src": ["'self'", "data:"],
    // Older Safari does not let 'self' cover WebSockets, so the live socket's origin is named too.
    "connect-src": ["'self'", socket, ...s3],
    "media-src": ["'self'", "blob:", ...s3],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(app.protocol === "https:" ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Helmet's headers for this instance, computed once. Helmet writes them onto a response; a stand-in one
 * records them instead (building Helmet's middleware on every request, as @fastify/helmet does, cost
 * about 30 µs a request here).
 */
export function securityHeaders(env: Pick<Env, "appOrigin" | "s3">): Record<string, string> {
  const https = env.appOrigin.startsWith("https://");
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    frameguard: { action: "deny" },
    // "no-referrer" would make browsers send `Origin: null` on the app's own POSTs, which the Origin check
    // refuses; "same-origin" keeps the origin at home and sends nothing to other sites.
    referrerPolicy: { policy: "same-origin" },
    // HSTS only means something over https; on a plain-http instance it would be ignored anyway.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer — API, web app, static files, errors and 404s — from one onRequest hook
 * added before any route.
 */
export function registerSecurityHeaders(app: App): void {
  const headers = securityHeaders(app.env);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
