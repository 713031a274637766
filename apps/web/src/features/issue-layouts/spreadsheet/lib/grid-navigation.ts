export type CellPosition = { row: number; col: number };

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/**
 * Where a navigation key moves the active cell (WAI-ARIA grid pattern), or null for other keys:
 * arrows by one, Home/End to the row's ends (with Ctrl, the grid's), PageUp/PageDown by a page.
 */
export function moveCell(
  from: CellPosition,
  key: string,
  size: { rows: number; cols: number; page: number },
  ctrl = false,
): CellPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  if (lastRow < 0 || lastCol < 0) return null;
  const at = (row: number, col: number) => ({ row: clamp(row, 0, lastRow), col: clamp(col, 0, lastCol) });
  switch (key) {
    case "ArrowUp":
      return at(from.row - 1, from.col);
    case "ArrowDown":
      return at(from.row + 1, from.col);
    case "ArrowLeft":
      return at(from.row, from.col - 1);
    case "ArrowRight":
      return at(from.row, from.col + 1);
    case "Home":
      return ctrl ? at(0, 0) : at(from.row, 0);
    case "End":
      return ctrl ? at(lastRow, lastCol) : at(from.row, lastCol);
    case "PageUp":
      return at(from.row - size.page, from.col);
    case "PageDown":
      return at(from.row + size.page, from.col);
    default:
      return null;
  }
}
