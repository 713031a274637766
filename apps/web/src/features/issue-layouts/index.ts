import { lazy } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";

/**
 * The issue layouts, and the view model they draw (groups, group names and icons, drag-and-drop moves).
 * Each layout is its own chunk, so a list's first load carries only the layout it shows: the board brings
 * drag-and-drop, the list its virtualizer. Board and list are the common ones: the one a list was last
 * shown with starts loading at boot (app/prefetch-route.ts), the other once the screen is idle.
 */
export const BoardLayout = lazyWithPreload(() => import("./board").then((m) => m.BoardLayout));
export const ListLayout = lazyWithPreload(() => import("./list").then((m) => m.ListLayout));

/** Starts loading a layout's code ahead of its first render; a failure shows when it renders. */
export function preloadLayout(layout: string) {
  const component = layout === "kanban" ? BoardLayout : layout === "list" ? ListLayout : null;
  void component?.preload().catch(() => undefined);
}

// Calendar, spreadsheet and timeline are big and used less: each is its own chunk.
export const CalendarLayout = lazy(() => import("./calendar").then((m) => ({ default: m.CalendarLayout })));
export const SpreadsheetLayout = lazy(() => import("./spreadsheet").then((m) => ({ default: m.SpreadsheetLayout })));
export const TimelineLayout = lazy(() => import("./timeline").then((m) => ({ default: m.TimelineLayout })));
export { loadingFlag } from "./lib/layout-props";
export type { IssueMove } from "./lib/move-issue";
export { createDefaultsFor, resolveMove } from "./lib/move-issue";
export type { ViewGroups } from "./lib/view-groups";
export { buildViewGroups } from "./lib/view-groups";
