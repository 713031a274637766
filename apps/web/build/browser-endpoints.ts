import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import * as endpointModule from "../../../packages/contracts/src/endpoints/index";

/** What the browser needs of an endpoint: where and how to call it (apps/web/src/lib/api.ts `call`). */
const BROWSER_FIELDS = ["method", "path", "status", "websocket", "csrf", "form"] as const;

const ENDPOINTS_DIR = path.resolve(import.meta.dirname, "../../../packages/contracts/src/endpoints");
const TABLES: Record<string, unknown> = endpointModule;
const VIRTUAL = "virtual:hangar-endpoints/";

/**
 * The endpoint tables, as the browser build gets them: each entry's method and path, without its zod schemas.
 * The schemas serve the server (validation) and the type checker (typed calls, which still read the real
 * tables); the browser never validates with them, yet constructing every schema of the API at boot put zod and
 * the whole contract on the first route's critical path.
 *
 * Each feature file under endpoints/ becomes a namespace of one module per entry (endpoints/index.ts stays as
 * written and re-exports them). The web calls entries as `issueEndpoints.list`, which the bundler resolves
 * statically, so an entry lands in the chunk of the code that calls it: the shell carries the dozens of
 * endpoints the board calls, not the API's hundreds (the home dashboard's, the favorites', the palette's…).
 * Only the build swaps the modules: dev and tests run the real ones.
 */
export function browserEndpoints(): Plugin {
  return {
    name: "hangar-browser-endpoints",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${VIRTUAL}`)) return virtualModule(id.slice(VIRTUAL.length + 1));
      const file = path.resolve(id.split("?")[0]);
      if (path.dirname(file) !== ENDPOINTS_DIR || path.basename(file) === "index.ts") return null;
      const source = readFileSync(file, "utf8");
      const names = [...source.matchAll(/^export const (\w+)\s*=/gm)].map((match) => match[1]);
      if (names.length === 0 || /^export (?!const )/m.test(source))
        throw new Error(`${file}: an endpoints module exports only \`export const …Endpoints = {…}\` tables.`);
      for (const name of names)
        if (!TABLES[name])
          throw new Error(`${file}: ${name} is not exported by endpoints/index.ts, so the build cannot read it.`);
      return names.map((name) => `export * as ${name} from "${VIRTUAL}${name}";`).join("\n");
    },
  };
}

/** `virtual:hangar-endpoints/<table>` re-exports the table's entries; `…/<table>/<entry>` is one entry, method and path only. */
function virtualModule(name: string): string {
  const [tableName, key] = name.split("/");
  const table = TABLES[tableName] as Record<string, Record<string, unknown>>;
  if (key === undefined) {
    return Object.keys(table)
      .map((entry) => {
        if (!/^[A-Za-z_$][\w$]*$/.test(entry)) throw new Error(`${tableName}.${entry}: an entry's name must be an identifier`);
        return `export { default as ${entry} } from "${VIRTUAL}${tableName}/${entry}";`;
      })
      .join("\n");
  }
  const entry = table[key];
  if (!entry || typeof entry !== "object" || !("method" in entry)) throw new Error(`${tableName}.${key} is not an endpoint`);
  const fields = BROWSER_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]);
  return `export default ${JSON.stringify(Object.fromEntries(fields))};`;
}
