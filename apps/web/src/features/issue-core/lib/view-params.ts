import { type DisplayFilters, type IssueFilters, issueListParams } from "@hangar/contracts";
import type { IssueListSource, IssueScope } from "./issue-scope";

/** Grouped layouts page each group by this many; a first paint of a 10k project stays a few hundred rows. */
export const GROUP_PAGE_SIZE = 50;
/** Calendar, spreadsheet and timeline want every issue: big pages, fetched one after another. */
export const FLAT_PAGE_SIZE = 1000;

export const isGroupedLayout = (layout: DisplayFilters["layout"]) => layout === "list" || layout === "kanban";

/** The query string of a view: filters comma-joined, grouping only where the layout groups. */
export function viewParams(filters: IssueFilters, display: DisplayFilters): Record<string, string> {
  const grouped = isGroupedLayout(display.layout);
  const params = issueListParams(filters, {
    ...display,
    group_by: grouped ? display.group_by : null,
    sub_group_by: display.layout === "kanban" ? display.sub_group_by : null,
  });
  params.per_page = String(grouped ? GROUP_PAGE_SIZE : FLAT_PAGE_SIZE);
  // The timeline draws dependency arrows: its pages bring each issue's relations along.
  if (display.layout === "gantt_chart") params.expand = "issue_relation,issue_related";
  return params;
}

/** A page's whole query: the scope's own parameters, then the view's and the cursor. */
export const pageQuery = (scope: Pick<IssueScope, "listQuery">, query: Record<string, string>) => ({
  ...scope.listQuery,
  ...query,
});

/**
 * The first page of every group of a view: where it comes from and with which query. The screen's query
 * fetches it (api/issue-view-query.ts), and the boot script starts it before the app has loaded.
 */
export function firstPageRequest(scope: IssueScope, filters: IssueFilters, display: DisplayFilters) {
  const params = viewParams(filters, display);
  const perPage = Number(params.per_page);
  const source: IssueListSource = scope.listFor?.(filters, display) ?? scope.list;
  return { params, perPage, source, query: pageQuery(scope, { ...params, cursor: `${perPage}:0:0` }) };
}
