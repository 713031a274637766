import {
  type Widget,
  WORK_ITEM_DURATION_LABELS,
  WORK_ITEM_DURATIONS,
  WORK_ITEM_TABS,
  type WorkItem,
  type WorkItemDuration,
  type WorkItemTab,
} from "@hangar/contracts";
import { CalendarClock, ChevronDown, ListTodo } from "lucide-react";
import { Link } from "react-router";
import { TabList } from "../../../components/tab-list";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { formatDate, toIsoDay } from "../../../lib/dates";
import { appPaths } from "../../../lib/paths";
import { PriorityIcon } from "../../issue-core/public";
import { useUpdateWidgetFilters } from "../api/use-home-dashboard";
import { useWidgetData } from "../api/use-widget-data";
import { WidgetCard, WidgetEmpty, WidgetError, WidgetSkeleton } from "./widget-card";
import { WorkItemSummary } from "./work-item-summary";

const TAB_LABELS: Record<WorkItemTab, string> = { assigned: "Assigned", created: "Created", subscribed: "Subscribed" };
const EMPTY: Record<WorkItemTab, { title: string; description: string }> = {
  assigned: {
    title: "Nothing assigned to you",
    description: "Issues assigned to you in your projects show here, soonest due first.",
  },
  created: { title: "You haven't created any issues", description: "Issues you create in your projects show here." },
  subscribed: {
    title: "You aren't following any issues",
    description: "Subscribe to an issue to follow its changes; it shows here.",
  },
};

const pick = <T extends string>(allowed: readonly T[], value: string | undefined): T =>
  (allowed as readonly string[]).includes(value ?? "") ? (value as T) : (allowed[0] as T);

function WorkItemRow({ slug, issue, today }: { slug: string; issue: WorkItem; today: string }) {
  const finished = issue.state_group === "completed" || issue.state_group === "cancelled";
  const overdue = !finished && issue.target_date !== null && issue.target_date <= today;
  const color = issue.state_color ?? "var(--fg-subtle)";
  return (
    <li>
      <Link
        to={appPaths.issue(slug, issue.project_id, issue.id)}
        className="flex h-9 min-w-0 items-center gap-2.5 rounded-md px-2 text-sm hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none"
      >
        <PriorityIcon priority={issue.priority} className="shrink-0" />
        <span className="w-16 shrink-0 truncate text-xs text-fg-subtle tabular-nums">
          {issue.project_identifier}-{issue.sequence_id}
        </span>
        <span
          aria-hidden
          title={issue.state_name ?? undefined}
          className="size-3 shrink-0 rounded-full border-[1.5px]"
          style={{ borderColor: color, background: finished ? color : undefined }}
        />
        <span className={cn("min-w-0 flex-1 truncate", finished ? "text-fg-muted line-through" : "text-fg")}>{issue.name}</span>
        {issue.target_date && (
          <span className={cn("flex shrink-0 items-center gap-1 text-xs", overdue ? "text-danger" : "text-fg-subtle")}>
            <CalendarClock aria-hidden className="size-3" />
            {overdue && <span className="sr-only">Overdue, due</span>}
            {formatDate(issue.target_date, "short")}
          </span>
        )}
      </Link>
    </li>
  );
}

function DurationMenu({ value, onChange }: { value: WorkItemDuration; onChange: (value: WorkItemDuration) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="xs" aria-label={`Changed: ${WORK_ITEM_DURATION_LABELS[value]}`}>
          {value === "all" ? "Any time" : `Changed in the ${WORK_ITEM_DURATION_LABELS[value].toLowerCase()}`}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Issues changed in</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next as WorkItemDuration)}>
          {WORK_ITEM_DURATIONS.map((duration) => (
            <DropdownMenuRadioItem key={duration} value={duration}>
              {WORK_ITEM_DURATION_LABELS[duration]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type WorkItemsWidgetProps = { slug: string; dashboardId: string; widget: Widget; userId: string | undefined; onHide: () => void };

/** The caller's issues by tab (assigned, created, subscribed): what is due, by state, and the first few. */
export function WorkItemsWidget({ slug, dashboardId, widget, userId, onHide }: WorkItemsWidgetProps) {
  const tab = pick(WORK_ITEM_TABS, widget.widget_filters.tab);
  const duration = pick(WORK_ITEM_DURATIONS, widget.widget_filters.duration);
  const setFilters = useUpdateWidgetFilters(slug, dashboardId);
  const data = useWidgetData(slug, dashboardId, "my_work_items", { tab, duration });
  const today = toIsoDay(new Date());
  const save = (filters: Record<string, string>) => setFilters.mutate({ widget, filters });
  const shown = data.data;

  return (
    <WidgetCard
      widgetKey="my_work_items"
      onHide={onHide}
      actions={<DurationMenu value={duration} onChange={(value) => save({ duration: value })} />}
    >
      <TabList
        label="Your work items"
        variant="segmented"
        tabs={WORK_ITEM_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
        value={tab}
        onChange={(value) => save({ tab: value })}
        className="mb-3"
      />
      {data.isPending && <WidgetSkeleton label="your work items" rows={4} />}
      {data.isError && <WidgetError what="your work items" error={data.error} onRetry={() => data.refetch()} />}
      {shown && (
        <div className={cn("space-y-4", data.isPlaceholderData && "opacity-60")}>
          <WorkItemSummary data={shown} />
          {shown.issues.length === 0 ? (
            <WidgetEmpty
              icon={ListTodo}
              title={
                duration === "all"
                  ? EMPTY[tab].title
                  : `Nothing changed in the ${WORK_ITEM_DURATION_LABELS[duration].toLowerCase()}`
              }
              description={EMPTY[tab].description}
            />
          ) : (
            <ul aria-label={`${TAB_LABELS[tab]} work items`} className="-mx-2">
              {shown.issues.map((issue) => (
                <WorkItemRow key={issue.id} slug={slug} issue={issue} today={today} />
              ))}
            </ul>
          )}
          {userId && shown.counts.total > shown.issues.length && (
            <Link to={`/${slug}/profile/${userId}/${tab}`} className="inline-block text-xs text-accent hover:underline">
              View all {shown.counts.total}
            </Link>
          )}
        </div>
      )}
    </WidgetCard>
  );
}
