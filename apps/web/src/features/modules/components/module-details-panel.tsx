import type { Module } from "@hangar/contracts";
import { useMemo } from "react";
import { activeEstimateOf, useEstimates } from "../../estimates";
import { todayIso } from "../../issue-core";
import { useLabels } from "../../labels";
import { useStates } from "../../states";
import { useUpdateModule } from "../api/use-module-mutations";
import { useModuleIssues, useModuleIssuesQuery } from "../api/use-modules";
import { progressOfIssues } from "../lib/module-progress";
import { useModulePeople } from "../lib/use-module-people";
import { ModuleSidebar } from "./module-sidebar";

type ModuleDetailsPanelProps = { slug: string; projectId: string; module: Module; canEdit: boolean };

/**
 * Feeds the sidebar. Once every issue of the module is in the store, progress is counted from the store,
 * so an edit in the list or the peek moves the numbers at once; until then the server's counts show.
 */
export function ModuleDetailsPanel({ slug, projectId, module, canEdit }: ModuleDetailsPanelProps) {
  const issuesQuery = useModuleIssuesQuery(slug, projectId, module.id);
  const issues = useModuleIssues(module.id);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const estimates = useEstimates(slug, projectId);
  const { people, byId } = useModulePeople(slug, projectId);
  const update = useUpdateModule(slug, projectId);
  const activeEstimate = activeEstimateOf(estimates.data);

  const local = issuesQuery.isSuccess && states.isSuccess;
  const progress = useMemo(
    () => (local ? progressOfIssues(issues, states.data ?? [], activeEstimate) : module),
    [local, issues, states.data, activeEstimate, module],
  );

  return (
    <ModuleSidebar
      slug={slug}
      module={module}
      progress={progress}
      issues={issues}
      states={states.data ?? []}
      labels={labels.data ?? []}
      activeEstimate={activeEstimate}
      people={people}
      peopleById={byId}
      canEdit={canEdit}
      today={todayIso()}
      onChange={(changes) => update.mutate({ id: module.id, changes })}
    />
  );
}
