import { Archive, AtSign, BellOff, Clock, Inbox } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import type { InboxFilters } from "../lib/inbox-filters";

/** What will appear here, for each tab and pile, so an empty screen explains itself. */
export function InboxEmptyState({ filters, onReset }: { filters: InboxFilters; onReset: () => void }) {
  const mentions = filters.tab === "mentions";
  if (filters.view === "snoozed") {
    return (
      <EmptyState
        icon={Clock}
        title={mentions ? "No snoozed mentions" : "Nothing snoozed"}
        description="Snooze a notification to put it aside: it waits here and comes back to the inbox when its time comes."
      />
    );
  }
  if (filters.view === "archived") {
    return (
      <EmptyState
        icon={Archive}
        title={mentions ? "No archived mentions" : "Nothing archived"}
        description="Archived notifications are kept here. Archive one to clear it from the inbox without losing it."
      />
    );
  }
  if (filters.types.length > 0 || !filters.showRead) {
    return (
      <EmptyState
        icon={BellOff}
        title={!filters.showRead && filters.types.length === 0 ? "You're all caught up" : "No notifications match these filters"}
        description={
          filters.showRead
            ? "Only issues assigned to you, created by you or that you subscribed to show under these filters."
            : "Unread notifications show here; those you have read are hidden by the filter."
        }
        action={
          <Button variant="secondary" size="sm" onClick={onReset}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return mentions ? (
    <EmptyState
      icon={AtSign}
      title="No mentions yet"
      description="When someone @mentions you in an issue's description or a comment, it shows up here."
    />
  ) : (
    <EmptyState
      icon={Inbox}
      title="Your inbox is empty"
      description="When someone assigns you an issue, mentions you, or comments on or changes an issue you follow, it shows up here. Snoozed and archived notifications are under Filters."
    />
  );
}
