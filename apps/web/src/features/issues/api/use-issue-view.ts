import type { DisplayFilters, IssueFilters } from "@hangar/contracts";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import type { IssueLookups, IssueScope } from "../../issue-core";
import {
  changedIssueIdsSince,
  FLAT_GROUP,
  fetchPage,
  firstPageQuery,
  type IssueViewData,
  isGroupedLayout,
  mergePage,
  shapeOf,
  useIssueStore,
} from "../../issue-core";
import { createViewGrouper, loadingFlag, type StoreVersion } from "../../issue-layouts";
import { createExtraIssues } from "../lib/extra-issues";

const NO_FLAGS: ReadonlySet<string> = new Set();

type ViewInput = {
  scope: IssueScope;
  filters: IssueFilters;
  display: DisplayFilters;
  lookups: IssueLookups;
  enabled: boolean;
};

/**
 * One issue list of a scope (project, cycle, module, saved view, workspace-wide list): the first page of
 * every group, each group's further pages on request, regrouped on the client from the store so edits and
 * live events show at once.
 */
export function useIssueView({ scope, filters, display, lookups, enabled }: ViewInput) {
  const queryClient = useQueryClient();
  const first = useMemo(() => firstPageQuery(scope, filters, display), [scope, filters, display]);
  const { params, perPage, source, queryKey: key } = first;
  const query = useQuery<IssueViewData>({
    queryKey: key,
    queryFn: first.queryFn,
    staleTime: first.staleTime,
    // A workspace-wide scope has no project, so the slug is all a list needs.
    enabled: enabled && Boolean(scope.slug),
    // Live events keep the store current; refetching would also drop the groups' extra pages.
    refetchOnWindowFocus: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery && shapeOf((previousQuery.queryKey[6] as Record<string, string>) ?? undefined) === shapeOf(params)
        ? previous
        : undefined,
  });

  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());
  // Groups whose last page failed, per view: scrolling stops asking for them (no retry loop); a click does.
  const [failures, setFailures] = useState<{ key: QueryKey; flags: ReadonlySet<string> }>({ key, flags: NO_FLAGS });
  const failed = failures.key === key ? failures.flags : NO_FLAGS;
  const markFailed = useCallback(
    (flag: string, on: boolean) =>
      setFailures((current) => {
        const flags = new Set(current.key === key ? current.flags : NO_FLAGS);
        if (on === flags.has(flag)) return current;
        if (on) flags.add(flag);
        else flags.delete(flag);
        return { key, flags };
      }),
    [key],
  );
  const loadMore = useCallback(
    async (groupKey: string, laneKey?: string) => {
      const data = queryClient.getQueryData<IssueViewData>(key);
      const current = laneKey !== undefined ? data?.cells[groupKey]?.[laneKey] : data?.groups[groupKey];
      const flag = loadingFlag(groupKey, laneKey);
      if (!data || !current?.hasMore || inFlight.current.has(flag)) return;
      inFlight.current.add(flag);
      setLoading(new Set(inFlight.current));
      markFailed(flag, false);
      const next = current.page + 1;
      const request: Record<string, string> = { ...params, cursor: `${perPage}:${next}:0` };
      if (groupKey !== FLAT_GROUP) request.group_id = groupKey;
      if (laneKey !== undefined) request.sub_group_id = laneKey;
      try {
        const page = await fetchPage(source, scope, request);
        queryClient.setQueryData<IssueViewData>(key, (cached) => (cached ? mergePage(cached, page, perPage, next) : cached));
      } catch (error) {
        toast.error("Couldn't load more issues", { description: errorMessage(error) });
        markFailed(flag, true);
      } finally {
        inFlight.current.delete(flag);
        setLoading(new Set(inFlight.current));
      }
    },
    [queryClient, key, params, perPage, scope, source, markFailed],
  );

  // The store's map is written in place; its version says when, and which issues a version wrote.
  const issuesById = useIssueStore((state) => state.issuesById);
  const version = useIssueStore((state) => state.version);
  const createdIds = useIssueStore((state) => state.createdIds);
  const data = query.data;
  const [findExtra] = useState(createExtraIssues);
  const [grouper] = useState(createViewGrouper);
  const store = useMemo<StoreVersion>(
    () => ({ version, changedSince: (since) => changedIssueIdsSince(since, issuesById) }),
    [version, issuesById],
  );
  const extraIds = useMemo(
    () => (data ? findExtra({ data, issuesById, createdIds, scope, filters, display, lookups }, store) : []),
    [findExtra, data, issuesById, createdIds, scope, filters, display, lookups, store],
  );

  const groups = useMemo(
    () =>
      data
        ? grouper.build(
            {
              data,
              issuesById,
              extraIds,
              orderBy: display.order_by,
              lookups,
              showEmptyGroups: display.show_empty_groups,
              includes: scope.includes,
            },
            store,
          )
        : null,
    [grouper, data, issuesById, extraIds, display.order_by, display.show_empty_groups, lookups, scope.includes, store],
  );

  const flatHasMore = !isGroupedLayout(display.layout) && Boolean(data?.groups[FLAT_GROUP]?.hasMore);
  // A flat layout pages itself to the end; after a failure it stops rather than retry in a loop.
  const autoLoad = flatHasMore && !failed.has(loadingFlag(FLAT_GROUP));
  useEffect(() => {
    if (autoLoad && !loading.size) void loadMore(FLAT_GROUP);
  }, [autoLoad, loading, loadMore]);

  return { query, data, groups, loadMore, loading, failed, params };
}
