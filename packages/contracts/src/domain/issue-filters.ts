/**
 * The issue-filters contract's values and rules without its zod schemas, so the browser can load them alone
 * (../issue-filters.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import { STATE_GROUPS } from "../constants";
import type { DateBounds, IssueFilterKey, IssueListPage, IssuePage } from "../issue-filters";
import { hasNul, isCalendarDate } from "./common";
import { PRIORITIES } from "./issue";

/** A filter value or group key meaning "no value" (unassigned, no labels, no cycle…). */
export const NONE_VALUE = "None";

/** Sort keys; a leading minus reverses. `priority` lists urgent first; nulls always sort last. */
export const ISSUE_ORDER_BY = [
  "sort_order",
  "-sort_order",
  "created_at",
  "-created_at",
  "updated_at",
  "-updated_at",
  "priority",
  "-priority",
  "start_date",
  "-start_date",
  "target_date",
  "-target_date",
  "state__name",
  "-state__name",
  "labels__name",
  "-labels__name",
  "assignees__first_name",
  "-assignees__first_name",
] as const;

/** The filter set (spec §3) plus the date properties the filter bar offers. Lists are OR-ed, keys AND-ed. */
export const ISSUE_FILTER_KEYS = [
  "priority",
  "state",
  "state_group",
  "assignees",
  "mentions",
  "created_by",
  "labels",
  "cycle",
  "module",
  "start_date",
  "target_date",
  "created_at",
  "completed_at",
  "updated_at",
  "project",
  "team_project",
  "subscriber",
  "estimate_point",
  "issue_type",
] as const;

export const DATE_FILTER_PRESETS = ["today", "yesterday", "last_7_days", "last_30_days"] as const;

/** Relative dates (spec §9): a week is 7 days, a month 30. */
export const RELATIVE_DATE_DAYS = { days: 1, weeks: 7, months: 30 } as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ABSOLUTE_DATE_RE = /^(\d{4}-\d{2}-\d{2});(after|before)$/;

const RELATIVE_DATE_RE = /^(\d{1,4})_(days|weeks|months);(after|before);(fromnow|ago)$/;

const isDateToken = (v: string) => {
  if ((DATE_FILTER_PRESETS as readonly string[]).includes(v)) return true;
  if (RELATIVE_DATE_RE.test(v)) return true;
  const m = ABSOLUTE_DATE_RE.exec(v);
  return !!m && isCalendarDate(m[1]);
};

const isUuidOrNone = (v: string) => v === NONE_VALUE || UUID_RE.test(v);

const DATE_HINT =
  "YYYY-MM-DD;after, YYYY-MM-DD;before, N_weeks;after;fromnow (days, weeks, months; fromnow or ago) or today, yesterday, last_7_days, last_30_days";

const check = (ok: (v: string) => boolean, expected: string) => ({ ok, expected });

const VALUE_CHECKS: Record<IssueFilterKey, { ok: (v: string) => boolean; expected: string }> = {
  priority: check((v) => (PRIORITIES as readonly string[]).includes(v), `one of ${PRIORITIES.join(", ")}`),
  state: check(isUuidOrNone, "state ids"),
  state_group: check((v) => (STATE_GROUPS as readonly string[]).includes(v), `one of ${STATE_GROUPS.join(", ")}`),
  assignees: check(isUuidOrNone, "user ids or None"),
  mentions: check((v) => UUID_RE.test(v), "user ids"),
  created_by: check(isUuidOrNone, "user ids"),
  labels: check(isUuidOrNone, "label ids or None"),
  cycle: check(isUuidOrNone, "cycle ids or None"),
  module: check(isUuidOrNone, "module ids or None"),
  start_date: check(isDateToken, DATE_HINT),
  target_date: check(isDateToken, DATE_HINT),
  created_at: check(isDateToken, DATE_HINT),
  completed_at: check(isDateToken, DATE_HINT),
  updated_at: check(isDateToken, DATE_HINT),
  project: check((v) => UUID_RE.test(v), "project ids"),
  team_project: check((v) => UUID_RE.test(v), "project ids"),
  subscriber: check(isUuidOrNone, "user ids or None"),
  estimate_point: check((v) => v.length > 0 && v.length <= 255 && !hasNul(v), "estimate point values or ids"),
  issue_type: check(isUuidOrNone, "issue type ids or None"),
};

const MAX_FILTER_VALUES = 500;

/** Why `values` are not acceptable for `key`, or null when they are. */
export function filterValueError(key: IssueFilterKey, values: string[]): string | null {
  if (values.length > MAX_FILTER_VALUES) return `at most ${MAX_FILTER_VALUES} values`;
  const { ok, expected } = VALUE_CHECKS[key];
  const bad = values.find((v) => !ok(v));
  return bad === undefined ? null : `invalid value "${bad.slice(0, 60)}" (expected ${expected})`;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Resolves date filter tokens against `today` (YYYY-MM-DD, UTC); the tightest bound of each side wins. */
export function resolveDateFilter(tokens: string[], today: string): DateBounds {
  const bounds: DateBounds = { from: null, to: null };
  const after = (d: string) => {
    if (!bounds.from || d > bounds.from) bounds.from = d;
  };
  const before = (d: string) => {
    if (!bounds.to || d < bounds.to) bounds.to = d;
  };
  const presets: Record<string, [string, string]> = {
    today: [today, today],
    yesterday: [addDays(today, -1), addDays(today, -1)],
    last_7_days: [addDays(today, -7), today],
    last_30_days: [addDays(today, -30), today],
  };
  for (const token of tokens) {
    const preset = Object.hasOwn(presets, token) ? presets[token] : undefined;
    if (preset) {
      after(preset[0]);
      before(preset[1]);
    }
    const abs = ABSOLUTE_DATE_RE.exec(token);
    if (abs) (abs[2] === "after" ? after : before)(abs[1]);
    const rel = RELATIVE_DATE_RE.exec(token);
    if (rel) {
      const days = Number(rel[1]) * RELATIVE_DATE_DAYS[rel[2] as keyof typeof RELATIVE_DATE_DAYS];
      const day = addDays(today, rel[4] === "fromnow" ? days : -days);
      (rel[3] === "after" ? after : before)(day);
    }
  }
  return bounds;
}

/** A page asked for without group_by: flat. Throws when the server grouped it after all. */
export function flatIssuePage(page: IssueListPage): IssuePage {
  if (page.grouped_by !== null) throw new Error(`Expected an ungrouped page, got one grouped by ${page.grouped_by}`);
  return page;
}
