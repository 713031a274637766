import type { State } from "@hangar/contracts";
import { ArrowDown, ArrowUp, Pencil, Star, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { DragHandle, type DragHandleProps } from "../../../components/ui/sortable-list";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";

type StateRowProps = {
  state: State;
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  handle: DragHandleProps;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onMarkDefault: () => void;
  onDelete: () => void;
};

const action = "opacity-0 group-hover:opacity-100 focus-visible:opacity-100";

export function StateRow({ state, canEdit, isFirst, isLast, handle, onMove, onEdit, onMarkDefault, onDelete }: StateRowProps) {
  const pending = isTemporaryId(state.id);
  return (
    <div
      className="group flex min-h-9 items-center gap-2 rounded-md px-1.5 py-1 hover:bg-surface-hover"
      aria-busy={pending || undefined}
    >
      {canEdit ? <DragHandle label={`Reorder ${state.name}`} disabled={pending} {...handle} /> : <span className="w-5" />}
      <span
        className="size-3 shrink-0 rounded-full border border-black/10"
        style={{ backgroundColor: state.color }}
        aria-hidden
      />
      <div className="flex min-w-0 flex-1 items-baseline gap-2">
        <span className="truncate text-sm font-medium text-fg">{state.name}</span>
        {state.description && <span className="truncate text-xs text-fg-subtle">{state.description}</span>}
      </div>
      {state.default && (
        <span className="rounded border border-border bg-surface px-1.5 py-px text-2xs font-medium text-fg-muted">Default</span>
      )}
      {canEdit && (
        <div className="flex items-center gap-0.5">
          {!state.default && (
            <Button
              variant="ghost"
              size="icon-sm"
              className={action}
              title="Mark as default"
              aria-label={`Mark ${state.name} as default`}
              disabled={pending}
              onClick={onMarkDefault}
            >
              <Star aria-hidden />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Move ${state.name} up`}
            disabled={pending || isFirst}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Move ${state.name} down`}
            disabled={pending || isLast}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Edit ${state.name}`}
            disabled={pending}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className={action}
            aria-label={`Delete ${state.name}`}
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
