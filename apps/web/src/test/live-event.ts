import type { LiveChange, LiveEvent } from "@hangar/contracts";

/** Where and when an event happened, and who made it: the fields every event has. */
type EventMeta = Omit<LiveEvent, keyof LiveChange>;

/**
 * A live event as the server sends one. A test states the change (entity type, action and the payload the
 * contract gives them) and only those of the other fields that matter to it.
 */
export function liveEvent(change: LiveChange & Partial<EventMeta>): LiveEvent {
  return {
    id: 1,
    workspace_id: "w1",
    project_id: "p1",
    entity_id: null,
    actor_id: "u2",
    recipient_id: null,
    created_at: "2025-01-01T00:00:00Z",
    ...change,
  };
}
