import {
  applyDisplayRules,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  type DisplayProperties,
  defaultDisplayFilters,
  workspaceEndpoints as endpoints,
  type IssueFilterKey,
  type UpdateUserPropertiesBody,
  type UserProperties,
  type ViewScope,
} from "@hangar/contracts";
import { call } from "../../../lib/api";
import type { IssueScope, PreferencesSource, ScopePreferences } from "../../issue-core";
import { rememberPreferences } from "./last-preferences";

// The stored preferences' query, apart from the hook, so the app can ask for them at boot under the key
// the screen then reads.

export type IssuePreferences = {
  filters: Record<IssueFilterKey, string[] | null>;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
};

export const preferenceKeys = {
  /** A workspace-wide scope sits under the empty project id, beside the project scopes. */
  scope: (scope: Pick<IssueScope, "slug" | "projectId" | "id" | "preferencesId">) =>
    ["workspaces", scope.slug, "projects", scope.projectId, "user-properties", scope.preferencesId ?? scope.id] as const,
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

/** The caller's stored preferences for a list, from the user-properties entry of its level. */
export function fetchPreferences(source: PreferencesSource, signal?: AbortSignal): Promise<UserProperties> {
  switch (source.level) {
    case "workspace":
      return call(endpoints.workspaceProperties, { params: source.params, signal });
    case "project":
      return call(endpoints.projectProperties, { params: source.params, signal });
    case "cycle":
      return call(endpoints.cycleProperties, { params: source.params, signal });
    case "module":
      return call(endpoints.moduleProperties, { params: source.params, signal });
  }
}

/** Stores a change of the caller's preferences for a list; the answer is the whole stored set. */
export function savePreferences(source: PreferencesSource, body: UpdateUserPropertiesBody): Promise<UserProperties> {
  switch (source.level) {
    case "workspace":
      return call(endpoints.updateWorkspaceProperties, { params: source.params, body });
    case "project":
      return call(endpoints.updateProjectProperties, { params: source.params, body });
    case "cycle":
      return call(endpoints.updateCycleProperties, { params: source.params, body });
    case "module":
      return call(endpoints.updateModuleProperties, { params: source.params, body });
  }
}

/** A scope's stored preferences (the scope has a user-properties endpoint), over the defaults. */
export function storedPreferencesQuery(scope: IssueScope & { preferences: PreferencesSource }) {
  return {
    queryKey: preferenceKeys.scope(scope),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const preferences = withDefaults(await fetchPreferences(scope.preferences, signal), scope.kind);
      rememberPreferences(scope, preferences);
      return preferences;
    },
  };
}
