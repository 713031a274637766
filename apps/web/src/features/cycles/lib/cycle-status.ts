import { type Cycle, type CycleStatus, compareCycles, utcToday } from "@hangar/contracts";
import { formatDate } from "../../../lib/dates";

type Sortable = Pick<Cycle, "id" | "name" | "status" | "start_date" | "end_date">;

export const CYCLE_TABS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "upcoming", label: "Upcoming" },
  { value: "completed", label: "Completed" },
  { value: "draft", label: "Draft" },
  { value: "archived", label: "Archived" },
] as const;
export type CycleTab = (typeof CYCLE_TABS)[number]["value"];

export function isCycleTab(value: string | null): value is CycleTab {
  return CYCLE_TABS.some((tab) => tab.value === value);
}

const TAB_STATUS: Partial<Record<CycleTab, CycleStatus>> = {
  active: "current",
  upcoming: "upcoming",
  completed: "completed",
  draft: "draft",
};

/** The rows of one tab in display order; the archived tab is its own list and keeps the server's order. */
export function cyclesForTab<T extends Sortable>(cycles: readonly T[], tab: CycleTab): T[] {
  if (tab === "archived") return [...cycles];
  const status = TAB_STATUS[tab];
  return cycles.filter((cycle) => !status || cycle.status === status).sort(compareCycles);
}

export const STATUS_LABEL: Record<CycleStatus, string> = {
  current: "In progress",
  upcoming: "Upcoming",
  completed: "Completed",
  draft: "Draft",
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days left including today, for a running cycle: ending today leaves 1 day. */
export function daysLeft(cycle: Pick<Cycle, "end_date">, today = utcToday()): number | null {
  return cycle.end_date ? Math.max(0, daysBetween(today, cycle.end_date) + 1) : null;
}

export function daysLeftLabel(days: number): string {
  return days === 1 ? "1 day left" : `${days} days left`;
}

/** A cycle's calendar day in the app's long form ("Mar 03, 2025"). */
export const formatDay = (day: string): string => formatDate(day, "long");

export function dateRangeLabel(cycle: Pick<Cycle, "start_date" | "end_date">): string {
  if (!cycle.start_date || !cycle.end_date) return "No dates";
  return `${formatDay(cycle.start_date)} – ${formatDay(cycle.end_date)}`;
}
