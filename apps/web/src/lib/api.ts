import type { AnyEndpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from "@hangar/contracts";
import { adoptEarly } from "./early-requests";
import { type QueryValue, requestUrl } from "./request-url";
import { isPublicAuthPath, signInPathFor } from "./safe-next-path";

/** Body of a failed call: `{error}` from /api, `{error_code, error_message}` from /auth. */
export type ApiErrorBody = { error?: string; error_code?: number; error_message?: string; [key: string]: unknown };

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.error_message ?? body.error ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The numeric auth error code (spec §8), when the server sent one. */
  get code(): number | undefined {
    return typeof this.body.error_code === "number" ? this.body.error_code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

export const CSRF_COOKIE = "csrftoken";
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let csrfToken: string | null = null;
let pendingCsrf: Promise<string> | null = null;

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch("/auth/get-csrf-token/", { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const body = (await response.json()) as { csrf_token: string };
  csrfToken = body.csrf_token;
  return body.csrf_token;
}

/** The server compares the header with the cookie, so the cookie wins whenever it is readable. */
export async function ensureCsrfToken(): Promise<string> {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  if (csrfToken) return csrfToken;
  pendingCsrf ??= fetchCsrfToken().finally(() => {
    pendingCsrf = null;
  });
  return pendingCsrf;
}

/** Forgets the cached token; tests call it between cases, and a CSRF rejection triggers it. */
export function resetCsrfToken() {
  csrfToken = null;
  pendingCsrf = null;
}

type UnauthorizedHandler = (nextPath: string) => void;

let onUnauthorized: UnauthorizedHandler = (nextPath) => {
  window.location.assign(nextPath);
};

/** The router installs a handler that navigates in-app instead of reloading the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => "");
  if (!text) return { error: response.statusText || `Request failed with status ${response.status}` };
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as ApiErrorBody) : { error: String(parsed) };
  } catch {
    return { error: text.slice(0, 500) };
  }
}

export type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish after the page unloads (a last save on leave). */
  keepalive?: boolean;
};

async function send(path: string, options: RequestOptions, retriedCsrf: boolean): Promise<Response> {
  const method = (options.method ?? "GET").toUpperCase();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (UNSAFE_METHODS.has(method)) headers["X-CSRFToken"] = await ensureCsrfToken();

  // A GET the boot script started before the app ran (lib/early-requests.ts) is adopted, not asked again.
  const early = method === "GET" && options.body === undefined ? adoptEarly(path) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers,
        credentials: "include",
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, { error: "Could not reach the server. Check your connection and try again." });
  }

  // A stale token (cookie cleared, server secret rotated) deserves one fresh try rather than an error.
  if (response.status === 403 && UNSAFE_METHODS.has(method) && !retriedCsrf) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as ApiErrorBody | null;
    if (body?.error?.startsWith("CSRF")) {
      resetCsrfToken();
      return send(path, options, true);
    }
  }
  return response;
}

async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, false);
  if (!response.ok) {
    const body = await readBody(response);
    if (response.status === 401 && path.startsWith("/api/") && typeof window !== "undefined") {
      const { pathname, search } = window.location;
      if (!isPublicAuthPath(pathname)) onUnauthorized(signInPathFor(pathname, search));
    }
    throw new ApiError(response.status, body);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
type PathParams<E extends AnyEndpoint> = keyof EndpointParams<E> extends never
  ? { params?: undefined }
  : { params: EndpointParams<E> };

/** What a call to an endpoint needs: its path parameters, its query and its body, as the table declares them. */
export type CallInput<E extends AnyEndpoint> = PathParams<E> &
  Optional<"body", EndpointBody<E>> &
  Partial<Optional<"query", EndpointQuery<E>>> & { signal?: AbortSignal; keepalive?: boolean };

/**
 * Calls one entry of the endpoint table (packages/contracts/src/endpoints) and returns its typed response.
 * The URL is built from the entry's path, so no screen spells an API path by hand.
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: keyof EndpointParams<E> extends never
    ? EndpointBody<E> extends undefined
      ? [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue | QueryValue[]>;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const unsafe = endpoint.method !== "GET";
  return apiFetch<EndpointResponse<E>>(requestUrl(endpoint, { params, query }), {
    method: endpoint.method,
    body: unsafe && endpoint.method !== "DELETE" ? (body ?? {}) : body,
    signal,
    keepalive,
  });
}
