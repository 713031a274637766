import { emptyGroupProgress, type GroupProgress, type StateGroup } from "@hangar/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cycleIssues, issues, moduleIssues, states } from "../../db/schema";
import { activePointValues } from "../estimates";

/** Issues that count towards progress: not deleted, archived or draft. */
export const liveIssue = and(isNull(issues.deleted_at), isNull(issues.archived_at), eq(issues.is_draft, false));

const countIn = (group: StateGroup) => sql<number>`(count(*) filter (where ${states.group} = ${group}))::int`;

/**
 * Per cycle (or module): issue counts and estimate point totals by state group, as one grouped
 * sub-select to join on the owner id. Aliases carry a prefix because Drizzle refers to aliased
 * sub-select columns by bare name.
 */
export function progressSubquery(db: Db, kind: "cycle" | "module", where?: SQL) {
  const p = kind === "cycle" ? "cs" : "ms";
  const points = activePointValues(db);
  const pointsIn = (group: StateGroup) =>
    sql<number>`coalesce(sum(${points.value}) filter (where ${states.group} = ${group}), 0)::float8`;
  const owner = kind === "cycle" ? cycleIssues.cycle_id : moduleIssues.module_id;
  const issueId = kind === "cycle" ? cycleIssues.issue_id : moduleIssues.issue_id;
  const fields = {
    owner_id: sql<string>`${owner}`.as(`${p}_owner_id`),
    total_issues: sql<number>`count(*)::int`.as(`${p}_total_issues`),
    backlog_issues: countIn("backlog").as(`${p}_backlog_issues`),
    unstarted_issues: countIn("unstarted").as(`${p}_unstarted_issues`),
    started_issues: countIn("started").as(`${p}_started_issues`),
    completed_issues: countIn("completed").as(`${p}_completed_issues`),
    cancelled_issues: countIn("cancelled").as(`${p}_cancelled_issues`),
    total_estimate_points: sql<number>`coalesce(sum(${points.value}), 0)::float8`.as(`${p}_total_estimate_points`),
    backlog_estimate_points: pointsIn("backlog").as(`${p}_backlog_estimate_points`),
    unstarted_estimate_points: pointsIn("unstarted").as(`${p}_unstarted_estimate_points`),
    started_estimate_points: pointsIn("started").as(`${p}_started_estimate_points`),
    completed_estimate_points: pointsIn("completed").as(`${p}_completed_estimate_points`),
    cancelled_estimate_points: pointsIn("cancelled").as(`${p}_cancelled_estimate_points`),
  };
  const from = kind === "cycle" ? db.select(fields).from(cycleIssues) : db.select(fields).from(moduleIssues);
  return from
    .innerJoin(issues, and(eq(issues.id, issueId), liveIssue))
    .leftJoin(states, eq(states.id, issues.state_id))
    .leftJoin(points, eq(points.id, issues.estimate_point_id))
    .where(where)
    .groupBy(owner)
    .as(`${p}_progress`);
}

/** A joined row's progress columns (null when the owner has no issues) in the wire shape. */
export function progressOf(row: Partial<Record<keyof GroupProgress, number | null>>): GroupProgress {
  const out = emptyGroupProgress();
  for (const key of Object.keys(out) as (keyof GroupProgress)[]) out[key] = Number(row[key] ?? 0);
  return out;
}

/** The columns to select from a progress sub-select, keyed by their wire names. */
export function progressFields(sub: ReturnType<typeof progressSubquery>) {
  return {
    total_issues: sub.total_issues,
    backlog_issues: sub.backlog_issues,
    unstarted_issues: sub.unstarted_issues,
    started_issues: sub.started_issues,
    completed_issues: sub.completed_issues,
    cancelled_issues: sub.cancelled_issues,
    total_estimate_points: sub.total_estimate_points,
    backlog_estimate_points: sub.backlog_estimate_points,
    unstarted_estimate_points: sub.unstarted_estimate_points,
    started_estimate_points: sub.started_estimate_points,
    completed_estimate_points: sub.completed_estimate_points,
    cancelled_estimate_points: sub.cancelled_estimate_points,
  };
}
