import {
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Favorite } from "@hangar/contracts";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { type DropTarget, dropWhere, type Placement, placeFavorite } from "../lib/favorite-tree";

/** The droppable strip under the list: dropping there puts a favorite last, out of any folder. */
const END_OF_LIST = "favorites-end";

type DragState = { active: Favorite | null; target: DropTarget | null };
const DragContext = createContext<DragState>({ active: null, target: null });

function pointerY(event: Event): number {
  if ("clientY" in event) return (event as MouseEvent).clientY;
  const touch = (event as TouchEvent).touches[0] ?? (event as TouchEvent).changedTouches[0];
  return touch?.clientY ?? 0;
}

const sameTarget = (a: DropTarget | null, b: DropTarget | null) =>
  a === b ||
  (a !== null && b !== null && a.where === b.where && ("overId" in a ? a.overId : "") === ("overId" in b ? b.overId : ""));

type FavoriteDndProps = {
  list: Favorite[];
  onMove: (favorite: Favorite, placement: Placement) => void;
  /** How the dragged favorite looks under the pointer. */
  preview: (favorite: Favorite) => ReactNode;
  children: ReactNode;
};

/**
 * Drag and drop for the favorites sidebar: a favorite is dropped before or after another, inside a folder,
 * or at the end of the list. The rows stay still while dragging (a line or a tint shows where it will land),
 * so a folder does not slide away from under the pointer as one aims into it.
 */
export function FavoriteDnd({ list, onMove, preview, children }: FavoriteDndProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [state, setState] = useState<DragState>({ active: null, target: null });

  const targetOf = useCallback(
    (event: DragMoveEvent): DropTarget | null => {
      const { active, over, activatorEvent, delta } = event;
      const dragged = list.find((f) => f.id === active.id);
      if (!dragged || !over) return null;
      const target: DropTarget | null =
        over.id === END_OF_LIST
          ? { where: "end" }
          : (() => {
              const under = list.find((f) => f.id === over.id);
              if (!under) return null;
              return { overId: under.id, where: dropWhere(pointerY(activatorEvent) + delta.y, over.rect, under, dragged) };
            })();
      return target && placeFavorite(list, dragged.id, target) ? target : null;
    },
    [list],
  );

  function handleMove(event: DragMoveEvent) {
    const target = targetOf(event);
    setState((current) => (sameTarget(current.target, target) ? current : { ...current, target }));
  }

  function handleEnd(event: DragEndEvent) {
    const target = targetOf(event);
    const dragged = list.find((f) => f.id === event.active.id);
    setState({ active: null, target: null });
    const placement = dragged && target ? placeFavorite(list, dragged.id, target) : null;
    if (dragged && placement) onMove(dragged, placement);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => setState({ active: list.find((f) => f.id === active.id) ?? null, target: null })}
      onDragMove={handleMove}
      onDragEnd={handleEnd}
      onDragCancel={() => setState({ active: null, target: null })}
    >
      <DragContext.Provider value={state}>
        {children}
        <EndOfList />
      </DragContext.Provider>
      <DragOverlay dropAnimation={null}>{state.active ? preview(state.active) : null}</DragOverlay>
    </DndContext>
  );
}

/**
 * What a row needs to be dragged and dropped on: one ref for both, the pointer listeners (keyboard users move
 * favorites from the row's menu), and where a drop over it would land.
 */
export function useFavoriteDrag(favorite: Favorite) {
  const { active, target } = useContext(DragContext);
  const temporary = isTemporaryId(favorite.id);
  const drop = useDroppable({ id: favorite.id, disabled: temporary });
  const drag = useDraggable({ id: favorite.id, disabled: temporary });
  const { setNodeRef: setDropRef } = drop;
  const { setNodeRef: setDragRef } = drag;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setDropRef(element);
      setDragRef(element);
    },
    [setDropRef, setDragRef],
  );
  const hint = target && "overId" in target && target.overId === favorite.id ? target.where : null;
  return { ref, listeners: drag.listeners, dragging: active?.id === favorite.id, hint };
}

/** The line where a dragged favorite will land, before or after a row. */
export function DropLine({ where }: { where: "before" | "after" }) {
  return (
    <span
      aria-hidden
      className={cn(
        "pointer-events-none absolute inset-x-1 h-0.5 rounded-full bg-accent",
        where === "before" ? "-top-px" : "-bottom-px",
      )}
    />
  );
}

function EndOfList() {
  const { active, target } = useContext(DragContext);
  const { setNodeRef } = useDroppable({ id: END_OF_LIST });
  return (
    <div ref={setNodeRef} className={cn("relative", active ? "h-5" : "h-1")}>
      {target?.where === "end" && <DropLine where="before" />}
    </div>
  );
}
