import { PRIORITIES, type Priority, STATE_GROUP_META, STATE_GROUPS } from "@hangar/contracts";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useMemberStats } from "../api/use-member-profile";
import { DistributionBars } from "./distribution-bars";
import { useProfileContext } from "./profile-layout";
import { ProfileProjects } from "./profile-projects";
import { StatCards } from "./stat-cards";

const PRIORITY_ROWS: Record<Priority, { label: string; color: string }> = {
  urgent: { label: "Urgent", color: "#ef4444" },
  high: { label: "High", color: "#f97316" },
  medium: { label: "Medium", color: "#eab308" },
  low: { label: "Low", color: "#3f76ff" },
  none: { label: "No priority", color: "#a3a3a3" },
};

/** The profile's index: the member's counts, how their assigned issues spread, and their projects. */
export function ProfileOverviewPage() {
  const { profile, slug, userId } = useProfileContext();
  const stats = useMemberStats(slug, userId);

  return (
    <div className="h-full overflow-y-auto">
      <div className="mx-auto max-w-5xl space-y-4 px-6 py-5">
        {stats.isPending && <PageSpinner label="Loading stats" />}
        {stats.isError && <EmptyState title="Couldn't load the stats" description={errorMessage(stats.error)} />}
        {stats.data && (
          <>
            <StatCards stats={stats.data} />
            <div className="grid gap-4 md:grid-cols-2">
              <DistributionBars
                title="Assigned by state"
                rows={STATE_GROUPS.map((group) => ({
                  key: group,
                  label: STATE_GROUP_META[group].label,
                  color: STATE_GROUP_META[group].color,
                  count: stats.data.state_distribution[group] ?? 0,
                }))}
              />
              <DistributionBars
                title="Assigned by priority"
                rows={PRIORITIES.map((priority) => ({
                  key: priority,
                  ...PRIORITY_ROWS[priority],
                  count: stats.data.priority_distribution[priority] ?? 0,
                }))}
              />
            </div>
          </>
        )}
        <ProfileProjects slug={slug} projects={profile.project_data} />
      </div>
    </div>
  );
}
