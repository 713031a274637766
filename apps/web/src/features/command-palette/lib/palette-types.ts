import type { User, Workspace } from "@hangar/contracts";

/** Something the user opened lately, as the palette's Recent group lists it. */
export type PaletteRecent = {
  kind: "issue" | "project" | "cycle" | "module" | "view" | "page";
  id: string;
  name: string;
  /** Where it opens. */
  href: string;
  /** A second line of context: an issue's key, the project of a cycle. */
  detail?: string;
};

/** What the palette knows of where it was opened. */
export type PaletteContext = {
  workspace: Workspace;
  workspaces: readonly Workspace[];
  user: User;
  /** The caller's workspace role, null while unknown. */
  role: number | null;
  /** The project of the screen, if it is inside one. */
  projectId: string | null;
  /**
   * Recently opened things, newest first (the recent-visits endpoint, when a screen feeds it). Without it
   * the palette lists the issues and projects this tab has opened.
   */
  recent?: readonly PaletteRecent[];
};
