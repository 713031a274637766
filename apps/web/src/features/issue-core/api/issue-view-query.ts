import type { DisplayFilters, IssueFilters, IssueListPage } from "@hangar/contracts";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { type CallInput, call } from "../../../lib/api";
import type { IssueListEndpoint, IssueListSource, IssueScope } from "../lib/issue-scope";
import { type IssueViewData, issuesOfPage, mergePage } from "../lib/view-data";
import { firstPageRequest, pageQuery } from "../lib/view-params";
import { useIssueStore } from "../store/issue-store";
import { issueKeys } from "./issue-keys";
import { withoutPendingFields } from "./use-update-issue";

// The first page of a list, apart from the hook that shows it, so the app can ask for it at boot (before
// the issues screen's code has loaded) under the very key the screen then reads.

export { FLAT_PAGE_SIZE, GROUP_PAGE_SIZE, isGroupedLayout, viewParams } from "../lib/view-params";

const VIEW_MARK = "project-view";
type ViewKeyParams = Record<string, string> & { view: typeof VIEW_MARK };
export const viewKey = (scope: IssueScope, params: Record<string, string>): QueryKey =>
  issueKeys.list(scope.slug, scope.projectId, { view: VIEW_MARK, scope: scope.id, ...params } satisfies ViewKeyParams);

function isViewKey(key: QueryKey): boolean {
  const params = key[6] as Partial<ViewKeyParams> | undefined;
  return key[5] === "list" && typeof params === "object" && params?.view === VIEW_MARK;
}

/** Spec §4: a layout change clears the loaded issues (the next layout loads its own shape afresh). */
export function removeIssueViews(queryClient: QueryClient, slug: string, projectId: string) {
  queryClient.removeQueries({ queryKey: issueKeys.lists(slug, projectId), predicate: (q) => isViewKey(q.queryKey) });
}

export const shapeOf = (params: Record<string, string> | undefined) =>
  params ? `${params.layout}|${params.group_by ?? ""}|${params.sub_group_by ?? ""}` : "";

export async function fetchPage(source: IssueListSource, scope: IssueScope, query: Record<string, string>, signal?: AbortSignal) {
  // listSource() checked the path parameters against the endpoint; the list endpoints differ only in those.
  const input = { params: source.params, query: pageQuery(scope, query), signal };
  const page: IssueListPage = await call(source.endpoint, input as unknown as CallInput<IssueListEndpoint>);
  useIssueStore.getState().upsertIssues(issuesOfPage(page).map(withoutPendingFields));
  return page;
}

/** The first page of every group of a view: what the screen's query fetches, and what boot prefetches. */
export function firstPageQuery(scope: IssueScope, filters: IssueFilters, display: DisplayFilters) {
  const { params, perPage, source } = firstPageRequest(scope, filters, display);
  return {
    params,
    perPage,
    source,
    queryKey: viewKey(scope, params),
    staleTime: 60_000,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<IssueViewData> =>
      mergePage(null, await fetchPage(source, scope, { ...params, cursor: `${perPage}:0:0` }, signal), perPage, 0),
  };
}
