import {
  applyDisplayRules,
  DEFAULT_ISSUE_FILTERS,
  type DisplayFilters,
  type DisplayFiltersPatch,
  type DisplayProperties,
  type IssueFilterKey,
  type IssueFilters,
  type UpdateUserPropertiesBody,
} from "@hangar/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type IssueScope, removeIssueViews } from "../../issue-core";
import { rememberPreferences } from "./last-preferences";
import {
  type IssuePreferences,
  preferenceKeys,
  savePreferences,
  storedPreferencesQuery,
  withDefaults,
} from "./preferences-query";

export { type IssuePreferences, preferenceKeys, withDefaults } from "./preferences-query";

const DEFAULTS = withDefaults();

const sameSet = (a: string[] | null | undefined, b: string[] | null | undefined) => {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((v) => right.has(v));
};

/** Same filters (values in any order), display filters and display properties. */
export function samePreferences(a: IssuePreferences, b: IssuePreferences): boolean {
  const filterKeys = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]) as Set<IssueFilterKey>;
  for (const key of filterKeys) if (!sameSet(a.filters[key], b.filters[key])) return false;
  const displayKeys = new Set([...Object.keys(a.displayFilters), ...Object.keys(b.displayFilters)]);
  for (const key of displayKeys as Set<keyof DisplayFilters>) {
    if (JSON.stringify(a.displayFilters[key]) !== JSON.stringify(b.displayFilters[key])) return false;
  }
  const propertyKeys = new Set([...Object.keys(a.displayProperties), ...Object.keys(b.displayProperties)]);
  return [...(propertyKeys as Set<keyof DisplayProperties>)].every((k) => a.displayProperties[k] === b.displayProperties[k]);
}

/**
 * The caller's filters, display filters and display properties for a scope (spec §3, §4), changed
 * optimistically. The display rules run here before anything is sent; a failed save refetches what the
 * server has stored. A scope without a user-properties endpoint (a saved view) keeps them on the screen.
 */
export function useIssuePreferences(scope: IssueScope) {
  const queryClient = useQueryClient();
  const { slug, projectId, kind, preferences: source, initialPreferences } = scope;
  const key = useMemo(() => preferenceKeys.scope(scope), [scope]);
  const query = useQuery({
    queryKey: key,
    // Workspace-wide scopes (workspace views, profiles) have no project.
    enabled: Boolean(slug),
    staleTime: source ? 5 * 60_000 : Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      source
        ? storedPreferencesQuery({ ...scope, preferences: source }).queryFn({ signal })
        : // Kept on the screen: a refetch (a workspace resync) must not drop the user's unsaved changes.
          (queryClient.getQueryData<IssuePreferences>(key) ?? withDefaults(initialPreferences, kind)),
  });
  // A scope kept on the screen starts from (and resets to) its initial settings.
  const local = !source && initialPreferences !== undefined;
  const defaults = useMemo(
    () => (local ? withDefaults(initialPreferences, kind) : kind === "project" ? DEFAULTS : withDefaults(undefined, kind)),
    [local, initialPreferences, kind],
  );
  const preferences = query.data ?? defaults;

  const save = useCallback(
    async (next: IssuePreferences, body: UpdateUserPropertiesBody) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<IssuePreferences>(key, next);
      if (!source) return;
      rememberPreferences(scope, next);
      try {
        await savePreferences(source, body);
      } catch (error) {
        toast.error("Couldn't save your view settings", { description: errorMessage(error) });
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
    [queryClient, key, source, scope],
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

  /** Back to the settings a screen-kept scope started from (a saved view's Reset). */
  const reset = useCallback(() => {
    if (source) return;
    if (current().displayFilters.layout !== defaults.displayFilters.layout) removeIssueViews(queryClient, slug, projectId);
    queryClient.setQueryData<IssuePreferences>(key, defaults);
  }, [source, current, defaults, queryClient, slug, projectId, key]);
  const isModified = !source && !samePreferences(preferences, defaults);

  return useMemo(
    () => ({
      ...preferences,
      isModified,
      reset,
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
      isModified,
      reset,
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
