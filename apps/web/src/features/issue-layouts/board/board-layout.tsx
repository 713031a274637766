import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { groupMeta } from "../lib/group-meta";
import { type BoardLayoutProps, loadingFlag } from "../lib/layout-props";
import type { DisplayGroup } from "../lib/view-groups";
import { CardPreview } from "./board-card";
import { BoardCell } from "./board-cell";
import { BoardColumns } from "./board-columns";
import { type CardData, type DropData, resolveDrop } from "./board-drop";
import { BoardSwimlanes } from "./board-swimlanes";

export type CellRenderer = (group: DisplayGroup, groupKey: string, laneKey?: string) => ReactNode;

/** Space picks a card up and drops it; Enter is left to open the card. */
const keyboardCodes = { start: ["Space"], cancel: ["Escape"], end: ["Space"] };

/**
 * Spec §2 kanban ("Board"): a column per group, swimlanes per sub-group. Dropping a card in another
 * column changes the grouped property; dropping it between cards sets its sort order to the midpoint
 * of its new neighbours (Manual order only).
 */
export function BoardLayout(props: BoardLayoutProps) {
  const { view, groupBy, subGroupBy, lookups, displayProperties, canEdit, onMoveIssue } = props;
  const [dragging, setDragging] = useState<CardData | null>(null);
  const [overCell, setOverCell] = useState<string | null>(null);
  const [quickAddOpen, setQuickAddOpen] = useState<string | null>(null);
  const quickAdd = props.quickAdd && canEdit;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes }),
  );
  const groupsByKey = useMemo(() => new Map(view.groups.map((g) => [g.key, g])), [view.groups]);
  const cellOf = useCallback(
    (groupKey: string, laneKey?: string) =>
      laneKey !== undefined ? view.cell(groupKey, laneKey) : (groupsByKey.get(groupKey) ?? null),
    [view, groupsByKey],
  );

  function onDragStart({ active }: DragStartEvent) {
    setDragging((active.data.current as CardData | undefined) ?? null);
  }

  function onDragOver({ over }: DragOverEvent) {
    const data = over?.data.current as DropData | undefined;
    setOverCell(data ? loadingFlag(data.groupKey, data.laneKey) : null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    setOverCell(null);
    const active = event.active.data.current as CardData | undefined;
    const over = event.over?.data.current as DropData | undefined;
    if (!active || !over) return;
    const target = cellOf(over.groupKey, over.laneKey);
    if (!target) return;
    const moved = event.active.rect.current.translated;
    const overRect = event.over?.rect;
    const belowOver = Boolean(moved && overRect && moved.top + moved.height / 2 > overRect.top + overRect.height / 2);
    const move = resolveDrop({ active, over, targetIds: target.issues.map((i) => i.id), belowOver });
    if (move) onMoveIssue(move);
  }

  const draggedIssue = dragging ? view.issues.find((i) => i.id === dragging.issueId) : undefined;

  const renderCell: CellRenderer = (group, groupKey, laneKey) => {
    const meta = groupMeta(groupBy, groupKey, lookups);
    const lane = laneKey !== undefined ? groupMeta(subGroupBy, laneKey, lookups).name : null;
    const flag = loadingFlag(groupKey, laneKey);
    return (
      <BoardCell
        group={group}
        groupKey={groupKey}
        laneKey={laneKey}
        meta={meta}
        name={lane ? `${meta.name}, ${lane}` : meta.name}
        lookups={lookups}
        show={displayProperties}
        canDrag={canEdit}
        highlighted={Boolean(dragging) && overCell === flag}
        activeId={props.activeId}
        loading={props.loading.has(flag)}
        failed={props.failed?.has(flag) ?? false}
        onLoadMore={() => props.onLoadMore(groupKey, laneKey)}
        quickAdd={quickAdd}
        quickAddOpen={quickAddOpen === flag}
        onQuickAddOpenChange={(open) => setQuickAddOpen(open ? flag : null)}
        onQuickAdd={(name) => props.onQuickAdd(name, groupKey, laneKey)}
        onOpenIssue={props.onOpenIssue}
      />
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(null);
        setOverCell(null);
      }}
    >
      {view.lanes ? (
        <BoardSwimlanes {...props} lanes={view.lanes} quickAdd={quickAdd} renderCell={renderCell} />
      ) : (
        <BoardColumns {...props} quickAdd={quickAdd} renderCell={renderCell} />
      )}
      <DragOverlay dropAnimation={null}>
        {draggedIssue && <CardPreview issue={draggedIssue} lookups={lookups} show={displayProperties} />}
      </DragOverlay>
    </DndContext>
  );
}
