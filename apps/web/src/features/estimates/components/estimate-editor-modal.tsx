import { ESTIMATE_SYSTEMS, ESTIMATE_TIME_PAID_MESSAGE, ESTIMATE_TYPES, type EstimateType } from "@hangar/contracts";
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
import { cn } from "../../../lib/cn";
import { newEstimateTempId, useCreateEstimate } from "../api/use-estimates";
import { pointValuesError, templateValues } from "../lib/estimate-rules";
import { PointsEditor } from "./points-editor";

type EstimateEditorModalProps = {
  slug: string;
  projectId: string;
  mode: "create" | "switch";
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const firstTemplate = (type: EstimateType) => Object.keys(ESTIMATE_SYSTEMS[type].templates)[0];
const radio =
  "flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-checked:border-accent has-checked:bg-accent/5";

/** Spec §4 edit modes create and switch: pick a system and a template (or type custom values); the new estimate becomes active. */
export function EstimateEditorModal(props: EstimateEditorModalProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md">{props.open && <EstimateEditor {...props} />}</DialogContent>
    </Dialog>
  );
}

function EstimateEditor({ slug, projectId, mode, onOpenChange }: EstimateEditorModalProps) {
  const create = useCreateEstimate(slug, projectId);
  const [type, setType] = useState<EstimateType>("points");
  const [template, setTemplate] = useState(firstTemplate("points"));
  const [values, setValues] = useState(() => templateValues("points", firstTemplate("points")));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const custom = template === "custom";
  // Choosing a system or template is a look, not input; values typed over a template's are.
  useUnsavedChanges(differs(values, templateValues(type, template)));

  function pickType(next: EstimateType) {
    setType(next);
    setTemplate(firstTemplate(next));
    setValues(templateValues(next, firstTemplate(next)));
    setError(null);
  }

  function pickTemplate(next: string) {
    setTemplate(next);
    setValues(templateValues(type, next));
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = pointValuesError(type, values);
    setError(problem);
    if (problem) return;
    const system = ESTIMATE_SYSTEMS[type];
    const name = custom ? `Custom ${system.name.toLowerCase()}` : system.templates[template].title;
    try {
      await create.mutateAsync({
        body: {
          estimate: { name, type },
          estimate_points: values.map((value, i) => ({ key: i + 1, value: value.trim() })),
        },
        tempId: newEstimateTempId(),
      });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, "Error creating estimate"));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader
        title={mode === "create" ? "Set up estimates" : "Switch estimate system"}
        description={
          mode === "create"
            ? "Choose how your team sizes work. The new estimate becomes the project's active one."
            : "A new estimate replaces the active one, which is archived. Issues keep their old points until re-estimated."
        }
      />
      <DialogBody className="space-y-4 pb-4">
        <fieldset className="space-y-1.5">
          <legend className="pb-1 text-xs font-medium text-fg-muted">Estimate system</legend>
          <div className="grid grid-cols-3 gap-2">
            {ESTIMATE_TYPES.map((t) => {
              const system = ESTIMATE_SYSTEMS[t];
              return (
                <label key={t} className={cn(radio, !system.is_available && "cursor-not-allowed opacity-60")}>
                  <input
                    type="radio"
                    name="estimate-type"
                    value={t}
                    checked={type === t}
                    disabled={!system.is_available}
                    onChange={() => pickType(t)}
                    className="accent-accent"
                  />
                  {system.name}
                  {!system.is_available && (
                    <span className="ml-auto rounded border border-warning/30 bg-warning-soft px-1 text-2xs text-warning">
                      Paid plan
                    </span>
                  )}
                </label>
              );
            })}
          </div>
          <p className="text-xs text-fg-subtle">{ESTIMATE_TIME_PAID_MESSAGE}.</p>
        </fieldset>
        <fieldset className="space-y-1.5">
          <legend className="pb-1 text-xs font-medium text-fg-muted">Template</legend>
          <div className="flex flex-wrap gap-2">
            {Object.entries(ESTIMATE_SYSTEMS[type].templates).map(([key, t]) => (
              <label key={key} className={radio}>
                <input
                  type="radio"
                  name="estimate-template"
                  value={key}
                  checked={template === key}
                  onChange={() => pickTemplate(key)}
                  className="accent-accent"
                />
                {t.title}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <p className="text-xs font-medium text-fg-muted">Points</p>
          <PointsEditor
            values={values}
            onEdit={(index, value) => setValues((vs) => vs.map((v, i) => (i === index ? value : v)))}
            onAdd={() => setValues((vs) => [...vs, ""])}
            onRemove={(index) => setValues((vs) => vs.filter((_, i) => i !== index))}
            readOnly={!custom}
            invalid={Boolean(error)}
            describedBy={errorId}
          />
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending}>
          {mode === "create" ? "Create estimate" : "Switch estimate"}
        </Button>
      </DialogFooter>
    </form>
  );
}
