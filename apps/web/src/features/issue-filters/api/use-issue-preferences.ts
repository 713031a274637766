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
} from "@hangar/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { toast } from "sonner";
import { api, errorMessage } from "../../../lib/api";
import { projectPath, removeIssueViews } from "../../issues";

export type IssuePreferences = {
  filters: Record<IssueFilterKey, string[] | null>;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
};

export const preferenceKeys = {
  project: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "user-properties"] as const,
};

const userPropertiesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}user-properties/`;

/** Stored values over the defaults, so a field the server leaves out (an older row) still has a value. */
export function withDefaults(
  raw?: Partial<Pick<UserProperties, "filters" | "display_filters" | "display_properties">>,
): IssuePreferences {
  const base = defaultDisplayFilters("project");
  return {
    filters: { ...DEFAULT_ISSUE_FILTERS, ...(raw?.filters ?? {}) },
    displayFilters: applyDisplayRules(base, { ...(raw?.display_filters ?? {}) }, "project"),
    displayProperties: { ...DEFAULT_DISPLAY_PROPERTIES, ...(raw?.display_properties ?? {}) },
  };
}

const DEFAULTS = withDefaults();

/**
 * The caller's filters, display filters and display properties for a project (spec §3, §4), changed
 * optimistically. The display rules run here before anything is sent; a failed save refetches what the
 * server has stored.
 */
export function useIssuePreferences(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const key = preferenceKeys.project(slug, projectId);
  const query = useQuery({
    queryKey: key,
    enabled: Boolean(slug && projectId),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      withDefaults(await api.get<UserProperties>(userPropertiesPath(slug, projectId), undefined, signal)),
  });
  const preferences = query.data ?? DEFAULTS;

  const save = useCallback(
    async (next: IssuePreferences, body: UpdateUserPropertiesBody) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<IssuePreferences>(key, next);
      try {
        await api.patch(userPropertiesPath(slug, projectId), body);
      } catch (error) {
        toast.error("Couldn't save your view settings", { description: errorMessage(error) });
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    [queryClient, key, slug, projectId],
  );
  const current = useCallback(() => queryClient.getQueryData<IssuePreferences>(key) ?? DEFAULTS, [queryClient, key]);

  const updateDisplayFilters = useCallback(
    (patch: DisplayFiltersPatch) => {
      const now = current();
      const displayFilters = applyDisplayRules(now.displayFilters, patch, "project");
      if (displayFilters.layout !== now.displayFilters.layout) removeIssueViews(queryClient, slug, projectId);
      return save({ ...now, displayFilters }, { display_filters: displayFilters });
    },
    [current, save, queryClient, slug, projectId],
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
