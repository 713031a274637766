import {
  type AssigneeDistribution,
  type CycleAnalytics,
  type CycleAnalyticsType,
  type CycleDistribution,
  type CycleProgressSnapshot,
  calendarDays,
  emptyGroupProgress,
  type GroupProgress,
  type IssueTally,
  type LabelDistribution,
  type PointTally,
  type StateGroup,
  utcToday,
} from "@hangar/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  cycleIssues,
  estimatePoints,
  estimates,
  issueAssignees,
  issueLabels,
  issues,
  labels,
  states,
  users,
} from "../../db/schema";
import { activePointJoins, pointValueSql } from "../estimates";
import type { CycleRow } from "./cycles.repo";
import { liveIssue } from "./issue-stats";

type Fact = { id: string; group: StateGroup | null; completed_at: Date | null; points: number };
type Facts = {
  issues: Fact[];
  assignees: (AssigneeDistribution & { issue_id: string })[];
  labels: (LabelDistribution & { issue_id: string })[];
};

/** Everything the progress and analytics of one cycle need, in three queries. */
async function loadFacts(db: Db, cycleId: string): Promise<Facts> {
  const rows = await db
    .select({ id: issues.id, group: states.group, completed_at: issues.completed_at, points: pointValueSql })
    .from(cycleIssues)
    .innerJoin(issues, and(eq(issues.id, cycleIssues.issue_id), liveIssue))
    .leftJoin(states, eq(states.id, issues.state_id))
    .leftJoin(estimatePoints, activePointJoins.point)
    .leftJoin(estimates, activePointJoins.estimate)
    .where(eq(cycleIssues.cycle_id, cycleId));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { issues: [], assignees: [], labels: [] };
  const assigneeRows = await db
    .select({
      issue_id: issueAssignees.issue_id,
      assignee_id: users.id,
      display_name: users.display_name,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar: users.avatar,
    })
    .from(issueAssignees)
    .innerJoin(users, eq(users.id, issueAssignees.assignee_id))
    .where(inArray(issueAssignees.issue_id, ids));
  const labelRows = await db
    .select({ issue_id: issueLabels.issue_id, label_id: labels.id, label_name: labels.name, color: labels.color })
    .from(issueLabels)
    .innerJoin(labels, eq(labels.id, issueLabels.label_id))
    .where(inArray(issueLabels.issue_id, ids));
  return {
    issues: rows.map((r) => ({ ...r, group: r.group as StateGroup | null, points: Number(r.points ?? 0) })),
    assignees: assigneeRows,
    labels: labelRows,
  };
}

function progressFromFacts(facts: Fact[]): GroupProgress {
  const out = emptyGroupProgress();
  for (const f of facts) {
    out.total_issues += 1;
    out.total_estimate_points += f.points;
    if (!f.group) continue;
    out[`${f.group}_issues`] += 1;
    out[`${f.group}_estimate_points`] += f.points;
  }
  return out;
}

type Weigh = (f: Fact) => number;

/**
 * Burndown: for each day of the cycle, what was still open at its end — the total minus what had been
 * completed by then (completed_at, UTC day). Days after today have not ended yet and are null.
 */
function completionChart(cycle: CycleRow, facts: Fact[], weigh: Weigh, today: string): Record<string, number | null> {
  if (!cycle.start_date || !cycle.end_date) return {};
  const total = facts.reduce((sum, f) => sum + weigh(f), 0);
  const doneByDay = new Map<string, number>();
  for (const f of facts) {
    if (!f.completed_at) continue;
    const day = f.completed_at.toISOString().slice(0, 10);
    doneByDay.set(day, (doneByDay.get(day) ?? 0) + weigh(f));
  }
  const chart: Record<string, number | null> = {};
  let doneBefore = 0;
  for (const [day, w] of doneByDay) if (day < cycle.start_date) doneBefore += w;
  let done = doneBefore;
  for (const day of calendarDays(cycle.start_date, cycle.end_date)) {
    done += doneByDay.get(day) ?? 0;
    chart[day] = day > today ? null : total - done;
  }
  return chart;
}

function tally<K extends string | null, D>(
  entries: { key: K; detail: D; fact: Fact }[],
  weigh: Weigh,
): { detail: D; total: number; completed: number }[] {
  const byKey = new Map<K, { detail: D; total: number; completed: number }>();
  for (const { key, detail, fact } of entries) {
    const slot = byKey.get(key) ?? { detail, total: 0, completed: 0 };
    slot.total += weigh(fact);
    if (fact.group === "completed") slot.completed += weigh(fact);
    byKey.set(key, slot);
  }
  return [...byKey.values()];
}

function distribution<T>(
  cycle: CycleRow,
  facts: Facts,
  weigh: Weigh,
  shape: (t: { total: number; completed: number }) => T,
  today: string,
): CycleDistribution<T> {
  const byId = new Map(facts.issues.map((f) => [f.id, f]));
  const assigneeEntries = facts.assignees.flatMap((a) => {
    const fact = byId.get(a.issue_id);
    const { issue_id: _, ...detail } = a;
    return fact ? [{ key: a.assignee_id as string | null, detail, fact }] : [];
  });
  const assigned = new Set(facts.assignees.map((a) => a.issue_id));
  const noAssignee: AssigneeDistribution = {
    assignee_id: null,
    display_name: null,
    first_name: null,
    last_name: null,
    avatar: null,
  };
  for (const fact of facts.issues) if (!assigned.has(fact.id)) assigneeEntries.push({ key: null, detail: noAssignee, fact });
  const labelEntries = facts.labels.flatMap((l) => {
    const fact = byId.get(l.issue_id);
    const { issue_id: _, ...detail } = l;
    return fact ? [{ key: l.label_id as string | null, detail, fact }] : [];
  });
  const labelled = new Set(facts.labels.map((l) => l.issue_id));
  const noLabel: LabelDistribution = { label_id: null, label_name: null, color: null };
  for (const fact of facts.issues) if (!labelled.has(fact.id)) labelEntries.push({ key: null, detail: noLabel, fact });
  const byName = (a: string | null, b: string | null) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b));
  return {
    assignees: tally(assigneeEntries, weigh)
      .map((t) => ({ ...t.detail, ...shape(t) }))
      .sort((a, b) => byName(a.display_name, b.display_name)),
    labels: tally(labelEntries, weigh)
      .map((t) => ({ ...t.detail, ...shape(t) }))
      .sort((a, b) => byName(a.label_name, b.label_name)),
    completion_chart: completionChart(cycle, facts.issues, weigh, today),
  };
}

const byCount: Weigh = () => 1;
const byPoints: Weigh = (f) => f.points;
const issueShape = (t: { total: number; completed: number }): IssueTally => ({
  total_issues: t.total,
  completed_issues: t.completed,
  pending_issues: t.total - t.completed,
});
const pointShape = (t: { total: number; completed: number }): PointTally => ({
  total_estimates: t.total,
  completed_estimates: t.completed,
  pending_estimates: t.total - t.completed,
});

/** The full progress of a cycle as it is now: what transfer-issues freezes into progress_snapshot. */
export async function computeSnapshot(db: Db, cycle: CycleRow, today = utcToday()): Promise<CycleProgressSnapshot> {
  const facts = await loadFacts(db, cycle.id);
  return {
    ...progressFromFacts(facts.issues),
    distribution: distribution(cycle, facts, byCount, issueShape, today),
    estimate_distribution: distribution(cycle, facts, byPoints, pointShape, today),
  };
}

/** A frozen snapshot stands for the cycle's progress from then on. */
export const snapshotOf = (cycle: CycleRow) => (cycle.progress_snapshot as CycleProgressSnapshot | null) ?? null;

export async function cycleProgress(db: Db, cycle: CycleRow): Promise<GroupProgress> {
  const snapshot = snapshotOf(cycle) ?? (await computeSnapshot(db, cycle));
  const { distribution: _d, estimate_distribution: _e, ...progress } = snapshot;
  return progress;
}

export async function cycleAnalytics(db: Db, cycle: CycleRow, type: CycleAnalyticsType): Promise<CycleAnalytics> {
  const snapshot = snapshotOf(cycle) ?? (await computeSnapshot(db, cycle));
  return {
    distribution: snapshot.distribution,
    estimate_distribution: type === "points" ? snapshot.estimate_distribution : {},
  };
}
