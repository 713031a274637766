import { DisplayMenu, type FilterSource, FiltersMenu, type IssuePreferencesApi, LayoutSwitcher } from "../../issue-filters";
import { preloadLayout } from "../../issue-layouts";

type IssueViewControlsProps = { preferences: IssuePreferencesApi; source: FilterSource };

/** The header's right side: layout, filters and display options, all saved as the user's preferences. */
export function IssueViewControls({ preferences, source }: IssueViewControlsProps) {
  return (
    <>
      <LayoutSwitcher
        value={preferences.displayFilters.layout}
        onChange={(layout) => void preferences.updateDisplayFilters({ layout })}
        onPrepare={preloadLayout}
      />
      <FiltersMenu
        filters={preferences.filters}
        source={source}
        onChange={(key, values) => void preferences.updateFilter(key, values)}
      />
      <DisplayMenu
        displayFilters={preferences.displayFilters}
        displayProperties={preferences.displayProperties}
        onDisplayFiltersChange={(patch) => void preferences.updateDisplayFilters(patch)}
        onDisplayPropertiesChange={(patch) => void preferences.updateDisplayProperties(patch)}
      />
    </>
  );
}
