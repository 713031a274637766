import {
  type Issue,
  type IssueGroupBy,
  NONE_VALUE,
  type Priority,
  SORT_ORDER_STEP,
  type UpdateIssueBody,
} from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";

export type MovePatch = { patch: UpdateIssueBody } | { error: string };

const GROUP_NAMES: Record<IssueGroupBy, string> = {
  state_id: "state",
  state__group: "state group",
  priority: "priority",
  project_id: "project",
  cycle_id: "cycle",
  issue_module__module_id: "module",
  labels__id: "labels",
  assignees__id: "assignees",
  created_by: "creator",
};

/** Many-to-many: the value dragged from is replaced by the one dropped on ("None" means no value). */
function replaceIn(ids: string[], from: string, to: string): string[] {
  const kept = ids.filter((id) => id !== from);
  if (to !== NONE_VALUE && !kept.includes(to)) kept.push(to);
  return to === NONE_VALUE ? [] : kept;
}

/**
 * The change that moves an issue from one group to another under a grouping, or why it cannot move
 * (creator and project are facts; cycles and modules change through their own calls).
 */
export function patchForGroupChange(
  issue: Issue,
  groupBy: IssueGroupBy,
  from: string,
  to: string,
  lookups: Pick<IssueLookups, "states">,
): MovePatch {
  if (from === to) return { patch: {} };
  switch (groupBy) {
    case "state_id":
      if (to === NONE_VALUE) return { error: "An issue always has a state." };
      return { patch: { state_id: to } };
    case "state__group": {
      const inGroup = lookups.states.filter((s) => s.group === to);
      const target = inGroup.find((s) => s.default) ?? inGroup[0];
      if (!target) return { error: "This project has no state in that group." };
      return { patch: { state_id: target.id } };
    }
    case "priority":
      return { patch: { priority: to as Priority } };
    case "assignees__id":
      return { patch: { assignee_ids: replaceIn(issue.assignee_ids, from, to) } };
    case "labels__id":
      return { patch: { label_ids: replaceIn(issue.label_ids, from, to) } };
    default:
      return { error: `Issues can't be moved between ${GROUP_NAMES[groupBy]} groups by dragging.` };
  }
}

/**
 * DESIGN §6: between two neighbours the midpoint; before the first or after the last one step
 * (spec §9: 10000) beyond it.
 */
export function sortOrderBetween(before: number | undefined, after: number | undefined): number {
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + SORT_ORDER_STEP;
  if (after !== undefined) return after - SORT_ORDER_STEP;
  return 65535;
}

/** Field values a new issue gets from the group (and swimlane) it is quick-added in. */
export function createDefaultsFor(
  groupBy: IssueGroupBy | null,
  key: string,
  lookups: Pick<IssueLookups, "states">,
): { state_id?: string; priority?: Priority; label_ids?: string[]; assignee_ids?: string[] } {
  if (!groupBy || key === NONE_VALUE) return {};
  switch (groupBy) {
    case "state_id":
      return { state_id: key };
    case "state__group": {
      const inGroup = lookups.states.filter((s) => s.group === key);
      const target = inGroup.find((s) => s.default) ?? inGroup[0];
      return target ? { state_id: target.id } : {};
    }
    case "priority":
      return { priority: key as Priority };
    case "labels__id":
      return { label_ids: [key] };
    case "assignees__id":
      return { assignee_ids: [key] };
    default:
      // Quick add ignores cycle and module values (spec §5); creator and project are given.
      return {};
  }
}

/** A card dropped somewhere on the board: where it came from, where it landed, and its new neighbours. */
export type IssueMove = {
  issueId: string;
  fromGroup: string;
  toGroup: string;
  fromLane?: string;
  toLane?: string;
  /** Ids of the cards just above and below the drop point in the target column (excluding the card). */
  beforeId?: string;
  afterId?: string;
};

type MoveContext = {
  groupBy: IssueGroupBy | null;
  subGroupBy: IssueGroupBy | null;
  /** Manual order only: other orders are computed, so a position cannot be kept. */
  manualOrder: boolean;
  lookups: Pick<IssueLookups, "states">;
  issueById: (id: string) => Issue | undefined;
};

export type MoveResult = { patch: UpdateIssueBody } | { error: string } | { notice: string } | { none: true };

export const MANUAL_ORDER_NOTICE = 'Reordering by hand needs the "Manual" order. Pick it under Display.';

/** What a drop changes: the grouped properties first, then the position when the order is manual. */
export function resolveMove(move: IssueMove, ctx: MoveContext): MoveResult {
  const issue = ctx.issueById(move.issueId);
  if (!issue) return { none: true };
  const patch: UpdateIssueBody = {};
  const changesGroup = move.fromGroup !== move.toGroup;
  const changesLane = move.fromLane !== move.toLane;
  if (changesGroup && ctx.groupBy) {
    const result = patchForGroupChange(issue, ctx.groupBy, move.fromGroup, move.toGroup, ctx.lookups);
    if ("error" in result) return result;
    Object.assign(patch, result.patch);
  }
  if (changesLane && ctx.subGroupBy && move.fromLane !== undefined && move.toLane !== undefined) {
    const result = patchForGroupChange({ ...issue, ...patch } as Issue, ctx.subGroupBy, move.fromLane, move.toLane, ctx.lookups);
    if ("error" in result) return result;
    Object.assign(patch, result.patch);
  }
  if (ctx.manualOrder) {
    const before = move.beforeId ? ctx.issueById(move.beforeId)?.sort_order : undefined;
    const after = move.afterId ? ctx.issueById(move.afterId)?.sort_order : undefined;
    const next = sortOrderBetween(before, after);
    if ((before !== undefined || after !== undefined) && next !== issue.sort_order) patch.sort_order = next;
  } else if (!changesGroup && !changesLane) {
    return { notice: MANUAL_ORDER_NOTICE };
  }
  return Object.keys(patch).length > 0 ? { patch } : { none: true };
}
