import { RECENT_ENTITY_NAMES, type RecentsFilter, type RecentVisit, type Widget } from "@hangar/contracts";
import { History } from "lucide-react";
import { Link } from "react-router";
import { TabList } from "../../../components/tab-list";
import { RelativeTime } from "../../issue-activity/pages";
import { RECENT_KIND_META, recentVisitKey, recentVisitPath, recentVisitTitle, useRecentVisits } from "../../recents";
import { useUpdateWidgetFilters } from "../api/use-home-dashboard";
import { WidgetCard, WidgetEmpty, WidgetError, WidgetSkeleton } from "./widget-card";

const SHOWN = 10;

const TABS: { value: RecentsFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...RECENT_ENTITY_NAMES.map((kind) => ({ value: kind, label: RECENT_KIND_META[kind].label })),
];

const isKind = (value: string | undefined): value is RecentsFilter => TABS.some((t) => t.value === value);

function VisitIcon({ visit }: { visit: RecentVisit }) {
  if (visit.entity_name === "issue") {
    const color = visit.entity_data.state_color ?? "var(--fg-subtle)";
    return <span aria-hidden className="size-3 shrink-0 rounded-full border-[1.5px]" style={{ borderColor: color }} />;
  }
  const Icon = RECENT_KIND_META[visit.entity_name].icon;
  return <Icon aria-hidden className="size-3.5 shrink-0 text-fg-muted" />;
}

function VisitRow({ slug, visit }: { slug: string; visit: RecentVisit }) {
  const key = recentVisitKey(visit);
  const where = visit.entity_name === "project" ? null : (visit.entity_data.project_identifier ?? "Workspace");
  return (
    <li>
      <Link
        to={recentVisitPath(slug, visit)}
        className="flex h-9 min-w-0 items-center gap-2.5 rounded-md px-2 text-sm hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none"
      >
        <VisitIcon visit={visit} />
        {key && <span className="shrink-0 text-xs text-fg-subtle tabular-nums">{key}</span>}
        <span className="min-w-0 flex-1 truncate text-fg">{recentVisitTitle(visit)}</span>
        {where && <span className="hidden shrink-0 text-xs text-fg-subtle sm:inline">{where}</span>}
        <RelativeTime iso={visit.visited_at} className="w-16 shrink-0 text-right text-xs text-fg-subtle" />
      </Link>
    </li>
  );
}

/** What the caller opened last, by kind; the chosen tab is saved as the widget's filter. */
export function RecentsWidget(props: { slug: string; dashboardId: string; widget: Widget; onHide: () => void }) {
  const { slug, dashboardId, widget, onHide } = props;
  const saved = widget.widget_filters.entity_name;
  const kind: RecentsFilter = isKind(saved) ? saved : "all";
  const setFilters = useUpdateWidgetFilters(slug, dashboardId);
  const visits = useRecentVisits(slug, kind, { perPage: SHOWN });
  const empty = kind === "all" ? "Nothing opened yet" : `No recent ${RECENT_KIND_META[kind].label.toLowerCase()}`;

  return (
    <WidgetCard widgetKey="recents" onHide={onHide}>
      <TabList
        label="Kinds of recent visits"
        tabs={TABS}
        value={kind}
        onChange={(value) => setFilters.mutate({ widget, filters: { entity_name: value } })}
        className="mb-3 flex-wrap"
      />
      {visits.isPending && <WidgetSkeleton label="recents" />}
      {visits.isError && <WidgetError what="your recents" error={visits.error} onRetry={() => visits.refetch()} />}
      {visits.data?.length === 0 && (
        <WidgetEmpty
          icon={History}
          title={empty}
          description="Issues, projects, cycles, modules, views and pages you open show here, the latest first."
        />
      )}
      {visits.data && visits.data.length > 0 && (
        <ul aria-label="Recent visits" className="-mx-2">
          {visits.data.map((visit) => (
            <VisitRow key={visit.id} slug={slug} visit={visit} />
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
