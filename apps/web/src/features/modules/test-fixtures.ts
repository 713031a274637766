import { emptyGroupProgress, type Module } from "@hangar/contracts";

export const MODULES_PATH = "/api/workspaces/acme/projects/p1/modules/";

export function makeModule(overrides: Partial<Module> & { id: string; name: string }): Module {
  return {
    ...emptyGroupProgress(),
    workspace_id: "w1",
    project_id: "p1",
    description: "",
    status: "backlog",
    lead_id: null,
    member_ids: [],
    start_date: null,
    target_date: null,
    sort_order: 65535,
    archived_at: null,
    is_favorite: false,
    view_props: {},
    logo_props: {},
    link_module: [],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    created_by: "u1",
    updated_by: "u1",
    ...overrides,
  };
}

/** Three modules whose name, progress, size, dates and creation order all disagree. */
export const MODULES: Module[] = [
  makeModule({
    id: "m-billing",
    name: "Billing",
    status: "in-progress",
    total_issues: 4,
    completed_issues: 1,
    started_issues: 3,
    target_date: "2025-06-01",
    created_at: "2025-01-03T00:00:00Z",
    sort_order: 30000,
  }),
  makeModule({
    id: "m-auth",
    name: "Auth",
    status: "completed",
    total_issues: 2,
    completed_issues: 2,
    target_date: null,
    created_at: "2025-01-02T00:00:00Z",
    sort_order: 20000,
  }),
  makeModule({
    id: "m-search",
    name: "search",
    status: "planned",
    total_issues: 10,
    completed_issues: 0,
    unstarted_issues: 10,
    target_date: "2025-03-01",
    created_at: "2025-01-01T00:00:00Z",
    sort_order: 10000,
    lead_id: "u2",
    member_ids: ["u1", "u2"],
  }),
];
