import {
  filterValueError,
  ISSUE_FILTER_KEYS,
  ISSUE_ORDER_BY,
  type IssueFilterKey,
  type IssueFilters,
  type IssueOrderBy,
  issueListParams,
} from "@hangar/contracts";

/** What an archived or drafts list is narrowed and ordered by: read from, and written to, the page's URL. */
export type ListSearch = { filters: IssueFilters; orderBy: IssueOrderBy };

const ORDER_PARAM = "order_by";

const isOrderBy = (value: string | null): value is IssueOrderBy =>
  value !== null && (ISSUE_ORDER_BY as readonly string[]).includes(value);

/**
 * Values the server would refuse (a hand-edited or outdated link) are dropped here rather than turning
 * the whole list into a 400.
 */
function valuesOf(key: IssueFilterKey, raw: string | null): string[] {
  if (!raw) return [];
  const values = raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)].filter((v) => filterValueError(key, [v]) === null);
}

export function readListSearch(params: URLSearchParams, defaultOrderBy: IssueOrderBy): ListSearch {
  const filters: IssueFilters = {};
  for (const key of ISSUE_FILTER_KEYS) {
    const values = valuesOf(key, params.get(key));
    if (values.length > 0) filters[key] = values;
  }
  const order = params.get(ORDER_PARAM);
  return { filters, orderBy: isOrderBy(order) ? order : defaultOrderBy };
}

export const isFiltered = (filters: IssueFilters) => Object.values(filters).some((values) => values && values.length > 0);

/** The list call's query for these settings: filters comma-joined as `listIssuesQuery` reads them. */
export const listSearchParams = ({ filters, orderBy }: ListSearch) => issueListParams(filters, { order_by: orderBy });

/** Other parameters (the peek's `peekId`) are kept as they are. */
export function withFilter(params: URLSearchParams, key: IssueFilterKey, values: string[] | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (values && values.length > 0) next.set(key, values.join(","));
  else next.delete(key);
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ISSUE_FILTER_KEYS) next.delete(key);
  return next;
}

/** The default order stays out of the URL, so an untouched page keeps a clean link. */
export function withOrderBy(params: URLSearchParams, orderBy: IssueOrderBy, defaultOrderBy: IssueOrderBy): URLSearchParams {
  const next = new URLSearchParams(params);
  if (orderBy === defaultOrderBy) next.delete(ORDER_PARAM);
  else next.set(ORDER_PARAM, orderBy);
  return next;
}
