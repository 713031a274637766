import { lazy } from "react";

/**
 * The issue layouts, and the view model they draw (groups, group names and icons, drag-and-drop moves).
 * Board and list load the one a list is shown with as soon as it is known (app/prefetch-route.ts, then
 * the screen), another when its layout button is pointed at; see ./public.ts.
 */
export { BoardLayout, ListLayout, preloadLayout, useLayoutCode } from "./public";

// Calendar, spreadsheet and timeline are big and used less: each is its own chunk.
export const CalendarLayout = lazy(() => import("./calendar").then((m) => ({ default: m.CalendarLayout })));
export const SpreadsheetLayout = lazy(() => import("./spreadsheet").then((m) => ({ default: m.SpreadsheetLayout })));
export const TimelineLayout = lazy(() => import("./timeline").then((m) => ({ default: m.TimelineLayout })));
export { loadingFlag } from "./lib/layout-props";
export type { IssueMove } from "./lib/move-issue";
export { createDefaultsFor, resolveMove } from "./lib/move-issue";
export type { ViewGroups } from "./lib/view-groups";
export { buildViewGroups, createViewGrouper, type StoreVersion } from "./lib/view-groups";
