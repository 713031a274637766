import { closeCommandPalette, type PalettePage, useCommandPaletteStore } from "./palette-store";

/** Moving between the palette's levels, and leaving it to run a command (the palette's own code, loaded with it). */
export const pushPalettePage = (page: PalettePage) =>
  useCommandPaletteStore.setState((state) => ({ pages: [...state.pages, page] }));

/** Back one level; false at the root. */
export function popPalettePage(): boolean {
  const { pages } = useCommandPaletteStore.getState();
  if (pages.length <= 1) return false;
  useCommandPaletteStore.setState({ pages: pages.slice(0, -1) });
  return true;
}

/**
 * Closes the palette, then runs the command: a dialog it opens (a confirmation, a create form) then
 * takes the focus the palette gives back on closing, instead of losing it to that hand-back.
 */
export function runAfterClose(command: () => void) {
  closeCommandPalette();
  setTimeout(command, 0);
}
