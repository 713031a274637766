import {
  DEFAULT_DISPLAY_PROPERTIES,
  DEFAULT_ISSUE_FILTERS,
  defaultDisplayFilters,
  type IssueView,
  VIEW_ACCESS,
} from "@hangar/contracts";

export const VIEW_BASE = "/api/workspaces/acme/projects/p1/";

export function makeView(overrides: Partial<IssueView> = {}): IssueView {
  return {
    id: "v1",
    workspace: "w1",
    project: "p1",
    name: "Urgent bugs",
    description: "",
    filters: { ...DEFAULT_ISSUE_FILTERS },
    display_filters: defaultDisplayFilters("project"),
    display_properties: { ...DEFAULT_DISPLAY_PROPERTIES },
    access: VIEW_ACCESS.PUBLIC,
    is_locked: false,
    is_favorite: false,
    owned_by: "u1",
    created_by: "u1",
    updated_by: "u1",
    archived_at: null,
    sort_order: 10000,
    logo_props: {},
    anchor: null,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

/** A reply that arrives later, so a test can see the optimistic state before the server answers. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
