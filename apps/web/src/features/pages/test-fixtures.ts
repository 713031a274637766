import { PAGE_ACCESS, type PageDetail } from "@hangar/contracts";

export const PAGE_BASE = "/api/workspaces/acme/projects/p1/";
export const ME = { id: "u1", email: "ada@example.com", display_name: "ada", first_name: "Ada", last_name: "Lovelace" };

export function makePage(overrides: Partial<PageDetail> = {}): PageDetail {
  return {
    id: "pg1",
    name: "Runbook",
    color: "",
    label_ids: [],
    owned_by: "u1",
    access: PAGE_ACCESS.PUBLIC,
    anchor: null,
    logo_props: {},
    view_props: {},
    is_favorite: false,
    is_locked: false,
    archived_at: null,
    workspace: "w1",
    project: "p1",
    project_ids: ["p1"],
    team: null,
    parent: null,
    sort_order: 65535,
    created_by: "u1",
    updated_by: "u1",
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-02T00:00:00Z",
    description_html: "<p>Restart the server.</p>",
    ...overrides,
  };
}
