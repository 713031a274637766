import type { Cycle } from "@hangar/contracts";
import { Plus, RefreshCcw } from "lucide-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { FeatureOffState } from "../../../components/feature-off-state";
import { ProjectTrail } from "../../../components/project-trail";
import { SortMenu } from "../../../components/sort-menu";
import { TabList } from "../../../components/tab-list";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useCreateRequest } from "../../../lib/create-request";
import { useCycleContext } from "../api/use-cycle-context";
import { useActiveEstimate, useArchivedCycles, useCycles } from "../api/use-cycles";
import { CYCLE_SORT_FIELDS, CYCLE_SORT_LABEL, FIXED_CYCLE_SORTS, sortCycles, useCycleOrder } from "../lib/cycle-order";
import { CYCLE_TABS, type CycleTab, cyclesForTab, isCycleTab } from "../lib/cycle-status";
import { ActiveCycleWidget } from "./active-cycle-widget";
import { CycleFormModal } from "./cycle-form-modal";
import { CycleRow } from "./cycle-row";

const EMPTY_TAB: Record<CycleTab, string> = {
  all: "No cycles yet",
  active: "No cycle is running today",
  upcoming: "No upcoming cycles",
  completed: "No completed cycles",
  draft: "No draft cycles",
  archived: "No archived cycles",
};

/** `/:workspaceSlug/projects/:projectId/cycles`: the project's cycles by tab, the running one on top. */
export function CyclesPage() {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: CycleTab = isCycleTab(raw) ? raw : "all";
  const { project, people, canEdit, meId } = useCycleContext(slug, projectId);
  const cycles = useCycles(slug, projectId);
  const archived = useArchivedCycles(slug, projectId, tab === "archived");
  const estimate = useActiveEstimate(slug, projectId);
  const [editing, setEditing] = useState<Cycle | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const openForm = (cycle: Cycle | null) => {
    setEditing(cycle);
    setFormOpen(true);
  };
  useCreateRequest("cycle", projectId, () => openForm(null), canEdit && project.data?.cycle_view === true);
  const all = cycles.data ?? [];
  const source = tab === "archived" ? archived : cycles;
  const active = tab === "all" || tab === "active" ? all.find((c) => c.status === "current") : undefined;
  const [order, setOrder] = useCycleOrder(projectId);
  const rows = sortCycles(cyclesForTab(source.data ?? [], tab), order).filter((c) => c.id !== active?.id);
  const counts = Object.fromEntries(CYCLE_TABS.map((t) => [t.value, cyclesForTab(all, t.value).length]));
  const tabs = CYCLE_TABS.map((t) => (t.value === "archived" ? t : { ...t, count: counts[t.value] }));

  if (project.data && !project.data.cycle_view) {
    return (
      <FeatureOffState
        icon={RefreshCcw}
        title="Cycles are turned off for this project"
        description="Turn them on in the project's features to plan work in time boxes."
        slug={slug}
        projectId={projectId}
      />
    );
  }

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <ProjectTrail slug={slug} projectId={projectId} projectName={project.data?.name} title="Cycles" />
        {canEdit && (
          <Button size="sm" className="ml-auto" onClick={() => openForm(null)}>
            <Plus aria-hidden /> Create cycle
          </Button>
        )}
      </header>
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <TabList<CycleTab>
          label="Cycle tabs"
          tabs={tabs}
          value={tab}
          onChange={(next) => setParams(next === "all" ? {} : { tab: next }, { replace: true })}
        />
        <div className="ml-auto">
          <SortMenu
            fields={CYCLE_SORT_FIELDS}
            labels={CYCLE_SORT_LABEL}
            fixed={FIXED_CYCLE_SORTS}
            value={order}
            onChange={setOrder}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" role="tabpanel" aria-label={`${tab} cycles`}>
        {source.isPending && <PageSpinner label="Loading cycles" />}
        {source.isError && <EmptyState title="Couldn't load the cycles" description={errorMessage(source.error)} />}
        {cycles.isSuccess && all.length === 0 && tab === "all" && (
          <EmptyState
            icon={RefreshCcw}
            title="Plan your work in cycles"
            description="A cycle is a time box, like a sprint: add issues to it and watch its progress and burndown."
            action={canEdit && <Button onClick={() => openForm(null)}>Create cycle</Button>}
          />
        )}
        {active && (
          <ActiveCycleWidget
            slug={slug}
            cycle={active}
            owner={active.owned_by_id ? people.get(active.owned_by_id) : undefined}
            canEdit={canEdit}
            onEdit={openForm}
            estimated={estimate !== null}
          />
        )}
        {source.isSuccess && rows.length === 0 && !active && !(tab === "all" && all.length === 0) && (
          <EmptyState icon={RefreshCcw} title={EMPTY_TAB[tab]} />
        )}
        {rows.length > 0 && (
          <ul aria-label="Cycles" className="divide-y divide-border">
            {rows.map((cycle) => (
              <CycleRow
                key={cycle.id}
                slug={slug}
                cycle={cycle}
                owner={cycle.owned_by_id ? people.get(cycle.owned_by_id) : undefined}
                canEdit={canEdit}
                onEdit={openForm}
              />
            ))}
          </ul>
        )}
      </div>
      <CycleFormModal
        slug={slug}
        projectId={projectId}
        open={formOpen}
        onOpenChange={setFormOpen}
        cycle={editing}
        cycles={all}
        ownerId={meId}
      />
    </div>
  );
}
