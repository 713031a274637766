import { lazy } from "react";

/**
 * The issue layouts, and the view model they draw (groups, group names and icons, drag-and-drop moves).
 * Board and list are the common ones; the others load the first time one is picked.
 */
export { BoardLayout } from "./board";
export { ListLayout } from "./list";

// Calendar, spreadsheet and timeline are big and used less: each is its own chunk.
export const CalendarLayout = lazy(() => import("./calendar").then((m) => ({ default: m.CalendarLayout })));
export const SpreadsheetLayout = lazy(() => import("./spreadsheet").then((m) => ({ default: m.SpreadsheetLayout })));
export const TimelineLayout = lazy(() => import("./timeline").then((m) => ({ default: m.TimelineLayout })));
export { loadingFlag } from "./lib/layout-props";
export type { IssueMove } from "./lib/move-issue";
export { createDefaultsFor, resolveMove } from "./lib/move-issue";
export type { ViewGroups } from "./lib/view-groups";
export { buildViewGroups } from "./lib/view-groups";
