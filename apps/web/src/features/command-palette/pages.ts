/** The palette and the shortcuts modal: loaded on demand (preloaded once the app is idle). */
export { CommandPalette } from "./components/command-palette";
export { ShortcutsModal } from "./components/shortcuts-modal";
