import type { CreateIssueBody, DisplayFilters, DisplayProperties } from "@hangar/contracts";
import { Suspense, useCallback } from "react";
import { PageSpinner } from "../../../../components/ui/spinner";
import type { IssueLookups } from "../../../issue-core";
import type { ViewGroups } from "../../../issue-layouts";
import { BoardLayout, createDefaultsFor, ListLayout } from "../../../issue-layouts";
import { useMoveIssue } from "../../api/use-move-issue";
import { useCollapsedGroups } from "../../hooks/use-collapsed-groups";
import { openCreateIssue } from "../create-issue/create-issue-store";

type GroupedLayoutsProps = {
  slug: string;
  projectId: string;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
  view: ViewGroups;
  lookups: IssueLookups;
  canEdit: boolean;
  quickAdd: boolean;
  loading: ReadonlySet<string>;
  failed: ReadonlySet<string>;
  onLoadMore: (groupKey: string, laneKey?: string) => void;
  onCreate: (body: CreateIssueBody) => Promise<unknown>;
  selected: ReadonlySet<string>;
  onToggleSelect: (issueId: string, shift: boolean, orderedIds: readonly string[]) => void;
  activeId: string | null;
  hrefFor: (issueId: string) => string;
  onOpenIssue: (issueId: string) => void;
};

/** List or board over the grouped view, with folds, quick add and drag-and-drop wired to the store. */
export function GroupedLayouts(props: GroupedLayoutsProps) {
  const { slug, projectId, displayFilters, lookups, onCreate } = props;
  const board = displayFilters.layout === "kanban";
  const groupBy = displayFilters.group_by;
  const subGroupBy = board ? displayFilters.sub_group_by : null;
  const { collapsed, toggle } = useCollapsedGroups(`${projectId}:${displayFilters.layout}:${groupBy ?? "none"}`);
  const onMoveIssue = useMoveIssue(slug, projectId, { groupBy, subGroupBy, orderBy: displayFilters.order_by, lookups });

  const defaultsFor = useCallback(
    (groupKey: string, laneKey?: string) => ({
      ...(laneKey !== undefined ? createDefaultsFor(subGroupBy, laneKey, lookups) : {}),
      ...createDefaultsFor(groupBy, groupKey, lookups),
    }),
    [groupBy, subGroupBy, lookups],
  );
  const onQuickAdd = useCallback(
    (name: string, groupKey: string, laneKey?: string) => onCreate({ name, ...defaultsFor(groupKey, laneKey) }),
    [onCreate, defaultsFor],
  );
  const onCreateIn = useCallback(
    (groupKey: string, laneKey?: string) => openCreateIssue(defaultsFor(groupKey, laneKey)),
    [defaultsFor],
  );

  const common = {
    groupBy,
    view: props.view,
    lookups,
    displayProperties: props.displayProperties,
    canEdit: props.canEdit,
    quickAdd: props.quickAdd,
    collapsed,
    onToggleGroup: toggle,
    loading: props.loading,
    failed: props.failed,
    onLoadMore: props.onLoadMore,
    onQuickAdd,
    onCreateIn,
    activeId: props.activeId,
    hrefFor: props.hrefFor,
    onOpenIssue: props.onOpenIssue,
  };
  return (
    <Suspense fallback={<PageSpinner label="Loading issues" />}>
      {board ? (
        <BoardLayout {...common} subGroupBy={subGroupBy} orderBy={displayFilters.order_by} onMoveIssue={onMoveIssue} />
      ) : (
        <ListLayout {...common} selected={props.selected} onToggleSelect={props.onToggleSelect} />
      )}
    </Suspense>
  );
}
