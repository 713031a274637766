import { DATE_FILTER_KEYS } from "@hangar/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../test/harness";
import {
  type Attempt,
  attempt,
  describeAttempt,
  expectUnchanged,
  fillPath,
  registeredRoutes,
  type Snapshot,
  snapshot,
  type World,
  worldContext,
} from "./bad-input-test-kit";
import {
  isDateField,
  isDateTimeField,
  isRecord,
  isString,
  leaves,
  type Operation,
  operations,
  sample,
  withValue,
} from "./request-samples-test-kit";

/**
 * Values PostgreSQL cannot take: NUL in text or jsonb, year 0 (it has none), years past 9999, negative
 * years, days that do not exist. Each used to reach the database and answer 500. Every endpoint is
 * found from the app's own route table and OpenAPI document, so a new endpoint is swept too.
 */
const NUL = "before\u0000after";
const BAD_DATES = ["0000-01-01", "10000-01-01", "-001-01-01", "+010000-01-01", "2026-02-30", "2026-13-01"];
const BAD_DATETIMES = ["0000-01-01T00:00:00Z", "10000-01-01T00:00:00Z", "2026-02-30T10:00:00Z"];
const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

let w: World;
let ops: Operation[];
let before: Snapshot;

beforeAll(async () => {
  w = await worldContext();
  ops = operations(w.app);
  before = await snapshot(w.app);
}, 120_000);

const send = (op: { method: string; url: string }, body?: unknown, query = "") =>
  attempt(w.admin.agent, op.method, `${fillPath(op.url, w)}${query}`, body);

/** The failures among `attempts`: anything but a 400 whose message names `field` (auth errors name none). */
function wrong(attempts: { a: Attempt; field?: string }[]): string[] {
  return attempts
    .filter(({ a, field }) => a.status !== 400 || (field !== undefined && !a.authError && !a.error.startsWith(field)))
    .map(({ a, field }) => `${describeAttempt(a)}${field ? ` (expected a 400 naming ${field})` : ""}`);
}

describe("bad input at every endpoint is a 400 and changes nothing", () => {
  it("NUL in any string or JSON field of any write body", async () => {
    const tried: { a: Attempt; field: string }[] = [];
    for (const op of ops.filter((o) => WRITES.has(o.method) && o.body)) {
      const schema = op.body as NonNullable<Operation["body"]>;
      const base = sample(schema, w.ids);
      for (const leaf of leaves(schema)) {
        const values = isRecord(leaf.schema) ? [{ emoji: NUL }, { [NUL]: 1 }] : isString(leaf.schema) ? [NUL] : [];
        for (const value of values) {
          const body = withValue(base, schema, leaf.path, value, w.ids);
          tried.push({ a: await send(op, body), field: leaf.path.join(".") });
        }
      }
    }
    expect(tried.length).toBeGreaterThan(150);
    expect(wrong(tried)).toEqual([]);
    await expectUnchanged(w.app, before);
  }, 300_000);

  it("year 0000, years past 9999, negative years and impossible days in any date field of any write body", async () => {
    const tried: { a: Attempt; field: string }[] = [];
    for (const op of ops.filter((o) => WRITES.has(o.method) && o.body)) {
      const schema = op.body as NonNullable<Operation["body"]>;
      const base = sample(schema, w.ids);
      for (const leaf of leaves(schema).filter((l) => isDateField(l.name) || isDateTimeField(l.name))) {
        // A saved filter holds tokens such as "2026-01-31;after"; its error names the filter, not the item.
        const inFilters = leaf.path[0] === "filters";
        const values = !isDateField(leaf.name) ? BAD_DATETIMES : inFilters ? BAD_DATES.map((d) => `${d};after`) : BAD_DATES;
        const field = leaf.path.filter((p) => !inFilters || typeof p === "string").join(".");
        for (const value of values) tried.push({ a: await send(op, withValue(base, schema, leaf.path, value, w.ids)), field });
      }
    }
    // Issues, drafts, cycles, modules, bulk edits, cycle date checks, the timeline's date moves…
    expect(tried.length).toBeGreaterThan(60);
    expect(wrong(tried)).toEqual([]);
    await expectUnchanged(w.app, before);
  }, 300_000);

  it("NUL, out-of-range dates and impossible days in any list filter or query parameter", async () => {
    const tried: { a: Attempt; field: string }[] = [];
    const dateFilters = new Set<string>(DATE_FILTER_KEYS);
    for (const op of ops.filter((o) => o.method === "GET" && o.query.length && !o.url.includes("/docs"))) {
      const required = Object.fromEntries(
        op.query.filter((q) => q.required).map((q) => [q.name, String(sample(q.schema, w.ids, q.name))]),
      );
      for (const param of op.query) {
        const values: string[] = [];
        if (isString(param.schema)) values.push(NUL);
        if (dateFilters.has(param.name)) values.push(...BAD_DATES.flatMap((d) => [`${d};after`, `${d};before`]));
        else if (isDateTimeField(param.name)) values.push(...BAD_DATETIMES);
        for (const value of values) {
          const query = new URLSearchParams({ ...required, [param.name]: value });
          tried.push({ a: await send(op, undefined, `?${query}`), field: param.name });
        }
      }
    }
    expect(tried.filter((t) => t.a.url.includes("target_date=")).length).toBeGreaterThan(20);
    expect(wrong(tried)).toEqual([]);
    await expectUnchanged(w.app, before);
  }, 300_000);

  it("NUL or a malformed id in any path parameter of any route is never a 5xx", async () => {
    const failures: string[] = [];
    let count = 0;
    for (const route of registeredRoutes(w.app, ops).filter((r) => r.url.includes(":") && !r.url.includes("/docs"))) {
      const op = ops.find((o) => o.method === route.method && o.url === route.url);
      const body = op?.body ? sample(op.body, w.ids) : undefined;
      for (const name of [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])) {
        for (const value of ["%00", "x%00y", "not-an-id"]) {
          const url = fillPath(route.url, w, { name, value });
          const a = await attempt(w.admin.agent, route.method, url, body);
          count++;
          if (a.status >= 500) failures.push(describeAttempt(a));
        }
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    await expectUnchanged(w.app, before);
  }, 300_000);

  it("NUL in the fields of the auth forms", async () => {
    const email = uniqueEmail("nul");
    const forms: [string, Record<string, unknown>][] = [
      ["/auth/email-check/", { email: `a${NUL}@example.com` }],
      ["/auth/sign-up/", { email: `a${NUL}@example.com`, password: "Sup3r-secret!" }],
      ["/auth/sign-up/", { email, password: "Sup3r-secret!", first_name: NUL }],
      ["/auth/sign-up/", { email, password: "Sup3r-secret!", last_name: NUL }],
      ["/auth/sign-in/", { email: `a${NUL}@example.com`, password: "x" }],
      ["/auth/magic-generate/", { email: `a${NUL}@example.com` }],
      ["/auth/magic-sign-in/", { email: `a${NUL}@example.com`, code: "123456" }],
      ["/auth/magic-sign-in/", { email, code: NUL }],
      ["/auth/forgot-password/", { email: `a${NUL}@example.com` }],
      ["/auth/reset-password/", { uidb64: NUL, token: NUL, password: "Sup3r-secret!" }],
    ];
    const tried: { a: Attempt }[] = [];
    for (const [url, body] of forms) tried.push({ a: await attempt(w.other.agent, "POST", url, body) });
    expect(wrong(tried)).toEqual([]);
    await expectUnchanged(w.app, before, ["auth_rate_limits"]);
  }, 120_000);
});
