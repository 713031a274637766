import { type Issue, type IssueOrderBy, NONE_VALUE } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";
import { type GroupPage, type IssueViewData, loadedIds } from "../../issue-core";
import { groupKeysOf } from "./group-keys";
import { knownGroupKeys } from "./group-meta";
import { sortIssues } from "./issue-sort";

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

type BuildInput = {
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

const cellKey = (g: string, s: string) => `${g}\u0000${s}`;

function adjustedCount(server: GroupPage | undefined, now: Issue[]): number {
  if (!server) return now.length;
  const nowIds = new Set(now.map((i) => i.id));
  const serverIds = new Set(server.ids);
  let count = server.total;
  for (const id of serverIds) if (!nowIds.has(id)) count -= 1;
  for (const id of nowIds) if (!serverIds.has(id)) count += 1;
  return Math.max(count, now.length);
}

const pointValue = (lookups: IssueLookups, pointId: string | null | undefined) => {
  const value = pointId ? Number(lookups.estimatePoints.get(pointId)) : 0;
  return Number.isFinite(value) ? value : 0;
};

/**
 * The server's points for a group, less what its listed issues had then, plus what the group's issues
 * have now: an issue estimated, moved in or out here shifts the sum at once.
 */
function adjustedPoints(server: GroupPage | undefined, now: Issue[], lookups: IssueLookups, summed: boolean): number | null {
  if (!summed) return null;
  let points = server?.points ?? 0;
  for (const pointId of Object.values(server?.pointIds ?? {})) points -= pointValue(lookups, pointId);
  for (const issue of now) points += pointValue(lookups, issue.estimate_point);
  return Math.max(0, Math.round(points * 100) / 100);
}

function orderKeys(keys: Iterable<string>, serverOrder: string[], known: string[]): string[] {
  const knownRank = new Map(known.map((k, i) => [k, i]));
  const serverRank = new Map(serverOrder.map((k, i) => [k, i]));
  const rank = (k: string) =>
    k === NONE_VALUE ? Number.MAX_SAFE_INTEGER : (knownRank.get(k) ?? 1_000_000 + (serverRank.get(k) ?? 500_000));
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b));
}

/**
 * Regroups the loaded issues by their current values (so optimistic changes and live events move them
 * at once) and sorts each group the way the server does.
 */
export function buildViewGroups({
  data,
  issuesById,
  extraIds,
  orderBy,
  lookups,
  showEmptyGroups,
  includes,
}: BuildInput): ViewGroups {
  const { groupBy, subGroupBy } = data;
  const loaded = loadedIds(data);
  const listed: Issue[] = [];
  const take = (id: string) => {
    const issue = issuesById[id];
    if (issue && !issue.archived_at && !issue.is_draft && (!includes || includes(issue))) listed.push(issue);
  };
  for (const id of loaded) take(id);
  for (const id of extraIds) if (!loaded.has(id)) take(id);
  const present = sortIssues(listed, orderBy, lookups);

  const buckets = new Map<string, Issue[]>();
  const cells = new Map<string, Issue[]>();
  const lanes = new Map<string, Issue[]>();
  const push = (map: Map<string, Issue[]>, key: string, issue: Issue) => {
    const list = map.get(key);
    if (list) list.push(issue);
    else map.set(key, [issue]);
  };
  for (const issue of present) {
    const groupKeys = groupKeysOf(issue, groupBy, lookups);
    for (const g of groupKeys) push(buckets, g, issue);
    if (!subGroupBy) continue;
    for (const s of groupKeysOf(issue, subGroupBy, lookups)) {
      push(lanes, s, issue);
      for (const g of groupKeys) push(cells, cellKey(g, s), issue);
    }
  }

  const known = knownGroupKeys(groupBy, lookups);
  const groupKeys = orderKeys([...data.order, ...buckets.keys(), ...(showEmptyGroups ? known : [])], data.order, known);
  const summed = Object.values(data.groups).some((g) => g.points !== undefined);
  const groups = groupKeys.map((key) => {
    const issues = buckets.get(key) ?? [];
    const server = data.groups[key];
    return {
      key,
      issues,
      count: adjustedCount(server, issues),
      points: adjustedPoints(server, issues, lookups, summed),
      hasMore: server?.hasMore ?? false,
      page: server?.page ?? 0,
    };
  });

  const cell = (g: string, s: string): DisplayGroup => {
    const issues = cells.get(cellKey(g, s)) ?? [];
    const server = data.cells[g]?.[s];
    return { key: s, issues, count: adjustedCount(server, issues), hasMore: server?.hasMore ?? false, page: server?.page ?? 0 };
  };

  let laneGroups: DisplayGroup[] | null = null;
  if (subGroupBy) {
    const knownLanes = knownGroupKeys(subGroupBy, lookups);
    const laneKeys = orderKeys(
      [...data.subOrder, ...lanes.keys(), ...(showEmptyGroups ? knownLanes : [])],
      data.subOrder,
      knownLanes,
    );
    laneGroups = laneKeys.map((key) => {
      const issues = lanes.get(key) ?? [];
      const count = groupKeys.reduce((sum, g) => sum + cell(g, key).count, 0);
      return { key, issues, count, hasMore: false, page: 0 };
    });
  }
  return { groups, lanes: laneGroups, cell, issues: present };
}
