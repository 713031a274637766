import type { Widget } from "@hangar/contracts";
import { LayoutGrid } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { orderedWidgets, useHomeDashboard, useUpdateHomePreference } from "../api/use-home-dashboard";
import { ActivityWidget } from "./activity-widget";
import { ManageWidgetsDialog } from "./manage-widgets-dialog";
import { QuickLinksWidget } from "./quick-links-widget";
import { RecentsWidget } from "./recents-widget";
import { StickiesWidget } from "./stickies-widget";
import { WidgetError, WidgetSkeleton } from "./widget-card";
import { WorkItemsWidget } from "./work-items-widget";

type SlotProps = { slug: string; dashboardId: string; widget: Widget; userId: string | undefined; onHide: () => void };

/** Each widget by its key; each asks for its own data, so one slow or failing widget holds up no other. */
function WidgetSlot(props: SlotProps) {
  const { slug, dashboardId, widget, onHide } = props;
  switch (widget.key) {
    case "quick_links":
      return <QuickLinksWidget slug={slug} onHide={onHide} />;
    case "recents":
      return <RecentsWidget slug={slug} dashboardId={dashboardId} widget={widget} onHide={onHide} />;
    case "my_work_items":
      return <WorkItemsWidget {...props} />;
    case "my_stickies":
      return <StickiesWidget slug={slug} onHide={onHide} />;
    case "recent_activity":
      return <ActivityWidget slug={slug} dashboardId={dashboardId} onHide={onHide} />;
  }
}

type HomeDashboardProps = {
  slug: string;
  userId: string | undefined;
  /** What the screen puts above the widgets (its greeting), and beside "Manage widgets" (its own buttons). */
  header?: ReactNode;
  actions?: ReactNode;
};

/** The home's widgets in the user's order, the hidden ones left out, with the "Manage widgets" dialog. */
export function HomeDashboard({ slug, userId, header, actions }: HomeDashboardProps) {
  const dashboard = useHomeDashboard(slug);
  const update = useUpdateHomePreference(slug);
  const [managing, setManaging] = useState(false);
  const widgets = orderedWidgets(dashboard.data?.widgets ?? []);
  const shown = widgets.filter((w) => w.is_enabled);
  const manage = (
    <Button variant="secondary" size="sm" onClick={() => setManaging(true)} disabled={!dashboard.data}>
      <LayoutGrid aria-hidden /> Manage widgets
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">{header}</div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {manage}
        </div>
      </div>
      {dashboard.isPending && <WidgetSkeleton label="your home" rows={5} />}
      {dashboard.isError && <WidgetError what="your home" error={dashboard.error} onRetry={() => dashboard.refetch()} />}
      {dashboard.data && shown.length === 0 && (
        <EmptyState
          icon={LayoutGrid}
          title="Every widget is hidden"
          description="Your home can show quick links, recents, your work items, stickies and recent activity."
          action={manage}
          className="rounded-lg border border-dashed border-border"
        />
      )}
      {dashboard.data &&
        shown.map((widget) => (
          <WidgetSlot
            key={widget.key}
            slug={slug}
            dashboardId={dashboard.data.dashboard.id}
            widget={widget}
            userId={userId}
            onHide={() => update.mutate({ key: widget.key, changes: { is_enabled: false } })}
          />
        ))}
      {dashboard.data && <ManageWidgetsDialog slug={slug} widgets={widgets} open={managing} onOpenChange={setManaging} />}
    </div>
  );
}
