import type { LiveEvent } from "@hangar/contracts";

/** A live event as the server sends one; a test names only the parts that matter to it. */
export function liveEvent(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    id: 1,
    workspace_id: "w1",
    project_id: "p1",
    entity_type: "issue",
    entity_id: null,
    action: "updated",
    actor_id: "u2",
    payload: {},
    recipient_id: null,
    created_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}
