import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { isTemporaryId } from "../lib/use-optimistic-mutation";
import { Button, type ButtonProps } from "./ui/button";
import { DragHandle, type DragHandleProps } from "./ui/sortable-list";

/** Row buttons stay hidden until the row is hovered or a button focused (or its menu open). */
export const rowActionClass = "opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100";

/** A small icon button of a settings row, shown on hover. */
export function RowAction(props: ButtonProps) {
  return <Button variant="ghost" size="icon-sm" className={rowActionClass} {...props} />;
}

export type SettingsListRowProps = {
  /** A row still saving (temporary id) is busy and its buttons are off. */
  id: string;
  name: string;
  color: string;
  /** Indents a nested row (a sub-label). */
  depth?: number;
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  handle: DragHandleProps;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Before the color dot (a sub-label's arrow). */
  lead?: ReactNode;
  /** The name and what follows it (description, counts, badges). */
  children: ReactNode;
  /** Buttons before the move buttons, and between Edit and Delete. */
  firstActions?: ReactNode;
  middleActions?: ReactNode;
};

/** A row of a reorderable settings list (labels, states): drag handle, color, name, move/edit/delete buttons. */
/** What a list gives each of its rows: position, drag handle, move, edit and delete. */
export type SettingsRowControls = Pick<
  SettingsListRowProps,
  "canEdit" | "isFirst" | "isLast" | "handle" | "onMove" | "onEdit" | "onDelete"
>;

export function SettingsListRow(props: SettingsListRowProps) {
  const { id, name, depth = 0, canEdit, isFirst, isLast, handle, onMove } = props;
  const pending = isTemporaryId(id);
  return (
    <div
      className="group flex min-h-9 items-center gap-2 rounded-md py-1 pr-1.5 hover:bg-surface-hover"
      style={{ paddingLeft: `${0.375 + depth * 1.5}rem` }}
      aria-busy={pending || undefined}
    >
      {canEdit ? <DragHandle label={`Reorder ${name}`} disabled={pending} {...handle} /> : <span className="w-5" />}
      {props.lead}
      <span
        className="size-3 shrink-0 rounded-full border border-black/10"
        style={{ backgroundColor: props.color }}
        aria-hidden
      />
      {props.children}
      {canEdit && (
        <div className="flex items-center gap-0.5">
          {props.firstActions}
          <RowAction aria-label={`Move ${name} up`} disabled={pending || isFirst} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </RowAction>
          <RowAction aria-label={`Move ${name} down`} disabled={pending || isLast} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </RowAction>
          <RowAction aria-label={`Edit ${name}`} disabled={pending} onClick={props.onEdit}>
            <Pencil aria-hidden />
          </RowAction>
          {props.middleActions}
          <RowAction aria-label={`Delete ${name}`} disabled={pending} onClick={props.onDelete}>
            <Trash2 aria-hidden />
          </RowAction>
        </div>
      )}
    </div>
  );
}
