import { Table } from "@hangar/editor";
import type { Command } from "@tiptap/pm/state";
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
  toggleHeaderRow,
} from "@tiptap/pm/tables";
import type { Editor } from "@tiptap/react";

/** The shared table node with prosemirror-tables' cell selection and Tab/Shift-Tab between cells. */
export const EditableTable = Table.extend({
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
  addKeyboardShortcuts() {
    const move = (direction: 1 | -1) => () =>
      this.editor.isActive("table") && goToNextCell(direction)(this.editor.state, this.editor.view.dispatch);
    return { Tab: move(1), "Shift-Tab": move(-1) };
  },
});

const run = (command: Command) => (editor: Editor) =>
  editor
    .chain()
    .focus()
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();

/** A 3×3 table whose first row is a header row, with the cursor in its first cell. */
export function insertTable(editor: Editor, rows = 3, columns = 3) {
  const cell = (type: "tableHeader" | "tableCell") => ({ type, content: [{ type: "paragraph" }] });
  const row = (type: "tableHeader" | "tableCell") => ({
    type: "tableRow",
    content: Array.from({ length: columns }, () => cell(type)),
  });
  const from = editor.state.selection.from;
  const inserted = editor
    .chain()
    .focus()
    .insertContent({
      type: "table",
      content: [row("tableHeader"), ...Array.from({ length: rows - 1 }, () => row("tableCell"))],
    })
    .run();
  if (!inserted) return false;
  // The cursor lands after the table; put it in its first cell (inside table, row, cell and paragraph).
  let tableAt: number | null = null;
  editor.state.doc.nodesBetween(Math.max(0, from - 2), editor.state.selection.from, (node, pos) => {
    if (tableAt === null && node.type.name === "table") tableAt = pos;
    return tableAt === null;
  });
  if (tableAt !== null) editor.commands.setTextSelection((tableAt as number) + 4);
  return true;
}

export const TABLE_ACTIONS = [
  { id: "addRow", label: "Add row", run: run(addRowAfter) },
  { id: "addColumn", label: "Add column", run: run(addColumnAfter) },
  { id: "deleteRow", label: "Delete row", run: run(deleteRow) },
  { id: "deleteColumn", label: "Delete column", run: run(deleteColumn) },
  { id: "headerRow", label: "Toggle header row", run: run(toggleHeaderRow) },
  { id: "deleteTable", label: "Delete table", run: run(deleteTable) },
] as const;

export const inTable = (editor: Editor) => isInTable(editor.state);
