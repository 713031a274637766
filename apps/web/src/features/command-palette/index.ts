/** Light entry for the shell (shortcuts, the host); the palette and the shortcuts modal load from ./pages. */
export { goToSection } from "./lib/destinations";
export {
  closeCommandPalette,
  openCommandPalette,
  openShortcutsModal,
  setShortcutsOpen,
  toggleCommandPalette,
  useCommandPaletteStore,
} from "./lib/palette-store";
export type { PaletteContext, PaletteRecent } from "./lib/palette-types";
