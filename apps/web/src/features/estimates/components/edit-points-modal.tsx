import type { Estimate } from "@hangar/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  differs,
  useUnsavedChanges,
} from "../../../components/ui/dialog";
import { FieldError } from "../../../components/ui/field-error";
import { errorMessage } from "../../../lib/api";
import { useSaveEstimatePoints } from "../api/use-estimates";
import { pointSteps, pointsInOrder, pointValuesError } from "../lib/estimate-rules";
import { PointsEditor } from "./points-editor";

type Row = { pointId: string | null; value: string };

type EditPointsModalProps = {
  slug: string;
  projectId: string;
  estimate: Estimate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Spec §4 edit mode: change, add or remove the active estimate's points within the 2–6 limit. */
export function EditPointsModal(props: EditPointsModalProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="sm">{props.open && <EditPoints {...props} />}</DialogContent>
    </Dialog>
  );
}

function EditPoints({ slug, projectId, estimate, onOpenChange }: EditPointsModalProps) {
  const save = useSaveEstimatePoints(slug, projectId);
  const [initial] = useState<Row[]>(() => pointsInOrder(estimate).map((p) => ({ pointId: p.id, value: p.value })));
  const [rows, setRows] = useState(initial);
  useUnsavedChanges(differs(rows, initial));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = pointValuesError(
      estimate.type,
      rows.map((r) => r.value),
    );
    setError(problem);
    if (problem) return;
    const kept = new Set(rows.map((r) => r.pointId).filter(Boolean));
    const changes = rows.flatMap((r) => {
      const before = estimate.points.find((p) => p.id === r.pointId);
      return before && before.value !== r.value.trim() ? [{ pointId: before.id, value: r.value.trim() }] : [];
    });
    const adds = rows.filter((r) => r.pointId === null).map((r) => r.value.trim());
    const deletes = estimate.points.filter((p) => !kept.has(p.id)).map((p) => p.id);
    try {
      await save.mutateAsync({ estimateId: estimate.id, changes, steps: pointSteps(estimate.points.length, adds, deletes) });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader
        title={<>Edit {estimate.name} points</>}
        description="Issues estimated with a removed point lose their estimate."
      />
      <DialogBody className="space-y-1.5 pb-4">
        <PointsEditor
          values={rows.map((r) => r.value)}
          onEdit={(index, value) => setRows((rs) => rs.map((r, i) => (i === index ? { ...r, value } : r)))}
          onAdd={() => setRows((rs) => [...rs, { pointId: null, value: "" }])}
          onRemove={(index) => setRows((rs) => rs.filter((_, i) => i !== index))}
          invalid={Boolean(error)}
          describedBy={errorId}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending}>
          Save points
        </Button>
      </DialogFooter>
    </form>
  );
}
