import { type HomeWidgetKey, homeEndpoints, type WidgetDataOf } from "@hangar/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { homeKeys } from "./home-keys";

/**
 * One widget's data (`dashboard/{id}/?widget_key=`), asked with the widget's current filters so a new tab
 * loads at once; the previous tab's data stays up until it arrives.
 */
export function useWidgetData<K extends HomeWidgetKey>(
  slug: string,
  dashboardId: string,
  key: K,
  filters: Record<string, string> = {},
) {
  return useQuery({
    queryKey: homeKeys.widget(slug, key, filters),
    queryFn: ({ signal }) =>
      call(homeEndpoints.widgetData, {
        params: { slug, dashboardId },
        query: { widget_key: key, ...filters },
        signal,
      }) as Promise<WidgetDataOf<K>>,
    placeholderData: keepPreviousData,
  });
}
