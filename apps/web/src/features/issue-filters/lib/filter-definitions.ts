import {
  type IssueFilterKey,
  type Label,
  NONE_VALUE,
  PRIORITIES,
  type Priority,
  STATE_GROUP_META,
  STATE_GROUPS,
  type State,
} from "@hangar/contracts";
import { dateTokenLabel } from "./date-filters";

/** Names the filter menu and chips need, from the project's lists (kept free of the issues feature). */
export type FilterSource = {
  states: State[];
  labels: Label[];
  people: { id: string; name: string; avatar: string | null }[];
  cycles: { id: string; name: string }[];
  modules: { id: string; name: string }[];
  /** The points of the project's active estimate, in order; none when it does not estimate. */
  estimatePoints?: { id: string; value: string }[];
};

export type FilterOption = {
  value: string;
  label: string;
  /** Swatch color (states, labels, state groups). */
  color?: string;
  /** A person: their avatar, or their initials when null. */
  avatar?: string | null;
  priority?: Priority;
};

export type FilterDefinition = {
  key: IssueFilterKey;
  label: string;
  type: "options" | "date";
  options?: (source: FilterSource) => FilterOption[];
};

const PRIORITY_LABELS: Record<Priority, string> = { urgent: "Urgent", high: "High", medium: "Medium", low: "Low", none: "None" };

const people = (source: FilterSource): FilterOption[] =>
  source.people.map((p) => ({ value: p.id, label: p.name, avatar: p.avatar }));
const withNone = (label: string, options: FilterOption[]): FilterOption[] => [...options, { value: NONE_VALUE, label }];

/** The filter set the menu offers (spec §3), in the order a user scans it. */
export const FILTER_DEFINITIONS: FilterDefinition[] = [
  {
    key: "priority",
    label: "Priority",
    type: "options",
    options: () => PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p], priority: p })),
  },
  {
    key: "state",
    label: "State",
    type: "options",
    options: (s) => s.states.map((state) => ({ value: state.id, label: state.name, color: state.color })),
  },
  {
    key: "state_group",
    label: "State group",
    type: "options",
    options: () => STATE_GROUPS.map((g) => ({ value: g, label: STATE_GROUP_META[g].label, color: STATE_GROUP_META[g].color })),
  },
  { key: "assignees", label: "Assignees", type: "options", options: (s) => withNone("No assignee", people(s)) },
  { key: "mentions", label: "Mentions", type: "options", options: people },
  { key: "created_by", label: "Created by", type: "options", options: people },
  {
    key: "labels",
    label: "Labels",
    type: "options",
    options: (s) =>
      withNone(
        "No labels",
        s.labels.map((l) => ({ value: l.id, label: l.name, color: l.color })),
      ),
  },
  {
    key: "cycle",
    label: "Cycle",
    type: "options",
    options: (s) =>
      withNone(
        "No cycle",
        s.cycles.map((c) => ({ value: c.id, label: c.name })),
      ),
  },
  {
    key: "module",
    label: "Module",
    type: "options",
    options: (s) =>
      withNone(
        "No module",
        s.modules.map((m) => ({ value: m.id, label: m.name })),
      ),
  },
  {
    key: "estimate_point",
    label: "Estimate",
    type: "options",
    // Offered only where the project estimates.
    options: (s) =>
      s.estimatePoints?.length
        ? withNone(
            "No estimate",
            s.estimatePoints.map((p) => ({ value: p.id, label: p.value })),
          )
        : [],
  },
  { key: "start_date", label: "Start date", type: "date" },
  { key: "target_date", label: "Due date", type: "date" },
];

export const definitionOf = (key: IssueFilterKey) => FILTER_DEFINITIONS.find((d) => d.key === key);

/** How a stored value reads in a chip; an id the project no longer has reads "Unknown". */
export function filterValueLabel(key: IssueFilterKey, value: string, source: FilterSource): string {
  const definition = definitionOf(key);
  if (!definition) return value;
  if (definition.type === "date") return dateTokenLabel(value);
  return definition.options?.(source).find((o) => o.value === value)?.label ?? "Unknown";
}

export type FilterChipGroup = { key: IssueFilterKey; label: string; values: { value: string; label: string }[] };

/** The active filters as chip groups, in menu order; keys the menu doesn't offer still show. */
export function activeFilterChips(
  filters: Partial<Record<IssueFilterKey, string[] | null>>,
  source: FilterSource,
): FilterChipGroup[] {
  const keys = Object.keys(filters) as IssueFilterKey[];
  const ordered = [
    ...FILTER_DEFINITIONS.map((d) => d.key).filter((k) => keys.includes(k)),
    ...keys.filter((k) => !definitionOf(k)),
  ];
  return ordered.flatMap((key) => {
    const values = filters[key];
    if (!values || values.length === 0) return [];
    const label = definitionOf(key)?.label ?? key.replace(/_/g, " ");
    return [{ key, label, values: values.map((value) => ({ value, label: filterValueLabel(key, value, source) })) }];
  });
}
