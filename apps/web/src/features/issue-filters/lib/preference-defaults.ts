import {
  applyDisplayRules,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  type DisplayProperties,
  defaultDisplayFilters,
  type IssueFilterKey,
  type UserProperties,
  type ViewScope,
} from "@hangar/contracts";
import type { ScopePreferences } from "../../issue-core/boot";

export type IssuePreferences = {
  filters: Record<IssueFilterKey, string[] | null>;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
};

/** Stored values over the defaults, so a field the server leaves out (an older row) still has a value. */
export function withDefaults(
  raw?: ScopePreferences | Partial<Pick<UserProperties, "filters" | "display_filters" | "display_properties">>,
  kind: ViewScope = "project",
): IssuePreferences {
  const base = defaultDisplayFilters(kind);
  return {
    filters: { ...DEFAULT_ISSUE_FILTERS, ...(raw?.filters ?? {}) },
    displayFilters: applyDisplayRules(base, { ...(raw?.display_filters ?? {}) }, kind),
    displayProperties: { ...DEFAULT_DISPLAY_PROPERTIES, ...(raw?.display_properties ?? {}) },
  };
}
