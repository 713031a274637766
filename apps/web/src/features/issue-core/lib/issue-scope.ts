import {
  type AnyEndpoint,
  type CreateIssueBody,
  type DisplayFilters,
  type DisplayProperties,
  type EndpointParams,
  type Issue,
  type IssueFilters,
  issueEndpoints,
  type issueListPageSchema,
  type ProfileIssueType,
  type ViewScope,
  viewEndpoints,
  type WorkspaceBuiltInView,
  workspaceEndpoints,
} from "@hangar/contracts";

/** An entry of the endpoint table that answers pages of an issue list (the list query of `issueListParams`). */
export type IssueListEndpoint = AnyEndpoint & { method: "GET"; response: typeof issueListPageSchema };
/** Where a list's pages come from: its endpoint and the endpoint's path parameters. */
export type IssueListSource = { endpoint: IssueListEndpoint; params: Record<string, string> };
export const listSource = <E extends IssueListEndpoint>(endpoint: E, params: EndpointParams<E>): IssueListSource => ({
  endpoint,
  params,
});

/** Which user-properties entries keep a scope's preferences (workspaceEndpoints), with their path parameters. */
export type PreferencesSource =
  | { level: "workspace"; params: { slug: string } }
  | { level: "project"; params: { slug: string; projectId: string } }
  | { level: "cycle"; params: { slug: string; projectId: string; cycleId: string } }
  | { level: "module"; params: { slug: string; projectId: string; moduleId: string } };

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
  /**
   * The project whose states, labels and members the screen shows. Empty for a workspace-wide list
   * (workspace views, profile lists): it spans the caller's projects and names ids from the workspace's lists.
   */
  projectId: string;
  /** Unique among scopes: keeps each list's cached pages and preferences apart. */
  id: string;
  /** Where the list's pages come from. */
  list: IssueListSource;
  /** Query parameters every page of the list carries (e.g. a built-in workspace view's `view`). */
  listQuery?: Record<string, string>;
  /**
   * Where a page comes from for these settings, when that depends on them (a saved view lists through its
   * own endpoint while the screen shows what was saved). Defaults to `list`.
   */
  listFor?: (filters: IssueFilters, display: DisplayFilters) => IssueListSource;
  /**
   * Where the caller's preferences are stored (user-properties, GET and PATCH). Null: the preferences live on
   * the screen only, starting from `initialPreferences` (a saved view shows its own stored filters and is
   * saved explicitly).
   */
  preferences: PreferencesSource | null;
  initialPreferences?: ScopePreferences;
  /** Scopes sharing one stored set of preferences (the built-in workspace views) share this; defaults to `id`. */
  preferencesId?: string;
  /** Beyond the filters, whether an issue of the store belongs here (a new issue appears at once). */
  includes: (issue: Issue) => boolean;
  /** Quick add per group (spec §6: off on archived lists and where the spec says so). */
  quickAdd: boolean;
  /** Fields every issue created from this screen gets (e.g. the cycle it is created in). */
  createDefaults?: Partial<CreateIssueBody>;
  /** false: the screen offers no "New issue" (spec §6: the subscribed profile list). Defaults to true. */
  canCreate?: boolean;
};

/** A list that spans the caller's projects rather than one project. */
export const isWorkspaceScope = (scope: Pick<IssueScope, "projectId">) => !scope.projectId;

const always = () => true;

export function projectScope(slug: string, projectId: string): IssueScope {
  return {
    kind: "project",
    slug,
    projectId,
    id: "project",
    list: listSource(issueEndpoints.list, { slug, projectId }),
    preferences: { level: "project", params: { slug, projectId } },
    includes: always,
    quickAdd: true,
  };
}

export function cycleScope(slug: string, projectId: string, cycleId: string, options: { completed?: boolean } = {}): IssueScope {
  return {
    kind: "cycle",
    slug,
    projectId,
    id: `cycle:${cycleId}`,
    list: listSource(issueEndpoints.listCycleIssues, { slug, projectId, cycleId }),
    preferences: { level: "cycle", params: { slug, projectId, cycleId } },
    includes: (issue) => issue.cycle_id === cycleId,
    // A completed cycle takes no new issues.
    quickAdd: !options.completed,
    createDefaults: { cycle_id: cycleId } as Partial<CreateIssueBody>,
  };
}

export function moduleScope(slug: string, projectId: string, moduleId: string): IssueScope {
  return {
    kind: "module",
    slug,
    projectId,
    id: `module:${moduleId}`,
    list: listSource(issueEndpoints.listModuleIssues, { slug, projectId, moduleId }),
    preferences: { level: "module", params: { slug, projectId, moduleId } },
    includes: (issue) => issue.module_ids.includes(moduleId),
    quickAdd: true,
    createDefaults: { module_ids: [moduleId] } as Partial<CreateIssueBody>,
  };
}

/** A saved view's filters and display settings, the preferences its screen starts from. */
type SavedSettings = {
  id: string;
  filters: IssueFilters;
  display_filters: DisplayFilters;
  display_properties: DisplayProperties;
};

const savedPreferences = (view: SavedSettings): ScopePreferences => ({
  filters: view.filters,
  display_filters: view.display_filters,
  display_properties: view.display_properties,
});

const sameValues = (a: string[] | null | undefined, b: string[] | null | undefined) => {
  const left = [...(a ?? [])].sort();
  const right = [...(b ?? [])].sort();
  return left.length === right.length && left.every((v, i) => v === right[i]);
};

/**
 * Whether the view's own issues endpoint lists exactly these settings. It ANDs the saved filters with
 * the asked ones and keeps the saved grouping unless another is asked for, so a screen whose settings
 * widen the filters or drop the grouping (flat layouts) lists through the plain list instead.
 */
export function listsAsSaved(view: SavedSettings, filters: IssueFilters, display: DisplayFilters): boolean {
  const keys = new Set([...Object.keys(view.filters), ...Object.keys(filters)]) as Set<keyof IssueFilters>;
  for (const key of keys) if (!sameValues(view.filters[key], filters[key])) return false;
  const saved = view.display_filters;
  const grouped = display.layout === "list" || display.layout === "kanban";
  const askedGroupBy = grouped ? display.group_by : null;
  // An asked grouping brings its own sub-grouping, so only the grouping itself has to agree.
  if ((askedGroupBy ?? null) !== (saved.group_by ?? null)) return false;
  return (display.type ?? null) === (saved.type ?? null);
}

/** A saved project view: its issues through `views/{id}/issues/`, its settings kept on the screen until saved. */
export function projectViewScope(slug: string, projectId: string, view: SavedSettings): IssueScope {
  const viewIssues = listSource(viewEndpoints.projectIssues, { slug, projectId, viewId: view.id });
  const plain = listSource(issueEndpoints.list, { slug, projectId });
  return {
    kind: "project",
    slug,
    projectId,
    id: `view:${view.id}`,
    list: viewIssues,
    listFor: (filters, display) => (listsAsSaved(view, filters, display) ? viewIssues : plain),
    preferences: null,
    initialPreferences: savedPreferences(view),
    includes: always,
    quickAdd: true,
  };
}

/**
 * A built-in workspace view (spec §2): every project the caller is in, or what they are assigned, created
 * or subscribed to. The four share the caller's workspace preferences.
 */
export function workspaceBuiltInScope(slug: string, view: WorkspaceBuiltInView, meId: string | null): IssueScope {
  const mine: Record<WorkspaceBuiltInView, (issue: Issue) => boolean> = {
    "all-issues": always,
    assigned: (issue) => meId !== null && issue.assignee_ids.includes(meId),
    created: (issue) => meId !== null && issue.created_by === meId,
    subscribed: (issue) => issue.is_subscribed !== false,
  };
  return {
    kind: "workspace",
    slug,
    projectId: "",
    id: `workspace:${view}`,
    list: listSource(issueEndpoints.listWorkspaceIssues, { slug }),
    listQuery: { view },
    preferences: { level: "workspace", params: { slug } },
    preferencesId: "workspace",
    includes: mine[view],
    quickAdd: false,
  };
}

/** A saved workspace view: like a project view, across the caller's projects. */
export function workspaceViewScope(slug: string, view: SavedSettings): IssueScope {
  const viewIssues = listSource(viewEndpoints.workspaceIssues, { slug, viewId: view.id });
  const plain = listSource(issueEndpoints.listWorkspaceIssues, { slug });
  return {
    kind: "workspace",
    slug,
    projectId: "",
    id: `workspace-view:${view.id}`,
    list: viewIssues,
    listFor: (filters, display) => (listsAsSaved(view, filters, display) ? viewIssues : plain),
    preferences: null,
    initialPreferences: savedPreferences(view),
    includes: always,
    // Spec §6: workspace lists disable quick add on views.
    quickAdd: false,
  };
}

/**
 * One list of a member's profile (spec §2). Its settings stay on the screen (there is no stored set for
 * profiles); the subscribed list takes no new issues (spec §6).
 */
export function profileScope(slug: string, userId: string, type: ProfileIssueType): IssueScope {
  const mine: Record<ProfileIssueType, (issue: Issue) => boolean> = {
    assigned: (issue) => issue.assignee_ids.includes(userId),
    created: (issue) => issue.created_by === userId,
    // Whether someone else follows an issue is not on the issue; the next fetch settles it.
    subscribed: always,
  };
  return {
    kind: "profile",
    slug,
    projectId: "",
    id: `profile:${userId}:${type}`,
    list: listSource(workspaceEndpoints.userIssues, { slug, userId }),
    listQuery: { type },
    preferences: null,
    includes: mine[type],
    quickAdd: false,
    canCreate: type !== "subscribed",
  };
}
