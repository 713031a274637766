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
import { api } from "../../../lib/api";
import type { IssueScope, ScopePreferences } from "../../issues/lib/issue-scope";
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

/** A scope's stored preferences (the scope has a user-properties endpoint), over the defaults. */
export function storedPreferencesQuery(scope: IssueScope & { preferencesPath: string }) {
  return {
    queryKey: preferenceKeys.scope(scope),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const preferences = withDefaults(await api.get<UserProperties>(scope.preferencesPath, undefined, signal), scope.kind);
      rememberPreferences(scope, preferences);
      return preferences;
    },
  };
}
