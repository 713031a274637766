import type { ProjectFeatureKey } from "@hangar/contracts";
import { Clock, FileText, Inbox, Layers, type LucideIcon, RefreshCcw, SlidersHorizontal } from "lucide-react";
import { SettingsHeader } from "../../../components/settings-header";
import { PageSpinner } from "../../../components/ui/spinner";
import { ToggleSwitch } from "../../../components/ui/toggle-switch";
import { useProject } from "../api/use-project";
import { useUpdateProject } from "../api/use-project-mutations";
import { isProjectAdmin } from "../lib/settings-sections";
import { useSettingsParams } from "../lib/use-settings-params";

type Feature = { key: ProjectFeatureKey; title: string; description: string; icon: LucideIcon; paid?: boolean };

const FEATURES: Feature[] = [
  { key: "cycle_view", title: "Cycles", description: "Time-box work into sprints and track progress.", icon: RefreshCcw },
  { key: "module_view", title: "Modules", description: "Group work items into features or milestones.", icon: Layers },
  {
    key: "issue_views_view",
    title: "Views",
    description: "Save filters and layouts to share with the team.",
    icon: SlidersHorizontal,
  },
  { key: "page_view", title: "Pages", description: "Write docs and notes alongside the work.", icon: FileText },
  { key: "inbox_view", title: "Intake", description: "Collect and triage requests before they become work items.", icon: Inbox },
  {
    key: "is_time_tracking_enabled",
    title: "Time tracking",
    description: "Log time spent on work items.",
    icon: Clock,
    paid: true,
  },
];

export function ProjectFeaturesSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  const project = useProject(slug, projectId);
  const update = useUpdateProject(slug, projectId, { errorTitle: "Couldn't change the feature" });

  if (!project.data) return <PageSpinner label="Loading project" />;
  const canEdit = isProjectAdmin(project.data.member_role);
  const data = project.data;

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Features"
        description="Turn project features on or off. Turning one off hides it; nothing is deleted."
      />
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {FEATURES.map((feature) => {
          const descriptionId = `feature-${feature.key}-description`;
          return (
            <li key={feature.key} className="flex items-center gap-3 px-4 py-3">
              <div className="flex size-8 shrink-0 items-center justify-center rounded-md border border-border bg-surface-hover text-fg-muted">
                <feature.icon className="size-4" aria-hidden />
              </div>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium text-fg">
                  {feature.title}
                  {feature.paid && (
                    <span className="rounded border border-warning/30 bg-warning-soft px-1.5 py-px text-2xs font-medium text-warning">
                      Paid plan
                    </span>
                  )}
                </p>
                <p id={descriptionId} className="text-xs text-fg-muted">
                  {feature.description}
                  {feature.paid && " Available on paid plans."}
                </p>
              </div>
              <ToggleSwitch
                aria-label={feature.title}
                aria-describedby={descriptionId}
                checked={Boolean(data[feature.key])}
                disabled={!canEdit || feature.paid}
                onCheckedChange={(checked) => update.mutate({ [feature.key]: checked })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
