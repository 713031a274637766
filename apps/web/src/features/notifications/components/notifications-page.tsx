import type { Notification } from "@hangar/contracts";
import { CheckCheck, Inbox } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { TabList } from "../../../components/tab-list";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useCurrentUser } from "../../auth";
import { type NotificationAction, useMarkAllRead, useNotificationAction } from "../api/use-notification-actions";
import { useNotifications } from "../api/use-notifications";
import { useUnreadCounts } from "../api/use-unread-counts";
import { useActorNames } from "../hooks/use-actor-names";
import { useInboxFilters } from "../hooks/use-inbox-filters";
import { useInboxKeyboard } from "../hooks/use-inbox-keyboard";
import { useInboxSelection } from "../hooks/use-inbox-selection";
import { DEFAULT_INBOX_FILTERS, type InboxTab } from "../lib/inbox-filters";
import { actorName } from "../lib/notification-text";
import { InboxEmptyState } from "./inbox-empty-state";
import { InboxFilterMenu } from "./inbox-filter-menu";
import { InboxShortcutsHelp } from "./inbox-shortcuts-help";
import { NotificationRow } from "./notification-row";

// The peek brings the rich-text editor along: its code loads when an issue is first opened.
const IssuePeekOverview = lazy(() => import("../../issue-detail").then((m) => ({ default: m.IssuePeekOverview })));

/** Moves the keyboard focus to a row's own button (which scrolls it into view). */
const focusRow = (id: string) =>
  document.querySelector<HTMLElement>(`[data-notification-id="${CSS.escape(id)}"] button`)?.focus();

const TAB_LABEL: Record<InboxTab, string> = { all: "All", mentions: "Mentions" };

/**
 * `/:workspaceSlug/notifications` (spec §2): the caller's inbox with tabs All and Mentions, filters,
 * and per-row actions. Opening a row shows its issue in the peek and marks it read.
 */
export function NotificationsPage() {
  const { workspaceSlug: slug = "" } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filters, setFilters } = useInboxFilters();
  const { query, notifications } = useNotifications(slug, filters);
  const counts = useUnreadCounts(slug);
  const me = useCurrentUser();
  const names = useActorNames(slug);
  const act = useNotificationAction(slug);
  const markAllRead = useMarkAllRead(slug);
  const selection = useInboxSelection(notifications);
  const peekId = params.get("peekId");

  /** Archive and snooze take the row away: say so, with a way back (j/k/e make a wrong row easy to hit). */
  const perform = (n: Notification, action: NotificationAction) =>
    act.mutate(
      { notification: n, action },
      {
        onSuccess: (saved) => {
          const undo: NotificationAction | null =
            action.kind === "archive" ? { kind: "unarchive" } : action.kind === "snooze" ? { kind: "unsnooze" } : null;
          if (!undo) return;
          toast(action.kind === "archive" ? "Notification archived" : "Notification snoozed", {
            action: { label: "Undo", onClick: () => act.mutate({ notification: saved, action: undo }) },
          });
        },
      },
    );

  const open = (n: Notification) => {
    selection.select(n.id);
    if (!n.read_at) act.mutate({ notification: n, action: { kind: "read" } });
    // A page mention opens the page itself; an issue's notification peeks at the issue beside the inbox.
    if (n.data.page) {
      navigate(`/${slug}/projects/${n.data.page.project_id}/pages/${n.data.page.id}`);
      return;
    }
    const issue = n.data.issue;
    if (!issue) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set("peekId", issue.id);
      next.set("peekProjectId", n.project);
      return next;
    });
  };

  useInboxKeyboard({
    count: notifications.length,
    selected: selection.index,
    onMove: (index) => {
      const row = notifications[index];
      if (!row) return;
      selection.select(row.id);
      focusRow(row.id);
    },
    onOpen: () => selection.selected && open(selection.selected),
    onToggleRead: () => {
      const n = selection.selected;
      if (n) act.mutate({ notification: n, action: { kind: n.read_at ? "unread" : "read" } });
    },
    onToggleArchive: () => {
      const n = selection.selected;
      if (n) perform(n, { kind: n.archived_at ? "unarchive" : "archive" });
    },
  });

  // A selected row that left (archived, snoozed) hands the focus to the one that took its place.
  const selectedId = selection.selected?.id;
  useEffect(() => {
    if (selectedId && document.activeElement === document.body) focusRow(selectedId);
  }, [selectedId]);

  const tabCount = (tab: InboxTab) => {
    const n = tab === "all" ? counts.data?.total_unread_notifications_count : counts.data?.mention_unread_notifications_count;
    return n ? n : undefined;
  };
  const hasUnread = notifications.some((n) => !n.read_at);
  const loading = query.isPending || (query.isPlaceholderData && notifications.length === 0);
  const empty = query.isSuccess && !query.isPlaceholderData && notifications.length === 0;

  return (
    <div className="relative flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-border px-5">
        <h1 className="flex items-center gap-2 text-sm font-medium text-fg">
          <Inbox aria-hidden className="size-4 text-fg-muted" />
          Inbox
        </h1>
        <TabList
          label="Notifications"
          value={filters.tab}
          onChange={(tab) => setFilters({ ...filters, tab })}
          tabs={(["all", "mentions"] as const).map((tab) => ({ value: tab, label: TAB_LABEL[tab], count: tabCount(tab) }))}
        />
        <div className="ml-auto flex items-center gap-1.5">
          <Button variant="ghost" size="sm" disabled={!hasUnread} onClick={() => markAllRead.mutate({ filters })}>
            <CheckCheck aria-hidden />
            Mark all as read
          </Button>
          <InboxFilterMenu filters={filters} onChange={setFilters} />
          <InboxShortcutsHelp />
        </div>
      </header>
      <div data-scroll-root="" className="min-h-0 flex-1 overflow-y-auto">
        {loading && <PageSpinner label="Loading notifications" />}
        {query.isError && (
          <div className="p-5">
            <Alert variant="error" title="Couldn't load the notifications">
              {errorMessage(query.error)}
            </Alert>
          </div>
        )}
        {empty && (
          <InboxEmptyState filters={filters} onReset={() => setFilters({ ...DEFAULT_INBOX_FILTERS, tab: filters.tab })} />
        )}
        {notifications.length > 0 && (
          <ul aria-label="Notifications" className="flex flex-col">
            {notifications.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                selected={n.id === selection.selected?.id}
                myName={me.data?.display_name ?? null}
                actor={actorName(n, names)}
                onOpen={() => open(n)}
                onSelect={() => selection.select(n.id)}
                onAction={(action) => perform(n, action)}
              />
            ))}
          </ul>
        )}
        <LoadMoreFooter query={query} />
      </div>
      {peekId && (
        <Suspense fallback={null}>
          <IssuePeekOverview />
        </Suspense>
      )}
    </div>
  );
}
