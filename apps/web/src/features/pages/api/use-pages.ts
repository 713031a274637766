import { useQuery } from "@tanstack/react-query";
import { pageApi } from "./page-api";
import { type PageListParams, type PagePlace, pageKeys } from "./page-keys";

export function usePages(place: PagePlace, params: PageListParams) {
  return useQuery({
    queryKey: pageKeys.list(place, params),
    queryFn: ({ signal }) => pageApi.list(place, params, signal),
    placeholderData: (previous) => previous,
  });
}

/** A page's sub-pages: the project's public and own private pages under it. */
export function useSubPages(place: PagePlace, parentId: string) {
  return useQuery({
    queryKey: pageKeys.children(place, parentId),
    queryFn: async ({ signal }) => {
      const params = { orderBy: "name", search: "", ownedBy: [], createdFrom: "", createdTo: "" } as const;
      const [open, own] = await Promise.all([
        pageApi.list(place, { ...params, ownedBy: [], tab: "public" }, signal),
        pageApi.list(place, { ...params, ownedBy: [], tab: "private" }, signal),
      ]);
      return [...open, ...own].filter((page) => page.parent === parentId);
    },
  });
}

export function usePage(place: PagePlace, pageId: string | null) {
  return useQuery({
    queryKey: pageKeys.page(place, pageId ?? ""),
    queryFn: ({ signal }) => pageApi.get(place, pageId ?? "", signal),
    enabled: Boolean(pageId),
    retry: false,
  });
}

export function usePageVersions(place: PagePlace, pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.versions(place, pageId),
    queryFn: ({ signal }) => pageApi.versions(place, pageId, signal),
    enabled,
  });
}

export function usePageVersion(place: PagePlace, pageId: string, versionId: string | null) {
  return useQuery({
    queryKey: pageKeys.version(place, pageId, versionId ?? ""),
    queryFn: ({ signal }) => pageApi.version(place, pageId, versionId ?? "", signal),
    enabled: versionId !== null,
  });
}
