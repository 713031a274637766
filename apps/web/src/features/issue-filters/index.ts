/** The issue list's filters, display options and layout switcher, with the saved preferences behind them. */

export {
  type IssuePreferences,
  type IssuePreferencesApi,
  preferenceKeys,
  useIssuePreferences,
  withDefaults,
} from "./api/use-issue-preferences";
export { DisplayMenu } from "./components/display-menu";
export { FilterChipsBar } from "./components/filter-chips-bar";
export { FiltersMenu } from "./components/filters-menu";
export { LayoutSwitcher } from "./components/layout-switcher";
export {
  DISPLAY_PROPERTY_LABELS,
  GROUP_BY_OPTIONS,
  LAYOUT_OPTIONS,
  ORDER_BY_OPTIONS,
  orderByLabel,
} from "./lib/display-options";
export { activeFilterChips, FILTER_DEFINITIONS, type FilterSource } from "./lib/filter-definitions";
export * from "./public";
