import { History } from "lucide-react";
import { UserActivityList } from "../../issue-activity/pages";
import { useWidgetData } from "../api/use-widget-data";
import { WidgetCard, WidgetEmpty, WidgetError, WidgetSkeleton } from "./widget-card";

/** The newest changes to issues in the caller's projects, by anyone, in the words of each issue's history. */
export function ActivityWidget({ slug, dashboardId, onHide }: { slug: string; dashboardId: string; onHide: () => void }) {
  const data = useWidgetData(slug, dashboardId, "recent_activity");
  return (
    <WidgetCard widgetKey="recent_activity" onHide={onHide}>
      {data.isPending && <WidgetSkeleton label="recent activity" rows={4} />}
      {data.isError && <WidgetError what="the recent activity" error={data.error} onRetry={() => data.refetch()} />}
      {data.data?.activities.length === 0 && (
        <WidgetEmpty
          icon={History}
          title="No activity yet"
          description="Changes to issues in your projects show here: new issues, state changes, comments and more."
        />
      )}
      {data.data && data.data.activities.length > 0 && <UserActivityList activities={data.data.activities} />}
    </WidgetCard>
  );
}
