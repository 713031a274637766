import path from "node:path";
import type { Plugin } from "vite";
import * as endpointModule from "../../../packages/contracts/src/endpoints/index";

/** What the browser needs of an endpoint: where and how to call it (apps/web/src/lib/api.ts `call`). */
const BROWSER_FIELDS = ["method", "path", "status", "websocket", "csrf", "form"] as const;

const ENDPOINTS_INDEX = path.resolve(import.meta.dirname, "../../../packages/contracts/src/endpoints/index.ts");

/**
 * The endpoint table, as the browser build gets it: each entry's method and path, without its zod schemas.
 * The schemas serve the server (validation) and the type checker (typed calls, which still read the real
 * table); the browser never validates with them, yet constructing every schema of the API at boot put zod and
 * the whole contract on the first route's critical path. Only the build swaps the module: dev and tests run
 * the real one.
 */
export function browserEndpoints(): Plugin {
  return {
    name: "hangar-browser-endpoints",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (path.resolve(id.split("?")[0]) !== ENDPOINTS_INDEX) return null;
      const lines = Object.entries(endpointModule).map(
        ([name, table]) => `export const ${name} = ${JSON.stringify(browserTable(name, table as Record<string, unknown>))};`,
      );
      return lines.join("\n");
    },
  };
}

function browserTable(name: string, table: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => {
      if (!value || typeof value !== "object") throw new Error(`${name}.${key} is not an endpoint or table`);
      // endpointTable nests the per-feature tables one level deeper.
      if (!("method" in value)) return [key, browserTable(`${name}.${key}`, value as Record<string, unknown>)];
      const entry = value as Record<string, unknown>;
      return [
        key,
        Object.fromEntries(BROWSER_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]])),
      ];
    }),
  );
}
