import type { LiveChange, Notification, UnreadCounts } from "@hangar/contracts";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../../test/live-event";
import { createTestQueryClient } from "../../../test/render";
import { applyLiveEvent } from "../../live";
import { notificationKeys } from "../api/notification-keys";
import { makeNotification, notificationPage } from "../test-fixtures";
import { applyNotificationToCaches, type NotificationEvent } from "./apply-notification-event";
import { DEFAULT_INBOX_FILTERS, type InboxFilters } from "./inbox-filters";
import { listedRows, type NotificationPages } from "./notification-cache";

const inbox = DEFAULT_INBOX_FILTERS;
const mentions: InboxFilters = { ...inbox, tab: "mentions" };
const archived: InboxFilters = { ...inbox, view: "archived" };
const assignedToMe: InboxFilters = { ...inbox, types: ["assigned"] };
const unreadOnly: InboxFilters = { ...inbox, showRead: false };

const event = (change: Extract<LiveChange, { entity_type: "notification" }>) =>
  liveEvent({ ...change, recipient_id: "u1", entity_id: null }) as NotificationEvent;
const created = (notification: Notification) =>
  event({ entity_type: "notification", action: "created", payload: { notification } });
const updated = (notification: Notification) =>
  event({ entity_type: "notification", action: "updated", payload: { notification } });

/** A receiver's client with the inbox lists these filters showed, holding `rows`, and the badge's counts. */
function client(lists: [InboxFilters, Notification[]][], counts: UnreadCounts) {
  const queryClient = createTestQueryClient();
  for (const [filters, rows] of lists) {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list("acme", filters), {
      pages: [notificationPage(rows)],
      pageParams: [0],
    });
  }
  queryClient.setQueryData(notificationKeys.unread("acme"), counts);
  const ids = (filters: InboxFilters) =>
    listedRows(queryClient.getQueryData<NotificationPages>(notificationKeys.list("acme", filters))).map((n) => n.id);
  const badge = () => queryClient.getQueryData<UnreadCounts>(notificationKeys.unread("acme"));
  const stale = (filters: InboxFilters) => queryClient.getQueryState(notificationKeys.list("acme", filters))?.isInvalidated;
  return { queryClient, ids, badge, stale };
}

const counts = (total: number, mention: number): UnreadCounts => ({
  total_unread_notifications_count: total,
  mention_unread_notifications_count: mention,
});

const apply = (e: NotificationEvent, queryClient: ReturnType<typeof createTestQueryClient>) =>
  applyNotificationToCaches(e, "acme", queryClient);

const older = makeNotification(1);
const newer = makeNotification(5);

describe("live notification events", () => {
  it("puts a new notification at the top of the lists it belongs to and counts it on the badge", () => {
    const { queryClient, ids, badge, stale } = client(
      [
        [inbox, [older]],
        [mentions, []],
        [archived, []],
        [assignedToMe, [older]],
      ],
      counts(1, 0),
    );
    const mention = makeNotification(9, { is_mentioned_notification: true, sender: "mentioned" });
    apply(created(mention), queryClient);
    expect(ids(inbox)).toEqual(["n9", "n1"]);
    expect(ids(mentions)).toEqual(["n9"]);
    expect(ids(archived)).toEqual([]);
    // Whether the issue is assigned to the reader only the server knows: that list asks again.
    expect(ids(assignedToMe)).toEqual(["n1"]);
    expect(stale(assignedToMe)).toBe(true);
    expect(stale(inbox)).toBeFalsy();
    expect(badge()).toEqual(counts(2, 1));
  });

  it("hears of the same new notification once, however often it arrives", () => {
    const { queryClient, ids, badge } = client([[inbox, [older]]], counts(1, 0));
    apply(created(newer), queryClient);
    apply(created(newer), queryClient);
    expect(ids(inbox)).toEqual(["n5", "n1"]);
    expect(badge()).toEqual(counts(2, 0));
  });

  it("applies a change made on another screen: archived there, it moves from the inbox to the archive", () => {
    const { queryClient, ids, badge } = client(
      [
        [inbox, [newer, older]],
        [archived, []],
      ],
      counts(2, 0),
    );
    apply(updated({ ...older, archived_at: "2025-01-03T00:00:00Z" }), queryClient);
    expect(ids(inbox)).toEqual(["n5"]);
    expect(ids(archived)).toEqual(["n1"]);
    expect(badge()).toEqual(counts(1, 0));
    apply(updated({ ...older, archived_at: null }), queryClient);
    expect(ids(inbox)).toEqual(["n5", "n1"]);
    expect(ids(archived)).toEqual([]);
    expect(badge()).toEqual(counts(2, 0));
  });

  it("marks the named notifications read, dropping them from an unread-only list", () => {
    const { queryClient, ids, badge } = client(
      [
        [inbox, [newer, older]],
        [unreadOnly, [newer, older]],
      ],
      counts(2, 0),
    );
    apply(
      event({
        entity_type: "notification",
        action: "updated",
        payload: { marked_read: ["n1"], read_at: "2025-01-03T00:00:00Z" },
      }),
      queryClient,
    );
    const inboxRows = listedRows(queryClient.getQueryData<NotificationPages>(notificationKeys.list("acme", inbox)));
    expect(inboxRows.map((n) => [n.id, n.read_at])).toEqual([
      ["n5", null],
      ["n1", "2025-01-03T00:00:00Z"],
    ]);
    expect(ids(unreadOnly)).toEqual(["n5"]);
    // The server has the exact counts after a mark-all-read: the badge asks it.
    expect(queryClient.getQueryState(notificationKeys.unread("acme"))?.isInvalidated).toBe(true);
    expect(badge()).toEqual(counts(2, 0));
  });

  it("reach the badge alone before the inbox was opened, and its lists once it was", async () => {
    const before = client([], counts(0, 0));
    applyLiveEvent(created(newer), "acme", before.queryClient);
    expect(before.queryClient.getQueryState(notificationKeys.unread("acme"))?.isInvalidated).toBe(true);

    const opened = client([[inbox, [older]]], counts(1, 0));
    applyLiveEvent(created(newer), "acme", opened.queryClient);
    await waitFor(() => expect(opened.ids(inbox)).toEqual(["n5", "n1"]));
    expect(opened.badge()).toEqual(counts(2, 0));
  });
});
