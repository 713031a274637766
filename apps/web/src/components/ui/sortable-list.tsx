import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from "react";
import { cn } from "../../lib/cn";

type SortableListProps = {
  ids: string[];
  /** Called with the old and new index once a drag ends somewhere else. */
  onMove: (from: number, to: number) => void;
  /** What screen readers call an item while it is dragged (without it they hear its id). */
  nameOf?: (id: string) => string;
  children: ReactNode;
};

/** What a keyboard drag says to screen readers: the items' names and places, not their ids. */
function announcementsFor(ids: string[], nameOf: (id: string) => string): Announcements {
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} was moved over ${name(over.id)}, ${place(over.id)}.` : `${name(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped at ${place(over.id)}.` : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Reordering cancelled: ${name(active.id)} stays at ${place(active.id)}.`,
  };
}

/** A vertical list reordered by dragging a handle with the mouse, or with Space + arrow keys. */
export function SortableList({ ids, onMove, nameOf, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from !== -1 && to !== -1) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={nameOf ? { announcements: announcementsFor(ids, nameOf) } : undefined}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref: (element: HTMLElement | null) => void };

type SortableItemProps = {
  id: UniqueIdentifier;
  disabled?: boolean;
  className?: string;
  children: (handle: DragHandleProps, state: { isDragging: boolean }) => ReactNode;
};

export function SortableItem({ id, disabled, className, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = { ref: setActivatorNodeRef, ...attributes, ...listeners } as DragHandleProps;
  return (
    <div ref={setNodeRef} style={style} className={cn(isDragging && "relative z-10 opacity-80", className)}>
      {children(handle, { isDragging })}
    </div>
  );
}

/** The grip a user drags; `label` names it for screen readers, e.g. "Reorder Backlog". */
export function DragHandle({ label, className, ...handle }: DragHandleProps & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "flex size-5 shrink-0 cursor-grab items-center justify-center rounded text-fg-subtle opacity-0 transition-opacity hover:bg-surface-hover hover:text-fg focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing group-hover:opacity-100 disabled:cursor-not-allowed",
        className,
      )}
      {...handle}
    >
      <GripVertical className="size-3.5" aria-hidden />
    </button>
  );
}
