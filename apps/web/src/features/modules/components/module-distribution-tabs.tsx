import type { Issue, Label, State } from "@hangar/contracts";
import { UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { TabList } from "../../../components/tab-list";
import { Avatar } from "../../../components/ui/avatar";
import { type DistributionRow, distributionBy } from "../lib/module-distribution";
import type { ModulePerson } from "../lib/use-module-people";

type Tab = "assignees" | "labels";

type ModuleDistributionTabsProps = {
  issues: Issue[];
  states: State[];
  labels: Label[];
  peopleById: Map<string, ModulePerson>;
};

function Row({ icon, name, row }: { icon: ReactNode; name: string; row: DistributionRow }) {
  return (
    <li className="flex items-center gap-2 text-xs">
      {icon}
      <span className="min-w-0 flex-1 truncate text-fg">{name}</span>
      <span className="text-fg-muted tabular-nums">
        {row.completed}/{row.total}
      </span>
    </li>
  );
}

/** Who holds the module's issues and which labels they carry, with how many of each are done. */
export function ModuleDistributionTabs({ issues, states, labels, peopleById }: ModuleDistributionTabsProps) {
  const [tab, setTab] = useState<Tab>("assignees");
  const assignees = distributionBy(issues, states, "assignee_ids");
  const byLabel = distributionBy(issues, states, "label_ids");
  const labelsById = new Map(labels.map((l) => [l.id, l]));
  const tabs = [
    { value: "assignees" as const, label: "Assignees", count: assignees.filter((r) => r.id !== null).length },
    { value: "labels" as const, label: "Labels", count: byLabel.filter((r) => r.id !== null).length },
  ];
  const rows = tab === "assignees" ? assignees : byLabel;

  return (
    <section aria-label="Breakdown" className="space-y-2">
      <TabList label="Breakdown" tabs={tabs} value={tab} onChange={setTab} controls="module-tab-panel" idPrefix="module-tab" />
      <div role="tabpanel" id="module-tab-panel" aria-labelledby={`module-tab-${tab}`}>
        {rows.length === 0 && <p className="text-xs text-fg-subtle">No issues in this module yet.</p>}
        <ul className="space-y-1.5">
          {rows.map((row) => {
            if (tab === "assignees") {
              const person = row.id ? peopleById.get(row.id) : undefined;
              const name = row.id ? (person?.name ?? "Former member") : "No assignee";
              const icon = row.id ? (
                <Avatar name={name} src={person?.avatar} size="xs" />
              ) : (
                <UserRound className="size-4 text-fg-subtle" aria-hidden />
              );
              return <Row key={row.id ?? "none"} row={row} name={name} icon={icon} />;
            }
            const label = row.id ? labelsById.get(row.id) : undefined;
            const name = row.id ? (label?.name ?? "Deleted label") : "No label";
            return (
              <Row
                key={row.id ?? "none"}
                row={row}
                name={name}
                icon={<span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: label?.color ?? "#a3a3a3" }} />}
              />
            );
          })}
        </ul>
      </div>
    </section>
  );
}
