import type { PageListTab, PageOrderBy } from "@hangar/contracts";
import { appPaths } from "../../../lib/paths";

/** One project's pages: everything cached about them sits under `project`, so one invalidation reaches it all. */
export type PagePlace = { slug: string; projectId: string };

/** What the list asks the server for (tab, order and filters), part of its cache key. */
export type PageListParams = {
  tab: PageListTab;
  orderBy: PageOrderBy;
  search: string;
  ownedBy: string[];
  createdFrom: string;
  createdTo: string;
};

export const pageKeys = {
  project: ({ slug, projectId }: PagePlace) => ["workspaces", slug, "projects", projectId, "pages"] as const,
  lists: (place: PagePlace) => [...pageKeys.project(place), "list"] as const,
  list: (place: PagePlace, params: PageListParams) => [...pageKeys.lists(place), params] as const,
  /** Sub-pages of one page (any tab but archived). */
  children: (place: PagePlace, parentId: string) => [...pageKeys.project(place), "children", parentId] as const,
  page: (place: PagePlace, pageId: string) => [...pageKeys.project(place), "page", pageId] as const,
  versions: (place: PagePlace, pageId: string) => [...pageKeys.page(place, pageId), "versions"] as const,
  version: (place: PagePlace, pageId: string, versionId: string) => [...pageKeys.versions(place, pageId), versionId] as const,
};

export const pagesUrl = ({ slug, projectId }: PagePlace) => `${appPaths.project(slug, projectId)}/pages`;
export const pageUrl = (place: PagePlace, pageId: string) => `${pagesUrl(place)}/${pageId}`;
