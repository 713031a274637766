import { create } from "zustand";

/** Where the palette goes with a project once one is chosen. */
export type ProjectDestination =
  | "open"
  | "issues"
  | "cycles"
  | "modules"
  | "views"
  | "pages"
  | "create-cycle"
  | "create-module"
  | "create-view"
  | "create-page";

export type IssueProperty = "state" | "priority" | "assignees" | "labels" | "cycle" | "modules";

/** A level of the palette: the root, or a nested list reached from it (Backspace goes back up). */
export type PalettePage =
  | { id: "root" }
  | { id: "issue"; property: IssueProperty }
  | { id: "projects"; goal: ProjectDestination }
  | { id: "project"; projectId: string }
  | { id: "workspaces" }
  | { id: "theme" };

type PaletteState = { open: boolean; pages: PalettePage[]; shortcutsOpen: boolean };

const ROOT: PalettePage = { id: "root" };

export const useCommandPaletteStore = create<PaletteState>()(() => ({ open: false, pages: [ROOT], shortcutsOpen: false }));

/** Opens the palette at its root, or straight at a nested page (with the root behind it). */
export function openCommandPalette(page?: PalettePage) {
  useCommandPaletteStore.setState({ open: true, pages: page ? [ROOT, page] : [ROOT] });
}

export function toggleCommandPalette() {
  if (useCommandPaletteStore.getState().open) closeCommandPalette();
  else openCommandPalette();
}

export const closeCommandPalette = () => useCommandPaletteStore.setState({ open: false });

export const setShortcutsOpen = (shortcutsOpen: boolean) => useCommandPaletteStore.setState({ shortcutsOpen });
export const openShortcutsModal = () => setShortcutsOpen(true);
