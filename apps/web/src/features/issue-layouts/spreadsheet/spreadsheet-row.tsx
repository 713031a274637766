// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs: rows are virtualized and absolutely positioned, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: grid pattern with a roving tab stop: cells take focus, rows and headers need not
import type { Issue, UpdateIssueBody } from "@hangar/contracts";
import { memo } from "react";
import { cn } from "../../../lib/cn";
import { CellContent } from "./cell-content";
import { CellEditor } from "./cell-editor";
import type { Column } from "./lib/columns";
import { canEditCell, type SheetLookups } from "./lib/lookups";

type SpreadsheetRowProps = {
  issue: Issue;
  index: number;
  top: number;
  height: number;
  width: number;
  columns: readonly Column[];
  offsets: readonly number[];
  lookups: SheetLookups;
  /** The roving tab stop's column when it is in this row; null otherwise. */
  activeCol: number | null;
  editing: boolean;
  canEdit: boolean;
  onCellClick: (row: number, col: number) => void;
  onCellDoubleClick: (row: number, col: number) => void;
  onSave: (issueId: string, patch: UpdateIssueBody) => void;
  onEditDone: () => void;
};

const INLINE_EDITORS = new Set(["text", "date"]);

export const SpreadsheetRow = memo(function SpreadsheetRow(props: SpreadsheetRowProps) {
  const { issue, index, columns, offsets, activeCol, editing, lookups } = props;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-issue-id={issue.id}
      // Layout stays inside the row (not paint: its sticky cells stick to the grid's scroller). Placed by
      // `top`, not a transform: each would give every row a property node of its own for the compositor to
      // sort out again on every frame of a scroll.
      className="group absolute left-0 flex border-b border-border/60 text-sm hover:bg-surface-hover [contain:layout_style]"
      style={{ height: props.height, width: props.width, top: props.top }}
    >
      {columns.map((column, col) => {
        const active = activeCol === col;
        const editable = props.canEdit && canEditCell(column, issue, lookups);
        const editorOpen = active && editing && editable;
        const inline = editorOpen && INLINE_EDITORS.has(column.editor ?? "");
        const sticky = col < offsets.length;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keydown handler is the keyboard path (Enter edits/opens)
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + 1}
            aria-readonly={editable ? undefined : true}
            tabIndex={active ? 0 : -1}
            data-cell={`${index}:${col}`}
            onClick={() => props.onCellClick(index, col)}
            onDoubleClick={() => props.onCellDoubleClick(index, col)}
            className={cn(
              "flex shrink-0 items-center overflow-hidden border-r border-border/40 px-2 text-xs text-fg-muted outline-none",
              "focus-visible:z-[5] focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset",
              // Positioned only where it matters (its focus ring on top, an editor's anchor): a positioned
              // cell is a paint layer of its own, and a screen of rows holds hundreds of cells.
              active && !sticky && "relative",
              column.id === "name" && "text-sm",
              column.id === "key" && "cursor-pointer",
              column.align === "end" && "justify-end",
              sticky && "sticky z-[4] bg-surface group-hover:bg-surface-hover",
              col === offsets.length - 1 && "shadow-[1px_0_0_var(--border)]",
              inline && "px-0.5",
            )}
            style={{ width: column.width, left: sticky ? offsets[col] : undefined }}
          >
            {inline ? null : <CellContent column={column} issue={issue} lookups={lookups} />}
            {editorOpen && (
              <CellEditor
                column={column}
                issue={issue}
                lookups={lookups}
                onSave={(patch) => props.onSave(issue.id, patch)}
                onDone={props.onEditDone}
              />
            )}
          </div>
        );
      })}
    </div>
  );
});
