import { type CreateCycleBody, type Cycle, cycleStatus, emptyGroupProgress } from "@hangar/contracts";

/** The cycle shown while the server is still creating it; its status follows the dates as the server's does. */
export function newCycle(id: string, projectId: string, body: CreateCycleBody, ownerId: string | null): Cycle {
  const now = new Date().toISOString();
  const start = body.start_date ?? null;
  const end = body.end_date ?? null;
  return {
    id,
    workspace_id: "",
    project_id: projectId,
    name: body.name,
    description: body.description ?? "",
    status: cycleStatus(start, end),
    start_date: start,
    end_date: end,
    owned_by_id: body.owned_by ?? ownerId,
    sort_order: 0,
    archived_at: null,
    is_favorite: false,
    version: 2,
    view_props: {},
    progress_snapshot: null,
    logo_props: {},
    external_source: null,
    external_id: null,
    created_at: now,
    updated_at: now,
    created_by: ownerId,
    updated_by: ownerId,
    ...emptyGroupProgress(),
  };
}
