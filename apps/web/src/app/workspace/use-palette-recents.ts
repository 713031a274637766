import type { RecentVisit } from "@hangar/contracts";
import { useMemo } from "react";
import type { PaletteRecent } from "../../features/command-palette";
import { recentVisitKey, recentVisitPath, recentVisitTitle, useRecentVisits } from "../../features/recents";

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
 * The user's recent visits for the palette, newest first, kept fresh only while the palette is open: a
 * visit recorded on the way marks them stale rather than refetching them on every navigation. Undefined
 * until they have loaded (or when they cannot), and the palette then lists what this tab has opened.
 */
export function usePaletteRecents(slug: string, open: boolean): PaletteRecent[] | undefined {
  const visits = useRecentVisits(slug, "all", { enabled: open });
  const data = visits.data;
  return useMemo(() => data?.map((visit) => paletteRecent(slug, visit)), [data, slug]);
}
