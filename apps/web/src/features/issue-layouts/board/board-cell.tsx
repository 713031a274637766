import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { DisplayProperties } from "@hangar/contracts";
import { startTransition, useEffect, useMemo, useState } from "react";
import { cn } from "../../../lib/cn";
import type { IssueLookups } from "../../issue-core";
import { GroupIcon } from "../components/group-icon";
import { QuickAdd } from "../components/quick-add";
import type { GroupMeta } from "../lib/group-meta";
import type { DisplayGroup } from "../lib/view-groups";
import { LoadMoreRow } from "../list/load-more-row";
import { BoardCard } from "./board-card";
import { type CellData, cardId, cellId } from "./board-drop";

type BoardCellProps = {
  group: DisplayGroup;
  groupKey: string;
  laneKey?: string;
  /** The column's name (and the lane's, in swimlanes) for accessible names. */
  meta: GroupMeta;
  name: string;
  lookups: IssueLookups;
  show: DisplayProperties;
  canDrag: boolean;
  highlighted: boolean;
  activeId: string | null;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  quickAdd: boolean;
  quickAddOpen: boolean;
  onQuickAddOpenChange: (open: boolean) => void;
  onQuickAdd: (name: string) => Promise<unknown>;
  onOpenIssue: (issueId: string) => void;
};

/**
 * Cards a column renders in the board's first paint: more than a tall screen shows. The rest of the
 * loaded page follows in a background render, so the first cards do not wait for every card's layout.
 */
const FIRST_PAINT_CARDS = 12;

/** The cards of one column (or one swimlane cell): a drop target, sortable within, paged on its own. */
export function BoardCell(props: BoardCellProps) {
  const { group: loaded, groupKey, laneKey, lookups, show } = props;
  const [limit, setLimit] = useState(FIRST_PAINT_CARDS);
  useEffect(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)), []);
  const group = useMemo(
    () => (limit >= loaded.issues.length ? loaded : { ...loaded, issues: loaded.issues.slice(0, limit) }),
    [loaded, limit],
  );
  const data: CellData = { type: "cell", groupKey, laneKey };
  const { setNodeRef, isOver } = useDroppable({ id: cellId(groupKey, laneKey), data });
  const ids = useMemo(() => group.issues.map((issue) => cardId(issue.id, groupKey, laneKey)), [group.issues, groupKey, laneKey]);
  return (
    <div
      ref={setNodeRef}
      className={cn(
        "flex min-h-16 flex-col gap-1.5 rounded-md p-1 transition-colors",
        (isOver || props.highlighted) && "bg-accent-soft/50",
      )}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {group.issues.map((issue) => (
          <BoardCard
            key={issue.id}
            issue={issue}
            lookups={lookups}
            show={show}
            groupKey={groupKey}
            laneKey={laneKey}
            active={props.activeId === issue.id}
            draggable={props.canDrag}
            onOpen={props.onOpenIssue}
          />
        ))}
      </SortableContext>
      {/* Only once every loaded card is drawn: during the first paint the end is near, but not really. */}
      {loaded.hasMore && group === loaded && (
        <LoadMoreRow
          variant="card"
          groupName={props.name}
          remaining={Math.max(0, loaded.count - loaded.issues.length)}
          loading={props.loading}
          failed={props.failed}
          onLoad={props.onLoadMore}
        />
      )}
      {props.quickAdd && (
        <QuickAdd
          variant="card"
          groupName={props.name}
          icon={<GroupIcon meta={props.meta} />}
          open={props.quickAddOpen}
          onOpenChange={props.onQuickAddOpenChange}
          onCreate={props.onQuickAdd}
        />
      )}
    </div>
  );
}
