import { Extension, mergeAttributes, Node } from "@tiptap/core";

/**
 * Tables as stored: `<table><tbody><tr><th|td colspan rowspan>…`, with no widths, styles or colgroup, so
 * the HTML the editor writes is exactly what the server's sanitizer keeps (an echo that differed would
 * reset the editor mid-typing). The web adds the editing commands and plugins on top of these nodes.
 */
const SPAN = { default: 1, parseHTML: (element: HTMLElement) => spanOf(element.getAttribute("colspan")) };
const ROW_SPAN = { default: 1, parseHTML: (element: HTMLElement) => spanOf(element.getAttribute("rowspan")) };

function spanOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 1;
}

const cellAttributes = () => ({ colspan: SPAN, rowspan: ROW_SPAN });

export const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: ({ HTMLAttributes }) => ["table", HTMLAttributes, ["tbody", 0]],
});

export const TableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)*",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", HTMLAttributes, 0],
});

export const TableHeader = Node.create({
  name: "tableHeader",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "th" }],
  renderHTML: ({ HTMLAttributes }) => ["th", mergeAttributes(HTMLAttributes), 0],
});

export const TableCell = Node.create({
  name: "tableCell",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "td" }],
  renderHTML: ({ HTMLAttributes }) => ["td", mergeAttributes(HTMLAttributes), 0],
});

const ROLES: Record<string, string> = { table: "table", tableRow: "row", tableHeader: "header_cell", tableCell: "cell" };

/** prosemirror-tables finds a table's parts by the `tableRole` of their node specs. */
export const TableRoles = Extension.create({
  name: "tableRoles",
  extendNodeSchema(extension) {
    const role = ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
});

export const tableExtensions = () => [Table, TableRow, TableHeader, TableCell, TableRoles];
