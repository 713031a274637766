import { MODULE_STATUSES, type Module } from "@hangar/contracts";
import { type FormEvent, useState } from "react";
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
import { FieldError } from "../../../components/ui/field-error";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { newModuleTempId, useCreateModule, useUpdateModule } from "../api/use-module-mutations";
import {
  initialModuleValues,
  type ModuleFormErrors,
  type ModuleFormValues,
  moduleBody,
  moduleChanges,
  validateModuleForm,
} from "../lib/module-form";
import { MODULE_STATUS_META } from "../lib/module-status";
import { useModulePeople } from "../lib/use-module-people";
import { MemberPicker } from "./member-picker";

type ModuleFormModalProps = {
  slug: string;
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this module; creating a new one when absent. */
  module?: Module;
  onCreated?: (module: Module) => void;
};

const FIELDS = ["name", "description", "target_date", "lead", "members"] as const;

/** Create or edit a module; the dialog stays open until the server agrees, and shows its objections. */
export function ModuleFormModal(props: ModuleFormModalProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md" aria-describedby={undefined}>
        {props.open && <ModuleForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ModuleForm({ slug, projectId, module, onOpenChange, onCreated }: ModuleFormModalProps) {
  const { people } = useModulePeople(slug, projectId);
  const create = useCreateModule(slug, projectId);
  const update = useUpdateModule(slug, projectId, false);
  const [initial] = useState<ModuleFormValues>(() => initialModuleValues(module));
  const [values, setValues] = useState(initial);
  useUnsavedChanges(differs(values, initial));
  const [errors, setErrors] = useState<ModuleFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (patch: Partial<ModuleFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // An error speaks of the value it was found in: changing the field (or the start its target is
    // checked against) takes it away until the next submit looks again.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof ModuleFormErrors];
      if ("start_date" in patch) delete next.target_date;
      return next;
    });
  };
  const pending = create.isPending || update.isPending;

  function fail(error: unknown) {
    const field = serverFieldError(error, FIELDS);
    if (field) setErrors({ [field.field]: field.message });
    else setFormError(errorMessage(error));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateModuleForm(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (module) {
        const changes = moduleChanges(values, module);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: module.id, changes });
      } else {
        const created = await create.mutateAsync({ body: moduleBody(values), tempId: newModuleTempId() });
        onCreated?.(created);
      }
      onOpenChange(false);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader title={module ? "Edit module" : "Create module"} />
      <DialogBody className="space-y-3 pb-4">
        <FormField label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              placeholder="e.g. Billing revamp"
              autoFocus
            />
          )}
        </FormField>
        <FormField label="Description" optional error={errors.description}>
          {(control) => (
            <Textarea {...control} value={values.description} onChange={(e) => set({ description: e.target.value })} />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Status">
            {(control) => (
              <NativeSelect
                {...control}
                value={values.status}
                onChange={(e) => set({ status: e.target.value as ModuleFormValues["status"] })}
              >
                {MODULE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {MODULE_STATUS_META[s].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Lead" error={errors.lead}>
            {(control) => (
              <NativeSelect {...control} value={values.lead ?? ""} onChange={(e) => set({ lead: e.target.value || null })}>
                <option value="">No lead</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Start date" optional>
            {(control) => (
              <DatePicker {...control} value={values.start_date || null} onChange={(day) => set({ start_date: day ?? "" })} />
            )}
          </FormField>
          <FormField label="Target date" optional error={errors.target_date}>
            {(control) => (
              <DatePicker {...control} value={values.target_date || null} onChange={(day) => set({ target_date: day ?? "" })} />
            )}
          </FormField>
        </div>
        <FormField label="Members" optional error={errors.members}>
          {(control) => (
            <MemberPicker
              id={control.id}
              label="Members"
              people={people}
              selected={values.members}
              onChange={(members) => set({ members })}
            />
          )}
        </FormField>
        <FieldError>{formError}</FieldError>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {module ? "Save changes" : "Create module"}
        </Button>
      </DialogFooter>
    </form>
  );
}
