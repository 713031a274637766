import { lazyWithPreload } from "../../lib/lazy-with-preload";

/**
 * The grouped layouts, each its own chunk, so a list's first load carries only the layout it shows: the
 * board brings drag-and-drop, the list its virtualizer. Light enough for the route prefetcher in the app
 * shell, which starts loading the layout a list is shown with as soon as it is known; index.ts has them too.
 */
export const BoardLayout = lazyWithPreload(() => import("./board").then((m) => m.BoardLayout));
export const ListLayout = lazyWithPreload(() => import("./list").then((m) => m.ListLayout));

/** Starts loading a layout's code ahead of its first render; a failure shows when it renders. */
export function preloadLayout(layout: string) {
  const component = layout === "kanban" ? BoardLayout : layout === "list" ? ListLayout : null;
  void component?.preload().catch(() => undefined);
}
