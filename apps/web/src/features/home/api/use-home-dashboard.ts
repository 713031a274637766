import { type HomeDashboard, type HomeWidgetKey, homeEndpoints, type Widget } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { homeKeys } from "./home-keys";

/** The caller's home dashboard: its id and widgets (made by the server on first use). */
export function useHomeDashboard(slug: string) {
  return useQuery({
    queryKey: homeKeys.dashboard(slug),
    queryFn: ({ signal }) => call(homeEndpoints.homeDashboard, { params: { slug }, query: { dashboard_type: "home" }, signal }),
  });
}

/** The widgets in their order (sort_order, then key as the server orders ties). */
export const orderedWidgets = (widgets: readonly Widget[]) =>
  [...widgets].sort((a, b) => a.sort_order - b.sort_order || a.key.localeCompare(b.key));

const patchWidget = (data: HomeDashboard, key: HomeWidgetKey, changes: Partial<Widget>): HomeDashboard => ({
  ...data,
  widgets: data.widgets.map((w) => (w.key === key ? { ...w, ...changes } : w)),
});

type Placement = { is_enabled?: boolean; sort_order?: number };

/** Shows, hides or moves a widget at once (home-preferences); rolled back with a toast if the server refuses. */
export function useUpdateHomePreference(slug: string) {
  return useOptimisticMutation<{ key: HomeWidgetKey; changes: Placement }, Widget>({
    mutationKey: homeKeys.dashboard(slug),
    mutationFn: ({ key, changes }) =>
      call(homeEndpoints.updateHomePreference, { params: { slug, widgetKey: key }, body: changes }),
    edits: ({ key, changes }) => [cacheEdit<HomeDashboard>(homeKeys.dashboard(slug), (data) => patchWidget(data, key, changes))],
    errorTitle: ({ changes }) =>
      changes.sort_order !== undefined
        ? "Couldn't move the widget"
        : changes.is_enabled
          ? "Couldn't show the widget"
          : "Couldn't hide the widget",
  });
}

/** Saves a widget's filters (a tab, a duration) at once, so the widget shows them while the server stores them. */
export function useUpdateWidgetFilters(slug: string, dashboardId: string) {
  return useOptimisticMutation<{ widget: Widget; filters: Record<string, string> }, Widget>({
    mutationKey: homeKeys.dashboard(slug),
    mutationFn: ({ widget, filters }) =>
      call(homeEndpoints.updateWidget, { params: { dashboardId, widgetId: widget.id }, body: { filters } }),
    edits: ({ widget, filters }) => [
      cacheEdit<HomeDashboard>(homeKeys.dashboard(slug), (data) =>
        patchWidget(data, widget.key, { widget_filters: { ...widget.widget_filters, ...filters } }),
      ),
    ],
    errorTitle: "Couldn't save the widget's filter",
  });
}
