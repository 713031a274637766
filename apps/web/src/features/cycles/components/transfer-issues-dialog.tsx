import type { Cycle } from "@hangar/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { useTransferCycleIssues } from "../api/use-cycle-issue-actions";
import { useCycles } from "../api/use-cycles";
import { cyclesForTab, dateRangeLabel, STATUS_LABEL } from "../lib/cycle-status";

type TransferIssuesDialogProps = {
  slug: string;
  cycle: Cycle;
  unfinished: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Moves a completed cycle's unfinished issues to a cycle that is running or still to come. */
export function TransferIssuesDialog({ slug, cycle, unfinished, open, onOpenChange }: TransferIssuesDialogProps) {
  const cycles = useCycles(slug, cycle.project_id);
  const transfer = useTransferCycleIssues(slug, cycle.project_id, cycle.id);
  const [target, setTarget] = useState<string | null>(null);
  const targets = cyclesForTab(cycles.data ?? [], "all").filter(
    (c) => c.id !== cycle.id && (c.status === "current" || c.status === "upcoming"),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader
          title="Transfer issues"
          description={
            <>
              Move the {unfinished} unfinished {unfinished === 1 ? "issue" : "issues"} of {cycle.name} to another cycle. This
              cycle keeps its progress as it is now.
            </>
          }
        />
        <DialogBody className="pb-3">
          {cycles.isSuccess && targets.length === 0 && (
            <p className="py-3 text-sm text-fg-muted">There is no current or upcoming cycle to move them to. Create one first.</p>
          )}
          <fieldset className="space-y-1">
            <legend className="sr-only">Target cycle</legend>
            {targets.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-surface-hover"
              >
                <input type="radio" name="target-cycle" checked={target === c.id} onChange={() => setTarget(c.id)} />
                <span className="min-w-0 flex-1 truncate">{c.name}</span>
                <span className="text-xs text-fg-subtle">
                  {STATUS_LABEL[c.status]} · {dateRangeLabel(c)}
                </span>
              </label>
            ))}
          </fieldset>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!target}
            loading={transfer.isPending}
            onClick={() => target && transfer.mutate(target, { onSuccess: () => onOpenChange(false) })}
          >
            Transfer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
