import { type Page, pageEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type PagePlace, pageKeys } from "./page-keys";

/** A page with the pages nested under it, as the sidebar shows the project's pages. */
export type PageTreeNode = { page: Page; children: PageTreeNode[] };

/** Nests pages by `parent`; a page whose parent the caller cannot see (or that is archived) is a root. */
export function buildPageTree(pages: Page[]): PageTreeNode[] {
  const nodes = new Map(pages.map((page) => [page.id, { page, children: [] as PageTreeNode[] }]));
  const roots: PageTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.page.parent ? nodes.get(node.page.parent) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The project's pages (public and the caller's private ones, not archived) by name, for the sidebar's
 * tree. Fetched only once the tree is unfolded; cached under the project's pages key, so page actions
 * and live events refresh it with the rest.
 */
export function usePageTree(place: PagePlace, enabled: boolean) {
  return useQuery({
    queryKey: [...pageKeys.project(place), "tree"],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      call(pageEndpoints.list, { params: place, query: { type: "all", order_by: "name" } as never, signal }),
    select: buildPageTree,
  });
}
