import type { Notification, NotificationPage } from "@hangar/contracts";

/** A notification of Grace's change to WEB-`seq` for Ada (u1), unread; `fields` name what a test cares about. */
export function makeNotification(seq: number, fields: Partial<Notification> = {}): Notification {
  const created = new Date(Date.UTC(2025, 0, 1, 12, seq)).toISOString();
  return {
    id: `n${seq}`,
    workspace: "w1",
    project: "p1",
    receiver: "u1",
    entity_name: "issue",
    entity_identifier: `i${seq}`,
    title: `Issue ${seq}`,
    sender: "subscribed",
    is_mentioned_notification: false,
    triggered_by: "u2",
    triggered_by_details: { id: "u2", display_name: "grace", avatar: null },
    data: {
      issue: {
        id: `i${seq}`,
        name: `Issue ${seq}`,
        identifier: "WEB",
        sequence_id: seq,
        state_name: "Todo",
        state_group: "unstarted",
      },
      issue_activity: {
        id: `a${seq}`,
        field: "state",
        verb: "updated",
        old_value: "Todo",
        new_value: "Done",
        issue_comment: null,
        actor: "u2",
      },
    },
    read_at: null,
    snoozed_till: null,
    archived_at: null,
    created_at: created,
    updated_at: created,
    ...fields,
  };
}

/** One page of a list holding `results`; `more` says a next page exists. */
export function notificationPage(results: Notification[], more = false): NotificationPage {
  return {
    results,
    next_cursor: "300:1:0",
    prev_cursor: "300:-1:1",
    next_page_results: more,
    prev_page_results: false,
    count: results.length,
    total_results: results.length,
  };
}
