/**
 * The grouped layouts' code, by layout: public.ts renders it, and the boot script (boot/) starts loading
 * the one a list opens with beside the list's first page. Nothing else, so the boot entry stays small.
 */
export const groupedLayoutCode = {
  kanban: () => import("./board"),
  list: () => import("./list"),
};
