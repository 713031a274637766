import { endpointUrl } from "@hangar/contracts";

export type QueryValue = string | number | boolean | null | undefined;

/** `path` with the query's set values appended (arrays comma-joined), in the query's own key order. */
export function withQuery(path: string, query?: Record<string, QueryValue | QueryValue[]>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const flat = Array.isArray(value) ? value.join(",") : value;
    if (flat !== undefined && flat !== null) params.set(key, String(flat));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

/**
 * The URL a call to an endpoint entry fetches. One function for lib/api.ts's `call` and for the requests
 * the boot script starts before the app (boot/early-requests.ts), so that the app finds those under the
 * very URL it asks for.
 */
export function requestUrl(
  endpoint: { path: string },
  input: { params?: Record<string, string>; query?: Record<string, QueryValue | QueryValue[]> } = {},
): string {
  return withQuery(endpointUrl(endpoint.path, input.params), input.query);
}
