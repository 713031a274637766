import type { Label } from "@hangar/contracts";
import { ArrowDown, ArrowUp, CornerDownRight, FolderInput, Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { DragHandle, type DragHandleProps } from "../../../components/ui/sortable-list";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

type LabelRowProps = {
  label: Label;
  depth: number;
  childCount: number;
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** Labels this one may move under (not itself, its sub-labels or its current parent). */
  moveTargets: Label[];
  handle: DragHandleProps;
  onMove: (direction: -1 | 1) => void;
  onMoveTo: (parent: string | null) => void;
  onEdit: () => void;
  onDelete: () => void;
};

const action = "opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100";

export function LabelRow(props: LabelRowProps) {
  const { label, depth, childCount, canEdit, isFirst, isLast, moveTargets, handle, onMove, onMoveTo, onEdit, onDelete } = props;
  const pending = isTemporaryId(label.id);
  return (
    <div
      className="group flex min-h-9 items-center gap-2 rounded-md py-1 pr-1.5 hover:bg-surface-hover"
      style={{ paddingLeft: `${0.375 + depth * 1.5}rem` }}
      aria-busy={pending || undefined}
    >
      {canEdit ? <DragHandle label={`Reorder ${label.name}`} disabled={pending} {...handle} /> : <span className="w-5" />}
      {depth > 0 && <CornerDownRight className="size-3 shrink-0 text-fg-subtle" aria-hidden />}
      <span
        className="size-3 shrink-0 rounded-full border border-black/10"
        style={{ backgroundColor: label.color }}
        aria-hidden
      />
      <span className="min-w-0 flex-1 truncate text-sm text-fg">{label.name}</span>
      {childCount > 0 && (
        <span className="text-xs text-fg-subtle">{childCount === 1 ? "1 sub-label" : `${childCount} sub-labels`}</span>
      )}
      {canEdit && (
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Move ${label.name} up`}
            disabled={pending || isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Move ${label.name} down`}
            disabled={pending || isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Edit ${label.name}`}
            disabled={pending}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild disabled={pending}>
              <Button variant="ghost" size="icon-sm" className={action} aria-label={`Move ${label.name} under another label`}>
                <FolderInput aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-h-72 overflow-y-auto">
              <DropdownMenuLabel>Move to</DropdownMenuLabel>
              {label.parent !== null && <DropdownMenuItem onSelect={() => onMoveTo(null)}>Top level</DropdownMenuItem>}
              {label.parent !== null && moveTargets.length > 0 && <DropdownMenuSeparator />}
              {moveTargets.map((target) => (
                <DropdownMenuItem key={target.id} onSelect={() => onMoveTo(target.id)}>
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: target.color }} aria-hidden />
                  <span className="truncate">{target.name}</span>
                </DropdownMenuItem>
              ))}
              {label.parent === null && moveTargets.length === 0 && <DropdownMenuItem disabled>No other labels</DropdownMenuItem>}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Delete ${label.name}`}
            disabled={pending}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
