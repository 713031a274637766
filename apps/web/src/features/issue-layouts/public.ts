import { lazyWithPreload, useCodeLoaded } from "../../lib/lazy-with-preload";
import { groupedLayoutCode } from "./boot";

/**
 * The grouped layouts, each its own chunk, so a list's first load carries only the layout it shows: the
 * board brings drag-and-drop, the list its virtualizer. Light enough for the route prefetcher in the app
 * shell, which starts loading the layout a list is shown with as soon as it is known; index.ts has them too.
 */
export const BoardLayout = lazyWithPreload(() => groupedLayoutCode.kanban().then((m) => m.BoardLayout));
export const ListLayout = lazyWithPreload(() => groupedLayoutCode.list().then((m) => m.ListLayout));

const preloadable = (layout: string | null) => (layout === "kanban" ? BoardLayout : layout === "list" ? ListLayout : null);

/** Starts loading a layout's code ahead of its first render; a failure shows when it renders. */
export function preloadLayout(layout: string) {
  void preloadable(layout)
    ?.preload()
    .catch(() => undefined);
}

/**
 * Loads the layout's code and says whether it is in (the other layouts, lazy on their own, always are):
 * the list keeps its spinner until then and mounts the layout once, without suspending (see useCodeLoaded).
 */
export function useLayoutCode(layout: string | null): boolean {
  return useCodeLoaded(preloadable(layout));
}
