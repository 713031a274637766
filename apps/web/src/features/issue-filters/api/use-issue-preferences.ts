import {
  applyDisplayRules,
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  type DisplayFiltersPatch,
  type DisplayProperties,
  defaultDisplayFilters,
  type IssueFilterKey,
  type IssueFilters,
  type UpdateUserPropertiesBody,
  type UserProperties,
  type ViewScope,
} from "@hangar/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { toast } from "sonner";
import { api, errorMessage } from "../../../lib/api";
import { type IssueScope, removeIssueViews, type ScopePreferences } from "../../issues";

export type IssuePreferences = {
  filters: Record<IssueFilterKey, string[] | null>;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
};

export const preferenceKeys = {
  scope: (scope: Pick<IssueScope, "slug" | "projectId" | "id">) =>
    ["workspaces", scope.slug, "projects", scope.projectId, "user-properties", scope.id] as const,
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

const DEFAULTS = withDefaults();

/**
 * The caller's filters, display filters and display properties for a scope (spec §3, §4), changed
 * optimistically. The display rules run here before anything is sent; a failed save refetches what the
 * server has stored. A scope without a user-properties endpoint (a saved view) keeps them on the screen.
 */
export function useIssuePreferences(scope: IssueScope) {
  const queryClient = useQueryClient();
  const { slug, projectId, kind, preferencesPath: path, initialPreferences } = scope;
  const key = useMemo(() => preferenceKeys.scope(scope), [scope]);
  const query = useQuery({
    queryKey: key,
    enabled: Boolean(slug && projectId),
    staleTime: path ? 5 * 60_000 : Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      withDefaults(path ? await api.get<UserProperties>(path, undefined, signal) : initialPreferences, kind),
  });
  const defaults = useMemo(() => (kind === "project" ? DEFAULTS : withDefaults(undefined, kind)), [kind]);
  const preferences = query.data ?? defaults;

  const save = useCallback(
    async (next: IssuePreferences, body: UpdateUserPropertiesBody) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<IssuePreferences>(key, next);
      if (!path) return;
      try {
        await api.patch(path, body);
      } catch (error) {
        toast.error("Couldn't save your view settings", { description: errorMessage(error) });
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    [queryClient, key, path],
  );
  const current = useCallback(() => queryClient.getQueryData<IssuePreferences>(key) ?? defaults, [queryClient, key, defaults]);

  const updateDisplayFilters = useCallback(
    (patch: DisplayFiltersPatch) => {
      const now = current();
      const displayFilters = applyDisplayRules(now.displayFilters, patch, kind);
      if (displayFilters.layout !== now.displayFilters.layout) removeIssueViews(queryClient, slug, projectId);
      return save({ ...now, displayFilters }, { display_filters: displayFilters });
    },
    [current, save, queryClient, slug, projectId, kind],
  );

  const setFilters = useCallback(
    (filters: IssueFilters) => {
      const now = current();
      const next = { ...DEFAULT_ISSUE_FILTERS, ...filters };
      return save({ ...now, filters: next }, { filters: next });
    },
    [current, save],
  );

  const updateFilter = useCallback(
    (filterKey: IssueFilterKey, values: string[] | null) =>
      setFilters({ ...current().filters, [filterKey]: values && values.length > 0 ? values : null }),
    [current, setFilters],
  );

  const clearFilters = useCallback(() => setFilters(DEFAULT_ISSUE_FILTERS), [setFilters]);

  const updateDisplayProperties = useCallback(
    (patch: Partial<DisplayProperties>) => {
      const now = current();
      const displayProperties = { ...now.displayProperties, ...patch };
      return save({ ...now, displayProperties }, { display_properties: patch });
    },
    [current, save],
  );

  return useMemo(
    () => ({
      ...preferences,
      isPending: query.isPending && query.fetchStatus !== "idle",
      isLoaded: query.isSuccess || query.isError,
      updateDisplayFilters,
      setFilters,
      updateFilter,
      clearFilters,
      updateDisplayProperties,
    }),
    [
      preferences,
      query.isPending,
      query.fetchStatus,
      query.isSuccess,
      query.isError,
      updateDisplayFilters,
      setFilters,
      updateFilter,
      clearFilters,
      updateDisplayProperties,
    ],
  );
}

export type IssuePreferencesApi = ReturnType<typeof useIssuePreferences>;
