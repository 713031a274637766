import { vi } from "vitest";

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export type StubReply = { status?: number; body?: unknown };
export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

export const DEFAULT_INSTANCE = {
  instance: { id: "inst", instance_name: "Hangar", is_setup_done: true, created_at: "2025-01-01T00:00:00Z", version: "0.1.0" },
  config: {
    is_signup_enabled: true,
    is_email_password_enabled: true,
    is_magic_login_enabled: true,
    is_smtp_configured: true,
    app_origin: "http://localhost:3000",
  },
};

const defaults: Record<string, StubHandler> = {
  "GET /auth/get-csrf-token/": { body: { csrf_token: "test-csrf-token" } },
  "GET /api/instances/": { body: DEFAULT_INSTANCE },
  "GET /api/users/me/": { status: 401, body: { error: "Authentication credentials were not provided." } },
};

/**
 * Replaces fetch at the network boundary (there is no server in jsdom). Routes are keyed
 * "METHOD /path/"; every request is recorded so tests can assert what the UI sent.
 */
export function stubFetch(routes: Record<string, StubHandler> = {}) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost:3000",
    );
    const method = (init.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: StubRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`] ?? defaults[`${method} ${url.pathname}`];
    const reply: StubReply = handler
      ? typeof handler === "function"
        ? await handler(request)
        : handler
      : { status: 404, body: { error: `No stub for ${method} ${url.pathname}` } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    requests,
    /** Requests to one route, e.g. to("POST /auth/sign-in/"). */
    to: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

export function authError(code: number, message: string, status = 400): StubReply {
  return { status, body: { error_code: code, error_message: message } };
}
