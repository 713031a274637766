import type { CreateIssueBody, DisplayFilters, DisplayProperties, Issue, IssueFilters, ViewScope } from "@hangar/contracts";
import { projectPath } from "../api/issue-keys";

/** Filters and display settings a scope starts from when it has no stored user-properties of its own. */
export type ScopePreferences = {
  filters?: IssueFilters;
  display_filters?: Partial<DisplayFilters>;
  display_properties?: Partial<DisplayProperties>;
};

/**
 * One issue list of the spec (§2): where its pages come from, where the caller's filters and display
 * settings are kept, and which issues of the store belong to it. Every issues screen is built from one.
 */
export type IssueScope = {
  /** Which defaults and display rules apply (spec §4). */
  kind: ViewScope;
  slug: string;
  /** The project whose states, labels and members the screen shows. */
  projectId: string;
  /** Unique among scopes: keeps each list's cached pages and preferences apart. */
  id: string;
  /** GET endpoint of the list (takes the list query of contracts' `issueListParams`). */
  listPath: string;
  /**
   * user-properties endpoint (GET, PATCH). Null: the preferences live on the screen only, starting from
   * `initialPreferences` (a saved view shows its own stored filters and is saved explicitly).
   */
  preferencesPath: string | null;
  initialPreferences?: ScopePreferences;
  /** Beyond the filters, whether an issue of the store belongs here (a new issue appears at once). */
  includes: (issue: Issue) => boolean;
  /** Quick add per group (spec §6: off on archived lists and where the spec says so). */
  quickAdd: boolean;
  /** Fields every issue created from this screen gets (e.g. the cycle it is created in). */
  createDefaults?: Partial<CreateIssueBody>;
};

const always = () => true;

export function projectScope(slug: string, projectId: string): IssueScope {
  const base = projectPath(slug, projectId);
  return {
    kind: "project",
    slug,
    projectId,
    id: "project",
    listPath: `${base}issues/`,
    preferencesPath: `${base}user-properties/`,
    includes: always,
    quickAdd: true,
  };
}

export function cycleScope(slug: string, projectId: string, cycleId: string, options: { completed?: boolean } = {}): IssueScope {
  const base = `${projectPath(slug, projectId)}cycles/${encodeURIComponent(cycleId)}/`;
  return {
    kind: "cycle",
    slug,
    projectId,
    id: `cycle:${cycleId}`,
    listPath: `${base}cycle-issues/`,
    preferencesPath: `${base}user-properties/`,
    includes: (issue) => issue.cycle_id === cycleId,
    // A completed cycle takes no new issues.
    quickAdd: !options.completed,
    createDefaults: { cycle_id: cycleId } as Partial<CreateIssueBody>,
  };
}

export function moduleScope(slug: string, projectId: string, moduleId: string): IssueScope {
  const base = `${projectPath(slug, projectId)}modules/${encodeURIComponent(moduleId)}/`;
  return {
    kind: "module",
    slug,
    projectId,
    id: `module:${moduleId}`,
    listPath: `${base}issues/`,
    preferencesPath: `${base}user-properties/`,
    includes: (issue) => issue.module_ids.includes(moduleId),
    quickAdd: true,
    createDefaults: { module_ids: [moduleId] } as Partial<CreateIssueBody>,
  };
}
