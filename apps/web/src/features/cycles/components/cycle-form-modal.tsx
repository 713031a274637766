import type { CreateCycleBody, Cycle } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { DatePicker } from "../../../components/ui/date-picker";
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
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { checkCycleDates } from "../api/use-cycle-issue-actions";
import { newCycleTempId, useCreateCycle, useUpdateCycle } from "../api/use-cycle-mutations";
import {
  type CycleFormErrors,
  type CycleFormField,
  type CycleFormValues,
  cycleBody,
  initialValues,
  overlapMessage,
  overlappingCycle,
  validateCycleForm,
} from "../lib/cycle-form";

const FIELDS: readonly CycleFormField[] = ["name", "description", "start_date", "end_date"];

type CycleFormModalProps = {
  slug: string;
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cycle being edited; absent to create one. */
  cycle?: Cycle | null;
  /** The project's other cycles, to name the one a date overlap is with. */
  cycles: readonly Cycle[];
  ownerId: string | null;
  onSaved?: (cycle: Cycle) => void;
};

export function CycleFormModal(props: CycleFormModalProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md" aria-describedby={undefined}>
        {/* Keyed so reopening starts from the cycle as it is now, not from the last attempt. */}
        {props.open && <CycleForm key={props.cycle?.id ?? "new"} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function CycleForm({ slug, projectId, onOpenChange, cycle, cycles, ownerId, onSaved }: CycleFormModalProps) {
  const [initial] = useState<CycleFormValues>(() => initialValues(cycle));
  const [values, setValues] = useState(initial);
  useUnsavedChanges(differs(values, initial));
  const [errors, setErrors] = useState<CycleFormErrors>({});
  const [saving, setSaving] = useState(false);
  const create = useCreateCycle(slug, projectId, ownerId);
  const update = useUpdateCycle(slug, projectId);
  // The server refuses to move the dates of a completed cycle.
  const datesLocked = cycle?.status === "completed";

  const set = (field: CycleFormField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  function showError(error: unknown) {
    const field = serverFieldError(error, FIELDS);
    setErrors(field ? { [field.field]: field.message } : { form: errorMessage(error) });
  }

  /** Spec §5: dated cycles go through date-check before they are saved. */
  async function datesAreFree(): Promise<boolean> {
    const { start_date: start, end_date: end } = values;
    if (!start || !end) return true;
    if (cycle && cycle.start_date === start && cycle.end_date === end) return true;
    const check = await checkCycleDates(slug, projectId, { start_date: start, end_date: end, cycle_id: cycle?.id });
    if (check.status) return true;
    setErrors({ start_date: overlapMessage(overlappingCycle(cycles, start, end, cycle?.id)) });
    return false;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCycleForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (!(await datesAreFree())) return;
      const body = cycleBody(values, cycle);
      const saved = cycle
        ? Object.keys(body).length > 0
          ? await update.mutateAsync({ id: cycle.id, changes: body })
          : cycle
        : await create.mutateAsync({ ...(body as CreateCycleBody), tempId: newCycleTempId() });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader title={cycle ? "Edit cycle" : "Create cycle"} />
      <DialogBody className="space-y-3 pb-4">
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <FormField label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              onChange={(e) => set("name")(e.target.value)}
              placeholder="Sprint 12"
              maxLength={255}
              autoFocus
            />
          )}
        </FormField>
        <FormField label="Description" optional error={errors.description}>
          {(control) => <Textarea {...control} value={values.description} onChange={(e) => set("description")(e.target.value)} />}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label="Start date"
            error={errors.start_date}
            hint={datesLocked ? "A completed cycle keeps its dates" : "Leave both dates empty for a draft"}
          >
            {(control) => (
              <DatePicker
                {...control}
                value={values.start_date || null}
                disabled={datesLocked}
                onChange={(day) => set("start_date")(day ?? "")}
              />
            )}
          </FormField>
          <FormField label="End date" error={errors.end_date}>
            {(control) => (
              <DatePicker
                {...control}
                value={values.end_date || null}
                min={values.start_date || null}
                disabled={datesLocked}
                onChange={(day) => set("end_date")(day ?? "")}
              />
            )}
          </FormField>
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          {cycle ? "Save changes" : "Create cycle"}
        </Button>
      </DialogFooter>
    </form>
  );
}
