import type { Notification } from "@hangar/contracts";
import type { notifications } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;
/** Who triggered it, as read beside the row (null when the account is gone). */
export type TriggeredBy = { display_name: string | null; avatar: string | null };

// Rows read by raw SQL carry timestamps as the driver parsed them; both shapes are accepted.
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toNotification(row: NotificationRow, by: TriggeredBy): Notification {
  return {
    id: row.id,
    workspace: row.workspace_id,
    project: row.project_id,
    receiver: row.receiver_id,
    entity_name: row.page_id ? "page" : "issue",
    entity_identifier: row.page_id ?? row.entity_identifier ?? "",
    title: row.title,
    sender: row.sender,
    is_mentioned_notification: row.is_mentioned_notification,
    triggered_by: row.triggered_by_id,
    triggered_by_details:
      row.triggered_by_id && by.display_name !== null
        ? { id: row.triggered_by_id, display_name: by.display_name, avatar: by.avatar }
        : null,
    data: row.data,
    read_at: isoOrNull(row.read_at),
    snoozed_till: isoOrNull(row.snoozed_till),
    archived_at: isoOrNull(row.archived_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
