/**
 * The endpoint contract's values and rules without its zod schemas, so the browser can load them alone
 * (../endpoint.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
export const PARAM_RE = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The URL of an endpoint for these parameters, each percent-encoded. */
export function endpointUrl(path: string, params: Record<string, string> = {}): string {
  return path.replace(PARAM_RE, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
