import { PRIORITIES } from "@hangar/contracts";
import { Boxes, RefreshCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { personName } from "../../../lib/person-name";
import {
  type IssueCommandTarget,
  openCycles,
  PRIORITY_META,
  PriorityIcon,
  selectIssueTarget,
  useIssueCommands,
  useIssueFromStore,
  useProjectList,
} from "../../issue-core";
import { useLabels } from "../../labels";
import { useProjectPeople } from "../../project-members";
import { useStates } from "../../states";
import { runAfterClose } from "../lib/palette-navigation";
import type { IssueProperty } from "../lib/palette-store";
import { filterGroups, type PaletteCommand, PaletteGroups, PaletteNote } from "./palette-item";

type Choice = { value: string; label: string; icon?: ReactNode; keywords?: string };
type OptionsProps = { target: IssueCommandTarget; search: string };

export const PROPERTY_TITLES: Record<IssueProperty, string> = {
  state: "Change state",
  priority: "Change priority",
  assignees: "Assign",
  labels: "Change labels",
  cycle: "Move to cycle",
  modules: "Change modules",
};

const swatch = (color: string) => <span className="size-2.5 rounded-full" style={{ backgroundColor: color }} />;

/** A nested page of the palette: one property's choices for the issue in view (or the checked rows). */
export function IssuePropertyPage({ property, search }: { property: IssueProperty; search: string }) {
  const target = useIssueCommands(selectIssueTarget);
  if (!target) return <PaletteNote>The issue is no longer open.</PaletteNote>;
  const Options = OPTIONS[property];
  return <Options target={target} search={search} />;
}

/**
 * The rows of one property. A single choice (state, priority, cycle) applies and closes. A multiple one
 * (assignees, labels, modules) toggles on the open issue and stays, its checks following the store;
 * on checked rows it adds, as the bulk bar does, and closes.
 */
function ChoiceList(props: {
  heading: string;
  search: string;
  choices: Choice[];
  loading?: boolean;
  selected: (value: string) => boolean | undefined;
  onPick: (value: string) => void;
  stayOpen?: boolean;
}) {
  const commands: PaletteCommand[] = props.choices.map((choice) => ({
    id: `choice:${choice.value}`,
    label: choice.label,
    keywords: choice.keywords,
    icon: choice.icon,
    checked: props.selected(choice.value),
    run: () => (props.stayOpen ? props.onPick(choice.value) : runAfterClose(() => props.onPick(choice.value))),
  }));
  const groups = filterGroups([{ heading: props.heading, commands }], props.search);
  if (groups.length === 0) return <PaletteNote>{props.loading ? "Loading…" : "Nothing matches"}</PaletteNote>;
  return <PaletteGroups groups={groups} />;
}

/** Checks show only for the one issue open; on several issues a row's state says nothing of the others. */
function useCurrentIssue(target: IssueCommandTarget) {
  return useIssueFromStore(target.kind === "detail" ? target.issueIds[0] : null);
}

function StateOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const states = useStates(target.slug, target.projectId);
  const choices = (states.data ?? []).map((s) => ({ value: s.id, label: s.name, icon: swatch(s.color), keywords: s.group }));
  return (
    <ChoiceList
      heading="States"
      search={search}
      choices={choices}
      loading={states.isPending}
      selected={(id) => (issue ? issue.state_id === id : undefined)}
      onPick={(state_id) => target.update({ state_id })}
    />
  );
}

function PriorityOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const choices = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_META[p].label, icon: <PriorityIcon priority={p} /> }));
  return (
    <ChoiceList
      heading="Priorities"
      search={search}
      choices={choices}
      selected={(p) => (issue ? issue.priority === p : undefined)}
      onPick={(p) => target.update({ priority: p as (typeof PRIORITIES)[number] })}
    />
  );
}

/** Toggles one id in the open issue's list, or adds it to every checked row. */
const toggled = (target: IssueCommandTarget, current: readonly string[] | undefined, id: string) =>
  target.kind === "selection" || !current ? [id] : current.includes(id) ? current.filter((x) => x !== id) : [...current, id];

function AssigneeOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const { people } = useProjectPeople(target.slug, target.projectId);
  const choices = people.map((p) => ({
    value: p.id,
    label: personName(p),
    keywords: `${p.display_name} ${p.email}`,
    icon: <Avatar name={personName(p)} src={p.avatar_url ?? p.avatar} size="xs" />,
  }));
  return (
    <ChoiceList
      heading="Members"
      search={search}
      choices={choices}
      stayOpen={target.kind === "detail"}
      selected={(id) => issue?.assignee_ids.includes(id)}
      onPick={(id) => target.update({ assignee_ids: toggled(target, issue?.assignee_ids, id) })}
    />
  );
}

function LabelOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const labels = useLabels(target.slug, target.projectId);
  const choices = (labels.data ?? []).map((l) => ({ value: l.id, label: l.name, icon: swatch(l.color) }));
  return (
    <ChoiceList
      heading="Labels"
      search={search}
      choices={choices}
      loading={labels.isPending}
      stayOpen={target.kind === "detail"}
      selected={(id) => issue?.label_ids.includes(id)}
      onPick={(id) => target.update({ label_ids: toggled(target, issue?.label_ids, id) })}
    />
  );
}

const NO_CYCLE = "none";

function CycleOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const cycles = useProjectList(target.slug, target.projectId, "cycles");
  const choices = [
    { value: NO_CYCLE, label: "No cycle" },
    ...openCycles(cycles.data).map((c) => ({ value: c.id, label: c.name, keywords: c.status, icon: <RefreshCcw /> })),
  ];
  return (
    <ChoiceList
      heading="Cycles"
      search={search}
      choices={choices}
      loading={cycles.isPending}
      selected={(id) => (issue ? (issue.cycle_id ?? NO_CYCLE) === id : undefined)}
      onPick={(id) => target.setCycle(id === NO_CYCLE ? null : id)}
    />
  );
}

function ModuleOptions({ target, search }: OptionsProps) {
  const issue = useCurrentIssue(target);
  const modules = useProjectList(target.slug, target.projectId, "modules");
  const choices = (modules.data ?? [])
    .filter((m) => !m.archived_at || issue?.module_ids.includes(m.id))
    .map((m) => ({ value: m.id, label: m.name, icon: <Boxes /> }));
  return (
    <ChoiceList
      heading="Modules"
      search={search}
      choices={choices}
      loading={modules.isPending}
      stayOpen={target.kind === "detail"}
      selected={(id) => issue?.module_ids.includes(id)}
      onPick={(id) => target.toggleModule(id)}
    />
  );
}

const OPTIONS: Record<IssueProperty, (props: OptionsProps) => ReactNode> = {
  state: StateOptions,
  priority: PriorityOptions,
  assignees: AssigneeOptions,
  labels: LabelOptions,
  cycle: CycleOptions,
  modules: ModuleOptions,
};
