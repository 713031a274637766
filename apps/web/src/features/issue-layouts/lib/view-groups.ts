import { type Issue, type IssueOrderBy, NONE_VALUE } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";
import { type IssueViewData, loadedIds } from "../../issue-core";
import { adjustedCount, adjustedPoints, deriveFigures, noteInserted, noteRemoved } from "./group-figures";
import { groupKeysOf } from "./group-keys";
import { knownGroupKeys } from "./group-meta";
import { type IssueOrder, issueOrder } from "./issue-sort";

/** A group (list section, board column, swimlane or one cell of a swimlane) as shown. */
export type DisplayGroup = {
  key: string;
  issues: Issue[];
  /** The server's total for the whole filtered set, moved by what changed here since it was counted. */
  count: number;
  /** Estimate points over the whole filtered set, moved likewise; null where the server sums none. */
  points?: number | null;
  hasMore: boolean;
  /** Pages loaded so far (0 = the first); "Load more" asks for the next one. */
  page: number;
};

export type ViewGroups = {
  groups: DisplayGroup[];
  /** Swimlanes when sub-grouped, else null. */
  lanes: DisplayGroup[] | null;
  cell: (groupKey: string, laneKey: string) => DisplayGroup;
  /** Every issue shown, once. */
  issues: Issue[];
};

export type BuildInput = {
  data: IssueViewData;
  issuesById: Record<string, Issue>;
  /** Issues that appeared after the view loaded and match it. */
  extraIds: readonly string[];
  orderBy: IssueOrderBy;
  lookups: IssueLookups;
  showEmptyGroups: boolean;
  /** The scope's own condition (e.g. in this cycle): an issue moved out of it leaves the list at once. */
  includes?: (issue: Issue) => boolean;
};

/** Where `issuesById` stands, and which issues later versions wrote (null: unknown, regroup everything). */
export type StoreVersion = { version: number; changedSince: (version: number) => ReadonlySet<string> | null };

const cellKey = (g: string, s: string) => `${g}\u0000${s}`;

function orderKeys(keys: Iterable<string>, serverOrder: string[], known: string[]): string[] {
  const knownRank = new Map(known.map((k, i) => [k, i]));
  const serverRank = new Map(serverOrder.map((k, i) => [k, i]));
  const rank = (k: string) =>
    k === NONE_VALUE ? Number.MAX_SAFE_INTEGER : (knownRank.get(k) ?? 1_000_000 + (serverRank.get(k) ?? 500_000));
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b));
}

/** The first index of sorted `list` whose issue does not come before `target`. */
function lowerBound(list: Issue[], target: ReturnType<IssueOrder["keyOf"]>, order: IssueOrder): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order.compare(order.keyOf(list[mid]), target) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Everything a grouping keeps between two builds of the same view. */
type Placed = {
  input: BuildInput;
  version: number | null;
  order: IssueOrder;
  loaded: ReadonlySet<string>;
  extra: ReadonlySet<string>;
  /** Each shown issue as placed: a different object in the store means it changed. */
  shown: Map<string, Issue>;
  present: Issue[];
  buckets: Map<string, Issue[]>;
  lanes: Map<string, Issue[]>;
  cells: Map<string, Issue[]>;
  groups: Map<string, DisplayGroup>;
  cellGroups: Map<string, DisplayGroup>;
  result: ViewGroups | null;
};

/** Same view, same order and names: only issues changed, so only they need placing again. */
const sameView = (a: BuildInput, b: BuildInput) =>
  a.data === b.data &&
  a.issuesById === b.issuesById &&
  a.orderBy === b.orderBy &&
  a.lookups === b.lookups &&
  a.showEmptyGroups === b.showEmptyGroups &&
  a.includes === b.includes;

/**
 * Regroups the loaded issues by their current values (so optimistic changes and live events move them
 * at once) and sorts each group the way the server does.
 *
 * Issue 16: a burst of live changes must not block input. Given the store's version, a build places
 * only the issues written since the last one: each leaves its old groups and is put into its new ones
 * by binary search, and only the groups it touched are counted again and get new objects, so their
 * rows re-render and the rest do not. Anything else (another page, order, grouping, names) regroups all.
 */
export function createViewGrouper() {
  let placed: Placed | null = null;

  function showable(input: BuildInput, issue: Issue | undefined): Issue | undefined {
    return issue && !issue.archived_at && !issue.is_draft && (!input.includes || input.includes(issue)) ? issue : undefined;
  }

  function placeAll(input: BuildInput, version: number | null): Placed {
    const loaded = loadedIds(input.data);
    const extra = new Set(input.extraIds);
    const order = issueOrder(input.orderBy, input.lookups);
    const shown = new Map<string, Issue>();
    for (const id of loaded) {
      const issue = showable(input, input.issuesById[id]);
      if (issue) shown.set(id, issue);
    }
    for (const id of extra) {
      const issue = loaded.has(id) ? undefined : showable(input, input.issuesById[id]);
      if (issue) shown.set(id, issue);
    }
    const present = [...shown.values()]
      .map(order.keyOf)
      .sort(order.compare)
      .map((k) => k.issue);
    const next: Placed = {
      input,
      version,
      order,
      loaded,
      extra,
      shown,
      present,
      buckets: new Map(),
      lanes: new Map(),
      cells: new Map(),
      groups: new Map(),
      cellGroups: new Map(),
      result: null,
    };
    const { groupBy, subGroupBy } = input.data;
    const push = (map: Map<string, Issue[]>, key: string, issue: Issue) => {
      const list = map.get(key);
      if (list) list.push(issue);
      else map.set(key, [issue]);
    };
    for (const issue of present) {
      const groupKeys = groupKeysOf(issue, groupBy, input.lookups);
      for (const g of groupKeys) push(next.buckets, g, issue);
      if (!subGroupBy) continue;
      for (const s of groupKeysOf(issue, subGroupBy, input.lookups)) {
        push(next.lanes, s, issue);
        for (const g of groupKeys) push(next.cells, cellKey(g, s), issue);
      }
    }
    return next;
  }

  /** Places again the issues in `changed` (and those that joined or left the extras); false when none moved. */
  function placeChanged(
    p: Placed,
    input: BuildInput,
    changed: ReadonlySet<string>,
    touched: Set<string>,
    touchedCells: Set<string>,
  ) {
    const extra = new Set(input.extraIds);
    const candidates = new Set(changed);
    for (const id of extra) if (!p.extra.has(id)) candidates.add(id);
    for (const id of p.extra) if (!extra.has(id)) candidates.add(id);
    p.extra = extra;
    const { groupBy, subGroupBy } = input.data;
    const { lookups } = input;
    const copied = new Set<Issue[]>();
    /** The list at `key`, copied on its first change in this build: the previous build's arrays stay as they were. */
    const writable = (map: Map<string, Issue[]>, key: string) => {
      const current = map.get(key);
      if (current && copied.has(current)) return current;
      const copy = current ? current.slice() : [];
      copied.add(copy);
      if (current) deriveFigures(copy, current);
      map.set(key, copy);
      return copy;
    };
    const remove = (list: Issue[], issue: Issue) => {
      const at = lowerBound(list, p.order.keyOf(issue), p.order);
      const index = list[at] === issue ? at : list.indexOf(issue);
      if (index < 0) return;
      list.splice(index, 1);
      noteRemoved(list, issue);
    };
    const insert = (list: Issue[], issue: Issue) => {
      list.splice(lowerBound(list, p.order.keyOf(issue), p.order), 0, issue);
      noteInserted(list, issue);
    };
    const edit = (issue: Issue, apply: (list: Issue[], issue: Issue) => void) => {
      const groupKeys = groupKeysOf(issue, groupBy, lookups);
      for (const g of groupKeys) {
        apply(writable(p.buckets, g), issue);
        touched.add(g);
      }
      if (!subGroupBy) return;
      for (const s of groupKeysOf(issue, subGroupBy, lookups)) {
        apply(writable(p.lanes, s), issue);
        for (const g of groupKeys) {
          apply(writable(p.cells, cellKey(g, s)), issue);
          touchedCells.add(cellKey(g, s));
        }
      }
    };

    let present: Issue[] | null = null;
    for (const id of candidates) {
      const candidate = p.loaded.has(id) || extra.has(id);
      const now = candidate ? showable(input, input.issuesById[id]) : undefined;
      const before = p.shown.get(id);
      if (now === before) continue;
      present ??= p.present.slice();
      if (before) {
        remove(present, before);
        edit(before, remove);
      }
      if (now) {
        insert(present, now);
        edit(now, insert);
        p.shown.set(id, now);
      } else p.shown.delete(id);
    }
    if (present) p.present = present;
    for (const map of [p.buckets, p.lanes, p.cells]) for (const [key, list] of map) if (list.length === 0) map.delete(key);
    return present !== null;
  }

  function assemble(p: Placed, touched: ReadonlySet<string> | null, touchedCells: ReadonlySet<string> | null): ViewGroups {
    const { data, lookups, showEmptyGroups } = p.input;
    const { groupBy, subGroupBy } = data;
    const known = knownGroupKeys(groupBy, lookups);
    const groupKeys = orderKeys([...data.order, ...p.buckets.keys(), ...(showEmptyGroups ? known : [])], data.order, known);
    const summed = Object.values(data.groups).some((g) => g.points !== undefined);
    const groups = groupKeys.map((key) => {
      const cached = p.groups.get(key);
      if (cached && touched && !touched.has(key)) return cached;
      const issues = p.buckets.get(key) ?? [];
      const server = data.groups[key];
      const group = {
        key,
        issues,
        count: adjustedCount(server, issues, lookups),
        points: adjustedPoints(server, issues, lookups, summed),
        hasMore: server?.hasMore ?? false,
        page: server?.page ?? 0,
      };
      p.groups.set(key, group);
      return group;
    });

    // Cells are counted again where an issue moved, once: later calls (rendering the board) reuse them.
    let stale = touchedCells;
    const cell = (g: string, s: string): DisplayGroup => {
      const key = cellKey(g, s);
      const cached = p.cellGroups.get(key);
      if (cached && stale && !stale.has(key)) return cached;
      const issues = p.cells.get(key) ?? [];
      const server = data.cells[g]?.[s];
      const group = {
        key: s,
        issues,
        count: adjustedCount(server, issues, lookups),
        hasMore: server?.hasMore ?? false,
        page: server?.page ?? 0,
      };
      p.cellGroups.set(key, group);
      return group;
    };

    let laneGroups: DisplayGroup[] | null = null;
    if (subGroupBy) {
      const knownLanes = knownGroupKeys(subGroupBy, lookups);
      const laneKeys = orderKeys(
        [...data.subOrder, ...p.lanes.keys(), ...(showEmptyGroups ? knownLanes : [])],
        data.subOrder,
        knownLanes,
      );
      laneGroups = laneKeys.map((key) => {
        const issues = p.lanes.get(key) ?? [];
        const count = groupKeys.reduce((sum, g) => sum + cell(g, key).count, 0);
        return { key, issues, count, hasMore: false, page: 0 };
      });
      stale = new Set();
    }
    return { groups, lanes: laneGroups, cell, issues: p.present };
  }

  return {
    /** The view's groups now; with `store`, only what changed since the last build is placed again. */
    build(input: BuildInput, store?: StoreVersion): ViewGroups {
      const previous = placed;
      const changed =
        previous?.result && store && previous.version !== null && sameView(previous.input, input)
          ? store.changedSince(previous.version)
          : null;
      // A change to most of the view is as cheap to regroup from scratch.
      if (previous?.result && changed && changed.size <= Math.max(64, previous.present.length / 4)) {
        const touched = new Set<string>();
        const touchedCells = new Set<string>();
        previous.input = input;
        previous.version = store?.version ?? null;
        if (!placeChanged(previous, input, changed, touched, touchedCells)) return previous.result;
        previous.result = assemble(previous, touched, touchedCells);
        return previous.result;
      }
      placed = placeAll(input, store?.version ?? null);
      placed.result = assemble(placed, null, null);
      return placed.result;
    },
  };
}

/** The view's groups, built from scratch. */
export function buildViewGroups(input: BuildInput): ViewGroups {
  return createViewGrouper().build(input);
}
