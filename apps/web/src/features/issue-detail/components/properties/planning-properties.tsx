import { type Cycle, cycleEndpoints, type Issue, type Module, moduleEndpoints } from "@hangar/contracts";
import { type QueryClient, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { Boxes, RefreshCcw } from "lucide-react";
import { useMemo } from "react";
import type { PickerCreate } from "../../../../components/picker-create-item";
import { call, errorMessage } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { cycleKeys } from "../../../cycles/api/cycle-keys";
import { openCycles, useIssueStore, withoutPendingFields } from "../../../issue-core";
import { moduleKeys } from "../../../modules/api/module-keys";
import { OptionList } from "../picker/option-list";
import { PropertyPopover } from "../picker/property-popover";
import { type PropertyProps, pickerState } from "./property-types";

type PlanningProps = PropertyProps & {
  slug: string;
  projectId: string;
  /** Present for those who may create what the picker lists. */
  creator?: PickerCreate;
};

const NO_CYCLE = "none";

/**
 * Cycles and modules change through their own calls (spec §7), not the issue's PATCH: shown at once
 * in the store, then sent; the answer's issue replaces the guess, a refusal puts the old value back.
 */
async function changeMembership(
  queryClient: QueryClient,
  { slug, projectId, issueId }: { slug: string; projectId: string; issueId: string },
  guess: Partial<Issue>,
  send: () => Promise<Issue | Issue[] | null>,
  failure: string,
) {
  const store = useIssueStore.getState();
  const before = store.issuesById[issueId];
  store.patchIssue(issueId, guess);
  try {
    const answer = await send();
    if (answer) store.upsertIssues((Array.isArray(answer) ? answer : [answer]).map(withoutPendingFields));
  } catch (error) {
    if (before) store.patchIssue(issueId, { cycle_id: before.cycle_id, module_ids: before.module_ids });
    toast.error(failure, { description: errorMessage(error) });
  } finally {
    // Cycle and module progress, and lists grouped or filtered by them, follow their issues.
    void queryClient.invalidateQueries({ queryKey: cycleKeys.all(slug, projectId) });
    void queryClient.invalidateQueries({ queryKey: moduleKeys.all(slug, projectId) });
  }
}

/** The issue's cycle: any of the project's cycles still running or to come, or none. */
export function CycleProperty(props: PlanningProps & { cycles: UseQueryResult<Cycle[]> }) {
  const { issue, readOnly, slug, projectId, setOpenPicker, cycles, creator } = props;
  const queryClient = useQueryClient();
  const current = cycles.data?.find((c) => c.id === issue.cycle_id);
  const options = useMemo(() => {
    const joinable = openCycles(cycles.data);
    // The issue's own cycle stays listed even once it is over.
    const listed = current && !joinable.includes(current) ? [current, ...joinable] : joinable;
    return [
      { value: NO_CYCLE, label: "No cycle" },
      ...listed.map((c) => ({
        value: c.id,
        label: c.name,
        keywords: c.status,
        icon: <RefreshCcw aria-hidden className="size-3.5" />,
      })),
    ];
  }, [cycles.data, current]);
  const pick = (value: string) => {
    setOpenPicker(null);
    const next = value === NO_CYCLE ? null : value;
    const previous = issue.cycle_id;
    if (next === previous) return;
    void changeMembership(
      queryClient,
      { slug, projectId, issueId: issue.id },
      { cycle_id: next },
      () =>
        next
          ? call(cycleEndpoints.addIssues, { params: { slug, projectId, cycleId: next }, body: { issues: [issue.id] } })
          : call(cycleEndpoints.removeIssue, { params: { slug, projectId, cycleId: previous ?? "", issueId: issue.id } }).then(
              () => null,
            ),
      next ? "Couldn't move the issue to that cycle" : "Couldn't take the issue out of its cycle",
    );
  };
  return (
    <PropertyPopover
      label="Cycle"
      readOnly={readOnly}
      {...pickerState(props, "cycle")}
      value={
        issue.cycle_id ? (
          <>
            <RefreshCcw aria-hidden className="size-3.5 shrink-0 text-fg-muted" />
            <span className="truncate">{current?.name ?? "Unknown cycle"}</span>
          </>
        ) : (
          <span className="text-fg-subtle">No cycle</span>
        )
      }
    >
      <OptionList
        label="Cycles"
        options={options}
        selected={[issue.cycle_id ?? NO_CYCLE]}
        onSelect={pick}
        loading={cycles.isPending}
        searchPlaceholder="Move to cycle…"
        creator={creator}
        onCreated={pick}
      />
    </PropertyPopover>
  );
}

/** The modules the issue is in; each pick adds or removes one. */
export function ModulesProperty(props: PlanningProps & { modules: UseQueryResult<Module[]> }) {
  const { issue, readOnly, slug, projectId, modules, creator } = props;
  const queryClient = useQueryClient();
  const byId = useMemo(() => new Map((modules.data ?? []).map((m) => [m.id, m])), [modules.data]);
  const options = useMemo(
    () =>
      (modules.data ?? [])
        .filter((m) => !m.archived_at || issue.module_ids.includes(m.id))
        .map((m) => ({ value: m.id, label: m.name, icon: <Boxes aria-hidden className="size-3.5" /> })),
    [modules.data, issue.module_ids],
  );
  const toggle = (moduleId: string) => {
    const leaving = issue.module_ids.includes(moduleId);
    const next = leaving ? issue.module_ids.filter((id) => id !== moduleId) : [...issue.module_ids, moduleId];
    void changeMembership(
      queryClient,
      { slug, projectId, issueId: issue.id },
      { module_ids: next },
      () =>
        call(moduleEndpoints.setIssueModules, {
          params: { slug, projectId, issueId: issue.id },
          body: leaving ? { removed_modules: [moduleId] } : { modules: [moduleId] },
        }),
      leaving ? "Couldn't take the issue out of the module" : "Couldn't add the issue to the module",
    );
  };
  const names = issue.module_ids.map((id) => byId.get(id)?.name ?? "Unknown module");
  return (
    <PropertyPopover
      label="Modules"
      readOnly={readOnly}
      {...pickerState(props, "modules")}
      value={
        names.length === 0 ? (
          <span className="text-fg-subtle">No modules</span>
        ) : (
          <span className="flex min-w-0 flex-wrap items-center gap-1.5">
            {names.map((name, i) => (
              <span key={issue.module_ids[i]} className="flex min-w-0 items-center gap-1">
                <Boxes aria-hidden className="size-3.5 shrink-0 text-fg-muted" />
                <span className="truncate">{name}</span>
              </span>
            ))}
          </span>
        )
      }
    >
      <OptionList
        label="Modules"
        multiple
        options={options}
        selected={issue.module_ids}
        onSelect={toggle}
        loading={modules.isPending}
        searchPlaceholder="Add to module…"
        creator={creator}
        onCreated={toggle}
      />
    </PropertyPopover>
  );
}
