import { PRIORITIES } from "@hangar/contracts";
import { Archive, ChevronDown, Trash2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import type { BulkIssueProperties, IssueLookups } from "../../issue-core";
import { PRIORITY_META, PriorityIcon, useProjectList } from "../../issue-core";
import { useSelectionCommands } from "../hooks/use-selection-commands";

type BulkBarProps = {
  slug: string;
  /** The project the selection is in (bulk calls are per project). */
  projectId: string;
  issueIds: string[];
  lookups: IssueLookups;
  onUpdate: (properties: BulkIssueProperties) => Promise<void>;
  onDelete: () => Promise<void>;
  onArchive: () => Promise<void>;
  onClear: () => void;
};

type Choice = { value: string; label: string; icon?: ReactNode };

function BulkMenu({ label, choices, onPick }: { label: string; choices: Choice[]; onPick: (value: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses({ variant: "secondary", size: "sm" })}>
        {label} <ChevronDown aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" aria-label={`Set ${label.toLowerCase()}`} className="max-h-72 overflow-y-auto">
        {choices.length === 0 && <p className="px-2 py-1.5 text-xs text-fg-subtle">Nothing to pick</p>}
        {choices.map((choice) => (
          <DropdownMenuItem key={choice.value} onSelect={() => onPick(choice.value)}>
            {choice.icon}
            {choice.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const swatch = (color: string) => (
  <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
);

const NO_CYCLE = "none";
const NO_ESTIMATE = "none";

/**
 * Appears while rows are selected: set state, priority, estimate or cycle, add an assignee, a label or a module,
 * archive, or delete (which asks first because it cannot be undone from the list).
 */
export function BulkBar({ slug, projectId, issueIds, lookups, onUpdate, onDelete, onArchive, onClear }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const count = issueIds.length;
  // A project with cycles or modules turned off answers with an error: its menu is left out.
  const cycles = useProjectList(slug, projectId, "cycles");
  const modules = useProjectList(slug, projectId, "modules");
  // Across projects the lookups hold every project's states and labels; only the selection's project's apply.
  const inProject = (row: { project_id: string }) => !lookups.projects || row.project_id === projectId;
  // A completed cycle takes no issues.
  const openCycles = (cycles.data ?? []).filter((c) => c.status !== "completed" && !c.archived_at);
  // Only the points of the project's active estimate can be set; a project without one has no menu.
  const points = lookups.activeEstimatePoints?.get(projectId);
  const noun = count === 1 ? "issue" : "issues";
  const update = (properties: BulkIssueProperties) => onUpdate(properties).catch(() => undefined);
  // The bar is there exactly while rows are checked: it offers them to the command palette too.
  useSelectionCommands({ slug, projectId, issueIds, update, onArchive, onRequestDelete: () => setConfirming(true) });
  return (
    <div
      role="toolbar"
      aria-label="Selected issues"
      className="absolute bottom-4 left-1/2 z-20 flex -translate-x-1/2 items-center gap-1.5 rounded-lg border border-border bg-surface-raised px-3 py-2 shadow-popover"
    >
      <span className="pr-1 text-sm whitespace-nowrap text-fg">
        {count} {noun} selected
      </span>
      <BulkMenu
        label="State"
        choices={lookups.states.filter(inProject).map((s) => ({ value: s.id, label: s.name, icon: swatch(s.color) }))}
        onPick={(state_id) => update({ state_id })}
      />
      <BulkMenu
        label="Priority"
        choices={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_META[p].label, icon: <PriorityIcon priority={p} /> }))}
        onPick={(priority) => update({ priority: priority as (typeof PRIORITIES)[number] })}
      />
      {points && points.length > 0 && (
        <BulkMenu
          label="Estimate"
          choices={[{ value: NO_ESTIMATE, label: "None" }, ...points.map((p) => ({ value: p.id, label: p.value }))]}
          onPick={(id) => update({ estimate_point: id === NO_ESTIMATE ? null : id })}
        />
      )}
      <BulkMenu
        label="Assignees"
        choices={lookups.people.map((p) => ({
          value: p.id,
          label: p.name,
          icon: <Avatar name={p.name} src={p.avatar} size="xs" />,
        }))}
        onPick={(id) => update({ assignee_ids: [id] })}
      />
      <BulkMenu
        label="Labels"
        choices={lookups.labels.filter(inProject).map((l) => ({ value: l.id, label: l.name, icon: swatch(l.color) }))}
        onPick={(id) => update({ label_ids: [id] })}
      />
      {cycles.isSuccess && (
        <BulkMenu
          label="Cycle"
          choices={[{ value: NO_CYCLE, label: "No cycle" }, ...openCycles.map((c) => ({ value: c.id, label: c.name }))]}
          onPick={(id) => update({ cycle_id: id === NO_CYCLE ? null : id })}
        />
      )}
      {modules.isSuccess && (
        <BulkMenu
          label="Module"
          choices={modules.data.filter((m) => !m.archived_at).map((m) => ({ value: m.id, label: m.name }))}
          onPick={(id) => update({ module_ids: [id] })}
        />
      )}
      <Button size="sm" variant="secondary" onClick={() => onArchive().catch(() => undefined)}>
        <Archive aria-hidden /> Archive
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> Delete
      </Button>
      <Button size="icon-sm" variant="ghost" aria-label="Clear selection" onClick={onClear}>
        <X aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} ${noun}?`}
        description={`The ${noun} and ${count === 1 ? "its" : "their"} activity will be removed from the project.`}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          onDelete().catch(() => undefined);
        }}
      />
    </div>
  );
}
