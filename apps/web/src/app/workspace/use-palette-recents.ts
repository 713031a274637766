import type { RecentVisit } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { PaletteRecent } from "../../features/command-palette";
import { recentVisitKey, recentVisitPath, recentVisitsQuery, recentVisitTitle, useRecentVisits } from "../../features/recents";
import { whenIdle } from "../../lib/lazy-with-preload";

/** A visit as the palette's Recent group lists it: an issue by its key, anything else by its project. */
export function paletteRecent(slug: string, visit: RecentVisit): PaletteRecent {
  const { entity_data: data } = visit;
  const detail =
    visit.entity_name === "issue"
      ? recentVisitKey(visit)
      : visit.entity_name === "project"
        ? data.project_identifier
        : data.project_name;
  return {
    kind: visit.entity_name,
    id: visit.entity_identifier,
    name: recentVisitTitle(visit),
    href: recentVisitPath(slug, visit),
    detail: detail ?? undefined,
  };
}

/**
 * The user's recent visits for the palette, newest first. The list is fetched once the app is idle, so
 * the first Cmd/Ctrl+K already has it, and kept fresh only while the palette is open: a visit recorded
 * on the way marks it stale rather than refetching it on every navigation. Undefined until it has loaded
 * (or when it cannot), and the palette falls back to what this tab has opened.
 */
export function usePaletteRecents(slug: string, open: boolean): PaletteRecent[] | undefined {
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void queryClient.prefetchQuery(recentVisitsQuery(slug))), [queryClient, slug]);
  const visits = useRecentVisits(slug, "all", { enabled: open });
  const data = visits.data;
  return useMemo(() => data?.map((visit) => paletteRecent(slug, visit)), [data, slug]);
}
