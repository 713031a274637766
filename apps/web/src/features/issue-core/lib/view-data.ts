import type { GroupedIssuePage, Issue, IssueGroup, IssueGroupBy, IssueListPage, SubGroupedIssuePage } from "@hangar/contracts";

/** One group (or one swimlane cell) as the server paged it. */
export type GroupPage = {
  ids: string[];
  total: number;
  /** Pages loaded, the first being 0. */
  page: number;
  hasMore: boolean;
  /** The group's estimate points over the whole filtered set, when the server summed them. */
  points?: number;
  /** Each listed issue's estimate point when the server summed: local edits since then move `points`. */
  pointIds?: Record<string, string | null>;
};

/**
 * The id lists of one loaded view (DESIGN §7: issues by id live in the store, ordered ids per view and
 * group live here). An ungrouped view is the single group "".
 */
export type IssueViewData = {
  groupBy: IssueGroupBy | null;
  subGroupBy: IssueGroupBy | null;
  perPage: number;
  /** Group keys in the server's order; sub-group keys likewise. */
  order: string[];
  subOrder: string[];
  groups: Record<string, GroupPage>;
  cells: Record<string, Record<string, GroupPage>>;
  total: number;
  /** When the first page was asked for: issues created later may belong here too. */
  loadedAt: string;
};

export const FLAT_GROUP = "";

/** A group's points: the page's sum, else the one already held; the listed issues' points beside it. */
function withPoints(target: GroupPage, issues: Issue[], total: number | undefined, previous?: GroupPage): GroupPage {
  const points = total ?? previous?.points;
  if (points === undefined) return target;
  const pointIds = { ...(previous?.pointIds ?? {}) };
  for (const issue of issues) pointIds[issue.id] = issue.estimate_point;
  return { ...target, points, pointIds };
}

function groupPage(group: IssueGroup, page: number, perPage: number, previous?: GroupPage): GroupPage {
  const seen = new Set(previous?.ids ?? []);
  const ids = [...(previous?.ids ?? [])];
  for (const issue of group.results) if (!seen.has(issue.id)) ids.push(issue.id);
  const total = group.total_results;
  const paged = { ids, total, page, hasMore: ids.length < total && (page === 0 || group.results.length >= perPage) };
  return withPoints(paged, group.results, group.total_estimate_points, previous);
}

function isGrouped(page: IssueListPage): page is GroupedIssuePage | SubGroupedIssuePage {
  return Boolean(page.grouped_by) && !Array.isArray(page.results);
}

/** Every issue of a page, once (an issue with two labels sits in two groups). */
export function issuesOfPage(page: IssueListPage): Issue[] {
  if (!isGrouped(page)) return page.results as Issue[];
  const byId = new Map<string, Issue>();
  for (const group of Object.values(page.results)) {
    if (page.sub_grouped_by) {
      for (const cell of Object.values((group as SubGroupedIssuePage["results"][string]).results)) {
        for (const issue of cell.results) byId.set(issue.id, issue);
      }
    } else {
      for (const issue of (group as IssueGroup).results) byId.set(issue.id, issue);
    }
  }
  return [...byId.values()];
}

/** Folds a page into the view: the first page builds it, a group's next page extends that group. */
export function mergePage(current: IssueViewData | null, page: IssueListPage, perPage: number, pageIndex: number): IssueViewData {
  const data: IssueViewData = current
    ? {
        ...current,
        groups: { ...current.groups },
        cells: { ...current.cells },
        order: [...current.order],
        subOrder: [...current.subOrder],
      }
    : {
        groupBy: page.grouped_by ?? null,
        subGroupBy: page.sub_grouped_by ?? null,
        perPage,
        order: [],
        subOrder: [],
        groups: {},
        cells: {},
        total: typeof page.total_results === "number" ? page.total_results : issuesOfPage(page).length,
        loadedAt: new Date().toISOString(),
      };
  const addKey = (list: string[], key: string) => {
    if (!list.includes(key)) list.push(key);
  };

  if (!isGrouped(page)) {
    const results = page.results as Issue[];
    const total = typeof page.total_results === "number" ? page.total_results : results.length;
    const merged = groupPage({ results, total_results: total }, pageIndex, perPage, data.groups[FLAT_GROUP]);
    data.groups[FLAT_GROUP] = { ...merged, hasMore: Boolean(page.next_page_results) };
    addKey(data.order, FLAT_GROUP);
    return data;
  }
  for (const [key, group] of Object.entries(page.results)) {
    addKey(data.order, key);
    if (!page.sub_grouped_by) {
      data.groups[key] = groupPage(group as IssueGroup, pageIndex, perPage, data.groups[key]);
      continue;
    }
    const cells = { ...(data.cells[key] ?? {}) };
    const listed: Issue[] = [];
    for (const [subKey, cell] of Object.entries((group as SubGroupedIssuePage["results"][string]).results)) {
      addKey(data.subOrder, subKey);
      cells[subKey] = groupPage(cell, pageIndex, perPage, cells[subKey]);
      listed.push(...cell.results);
    }
    data.cells[key] = cells;
    const ids = [...new Set(Object.values(cells).flatMap((c) => c.ids))];
    const paged = { ids, total: group.total_results, page: pageIndex, hasMore: ids.length < group.total_results };
    data.groups[key] = withPoints(paged, listed, group.total_estimate_points, data.groups[key]);
  }
  return data;
}

const loadedCache = new WeakMap<IssueViewData, ReadonlySet<string>>();

/**
 * Every id the server has listed in this view so far. Several readers ask on every change of a 10,000
 * issue list; the view data only changes with a page, so the set is built once per version of it.
 */
export function loadedIds(data: IssueViewData): ReadonlySet<string> {
  const cached = loadedCache.get(data);
  if (cached) return cached;
  const ids = new Set<string>();
  for (const group of Object.values(data.groups)) for (const id of group.ids) ids.add(id);
  loadedCache.set(data, ids);
  return ids;
}
