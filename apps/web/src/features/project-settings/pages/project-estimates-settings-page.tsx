import { SettingsHeader } from "../../../components/settings-header";
import { EstimatesSettings } from "../../estimates/pages";
import { useSettingsParams } from "../lib/use-settings-params";

/** Admin only (spec §6): the layout shows everyone else a "no access" message instead of this page. */
export function ProjectEstimatesSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Estimates"
        description="Size work items with points or categories. One estimate system is active at a time."
      />
      <EstimatesSettings slug={slug} projectId={projectId} />
    </div>
  );
}
