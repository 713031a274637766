import { workspaceEndpoints as endpoints, type UpdateUserPropertiesBody, type UserProperties } from "@hangar/contracts";
import { call } from "../../../lib/api";
import type { IssueScope, PreferencesSource } from "../../issue-core";
import { withDefaults } from "../lib/preference-defaults";
import { rememberPreferences } from "./last-preferences";
import { preferenceKeys } from "./preference-keys";

export { type IssuePreferences, withDefaults } from "../lib/preference-defaults";
export { preferenceKeys } from "./preference-keys";

// The stored preferences' query, apart from the hook, so the app can ask for them at boot under the key
// the screen then reads.

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
