import { uniqueEmail, uniqueIdentifier, uniqueSlug } from "../test/harness";
import type { App } from "./types";

/** The part of JSON Schema the OpenAPI document of our zod contracts uses. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  minItems?: number;
  minimum?: number;
  minLength?: number;
};

export type Operation = {
  method: string;
  /** Fastify's form: `/api/workspaces/:slug/`. */
  url: string;
  body: Schema | null;
  query: { name: string; required: boolean; schema: Schema }[];
};

/** Every operation of the app's OpenAPI document (built from the routes' own schemas), in Fastify's path form. */
export function operations(app: App): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
        }
      >
    >;
  };
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      out.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ":$1"),
        body: op.requestBody?.content?.["application/json"]?.schema ?? null,
        query: (op.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
      });
    }
  }
  return out;
}

const variants = (s: Schema): Schema[] => s.anyOf ?? s.oneOf ?? s.allOf ?? [];
const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
/** The variant a sample is built from: the first that is not null. */
function pick(s: Schema): Schema {
  const vs = variants(s).filter((v) => !types(v).includes("null"));
  return vs.length ? pick(vs[0]) : s;
}
export const isRecord = (s: Schema) => types(pick(s)).includes("object") && !pick(s).properties && !!pick(s).additionalProperties;
export const isString = (s: Schema) => {
  const p = pick(s);
  return types(p).includes("string") || (p.enum?.every((e) => typeof e === "string") ?? false);
};

const DATE_FIELD = /(^|_)date$/;
const DATETIME_FIELD = /__(gt|lt|gte|lte)$/;
export const isDateField = (name: string) => DATE_FIELD.test(name);
export const isDateTimeField = (name: string) => DATETIME_FIELD.test(name);

/** A plausible value for a string field, by its name and format. */
function sampleString(name: string, s: Schema, ids: Record<string, string>): string {
  if (s.enum?.length) return String(s.enum[0]);
  if (s.const !== undefined) return String(s.const);
  if (s.format === "uuid") return ids[name] ?? ids.id;
  if (s.format === "email" || name === "email") return uniqueEmail("sample");
  if (isDateField(name)) return "2031-01-15";
  if (isDateTimeField(name)) return "2031-01-15T00:00:00Z";
  const byName: Record<string, string> = {
    identifier: uniqueIdentifier(),
    slug: uniqueSlug(),
    color: "#3f76ff",
    url: "https://example.com/page",
    reaction: "👍",
    comment_html: "<p>sample</p>",
    description_html: "<p>sample</p>",
    value: String(Math.floor(Math.random() * 1000) + 10),
    language: "en",
    organization_size: "2-10",
    type: "points",
    query_type: "issue,project",
  };
  return byName[name] ?? `Sample ${name} ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A body for `schema` holding only what it requires, each value plausible: real ids from `ids` by field
 * name, dates in range, enums at their first value. Arrays of ids get the id named by the array.
 */
export function sample(schema: Schema, ids: Record<string, string>, name = ""): unknown {
  const s = pick(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const t = types(s);
  if (t.includes("object") || s.properties) {
    const out: Record<string, unknown> = {};
    for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, ids, key);
    return out;
  }
  if (t.includes("array")) {
    const n = s.minItems ?? 0;
    return Array.from({ length: n }, () => sample(s.items ?? {}, ids, name));
  }
  if (t.includes("string")) return sampleString(name, s, ids);
  if (t.includes("integer") || t.includes("number")) return Math.max(s.minimum ?? 1, 1);
  if (t.includes("boolean")) return false;
  return null;
}

export type Leaf = { path: (string | number)[]; schema: Schema; name: string };

/** Every field a body can carry, down through objects and (one item of) arrays. */
export function leaves(schema: Schema, path: (string | number)[] = [], name = ""): Leaf[] {
  const s = pick(schema);
  if (s.properties) {
    return Object.entries(s.properties).flatMap(([key, child]) => leaves(child, [...path, key], key));
  }
  if (types(s).includes("array") && s.items) return leaves(s.items, [...path, 0], name);
  return path.length ? [{ path, schema, name }] : [];
}

/** `body` with `value` at `path`, building the objects and arrays on the way from their schemas. */
export function withValue(
  body: unknown,
  schema: Schema,
  path: (string | number)[],
  value: unknown,
  ids: Record<string, string>,
): unknown {
  if (path.length === 0) return value;
  const s = pick(schema);
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const items = Array.isArray(body) && body.length ? [...body] : [sample(s.items ?? {}, ids)];
    items[0] = withValue(items[0], s.items ?? {}, rest, value, ids);
    return items;
  }
  const obj = body && typeof body === "object" ? { ...(body as Record<string, unknown>) } : {};
  const child = s.properties?.[head] ?? {};
  const current = head in obj ? obj[head] : sample(child, ids, head);
  obj[head] = withValue(current, child, rest, value, ids);
  return obj;
}
