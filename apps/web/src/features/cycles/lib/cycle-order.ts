import { type Cycle, compareCycles } from "@hangar/contracts";
import { isDescending, type OrderOf, orderField } from "../../../components/sort-menu";
import { useStoredState } from "../../../lib/use-stored-state";

/**
 * Sorts of the cycles list (spec §9: name, date created, date modified), after the default: by status
 * (spec §4: running first, then upcoming by start date, drafts by name, completed latest first).
 */
export const CYCLE_SORT_FIELDS = ["status", "name", "created_at", "updated_at"] as const;
export type CycleSortField = (typeof CYCLE_SORT_FIELDS)[number];
export type CycleOrder = OrderOf<CycleSortField>;
export const CYCLE_SORT_LABEL: Record<CycleSortField, string> = {
  status: "Status",
  name: "Name",
  created_at: "Date created",
  updated_at: "Date modified",
};
/** The status order has one direction only. */
export const FIXED_CYCLE_SORTS: readonly CycleSortField[] = ["status"];
export const DEFAULT_CYCLE_ORDER: CycleOrder = "status";

type Sortable = Pick<Cycle, "id" | "name" | "status" | "start_date" | "end_date" | "created_at" | "updated_at">;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, undefined, { sensitivity: "base", numeric: true });

const COMPARE: Record<Exclude<CycleSortField, "status">, (a: Sortable, b: Sortable) => number> = {
  name: byName,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  updated_at: (a, b) => a.updated_at.localeCompare(b.updated_at),
};

/**
 * The cycles in the order asked, ties by status order. `status` keeps the order they come in, which the
 * caller has already put in status order (or, for archived cycles, the server's order).
 */
export function sortCycles<T extends Sortable>(cycles: readonly T[], order: CycleOrder): T[] {
  const field = orderField(order);
  if (field === "status") return [...cycles];
  const compare = COMPARE[field];
  const sign = isDescending(order) ? -1 : 1;
  return [...cycles].sort((a, b) => sign * compare(a, b) || compareCycles(a, b));
}

const isCycleOrder = (value: unknown): value is CycleOrder =>
  typeof value === "string" &&
  (CYCLE_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, "")) &&
  !(value.startsWith("-") && FIXED_CYCLE_SORTS.includes(orderField(value as CycleOrder)));

/** The cycles list's sort, remembered per project in this browser. */
export function useCycleOrder(projectId: string): [CycleOrder, (order: CycleOrder) => void] {
  return useStoredState(`cycles_order:${projectId}`, (stored) => (isCycleOrder(stored) ? stored : DEFAULT_CYCLE_ORDER));
}
