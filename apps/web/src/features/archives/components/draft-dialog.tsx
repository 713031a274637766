import { type Issue, PRIORITIES, type Priority, type Project } from "@hangar/contracts";
import { type FormEvent, useId, useState } from "react";
import { EDITABLE_PLACEHOLDER, RichTextEditor } from "../../../components/editor";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  differs,
  useUnsavedChanges,
} from "../../../components/ui/dialog";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { PRIORITY_META } from "../../issue-core";
import { useStates } from "../../states";
import { useDraft } from "../api/use-drafts";

export type DraftValues = {
  project_id: string;
  name: string;
  description_html: string;
  priority: Priority;
  state_id: string | null;
};

type DraftDialogProps = {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft being edited; none for a new one, which asks for its project. */
  draft?: Issue;
  /** Projects a new draft may go to (the caller is at least a member there). */
  projects: Project[];
  /** `draft` is the draft as the form loaded it (with its description), to tell what changed. */
  onSave: (values: DraftValues, draft?: Issue) => void;
  /** Publishing: only an existing draft is turned into an issue here. */
  onPublish?: (values: DraftValues, draft?: Issue) => void;
};

/** Writes or edits a draft in the create-issue modal's shape: title, description, project, state, priority. */
export function DraftDialog({ open, onOpenChange, ...rest }: DraftDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        {/* Mounted only while open: each opening starts from the draft as it is now. */}
        {open &&
          (rest.draft ? (
            <LoadedDraftForm {...rest} draft={rest.draft} onClose={() => onOpenChange(false)} />
          ) : (
            <DraftForm {...rest} onClose={() => onOpenChange(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<DraftDialogProps, "open" | "onOpenChange"> & { onClose: () => void };

/** A listed draft has no description: the form waits for the draft itself. */
function LoadedDraftForm(props: FormProps & { draft: Issue }) {
  const full = useDraft(props.slug, props.draft.id);
  if (full.isPending) return <PageSpinner label="Loading draft" />;
  if (full.isError) {
    return (
      <DialogBody className="py-6">
        <p className="text-sm text-danger">{errorMessage(full.error, "This draft could not be loaded.")}</p>
      </DialogBody>
    );
  }
  return <DraftForm {...props} draft={{ ...props.draft, ...full.data }} />;
}

function DraftForm({ slug, draft, projects, onSave, onPublish, onClose }: FormProps) {
  const id = useId();
  const [initial] = useState<DraftValues>(() => ({
    project_id: draft?.project_id ?? projects[0]?.id ?? "",
    name: draft?.name ?? "",
    description_html: draft?.description_html ?? "",
    priority: draft?.priority ?? "none",
    state_id: draft?.state_id ?? null,
  }));
  const [values, setValues] = useState(initial);
  useUnsavedChanges(differs(values, initial));
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<DraftValues>) => setValues((current) => ({ ...current, ...patch }));

  const finish = (action: (values: DraftValues, draft?: Issue) => void) => {
    if (!values.name.trim()) {
      setError("Title is required");
      return;
    }
    if (!values.project_id) {
      setError("Choose a project");
      return;
    }
    action({ ...values, name: values.name.trim() }, draft);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish(onSave);
  };

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{draft ? "Edit draft" : "New draft"}</DialogTitle>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-3 pb-4">
        <Input
          autoFocus
          aria-label="Title"
          placeholder="Title"
          value={values.name}
          maxLength={255}
          onChange={(event) => change({ name: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 border-transparent px-0 text-base font-medium shadow-none focus:border-transparent focus:ring-0"
        />
        <div className="min-h-24 rounded-md border border-border px-2.5 py-2">
          <RichTextEditor
            ariaLabel="Description"
            value={values.description_html}
            onChange={(html) => change({ description_html: html })}
            placeholder={EDITABLE_PLACEHOLDER}
          />
        </div>
        <div className="grid grid-cols-3 gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-project`}>Project</Label>
            <NativeSelect
              id={`${id}-project`}
              value={values.project_id}
              disabled={Boolean(draft)}
              onChange={(event) => change({ project_id: event.target.value, state_id: null })}
            >
              {draft && !projects.some((p) => p.id === draft.project_id) && <option value={draft.project_id}>—</option>}
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {values.project_id && (
            <StateField
              id={`${id}-state`}
              slug={slug}
              projectId={values.project_id}
              value={values.state_id}
              onChange={(state_id) => change({ state_id })}
            />
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <NativeSelect
              id={`${id}-priority`}
              value={values.priority}
              onChange={(event) => change({ priority: event.target.value as Priority })}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_META[p].label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="sm">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" size="sm" variant={onPublish ? "secondary" : "primary"}>
          Save draft
        </Button>
        {onPublish && (
          <Button size="sm" onClick={() => finish(onPublish)}>
            Create issue
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

function StateField(props: {
  id: string;
  slug: string;
  projectId: string;
  value: string | null;
  onChange: (stateId: string | null) => void;
}) {
  const states = useStates(props.slug, props.projectId);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={props.id}>State</Label>
      <NativeSelect id={props.id} value={props.value ?? ""} onChange={(event) => props.onChange(event.target.value || null)}>
        <option value="">Default state</option>
        {(states.data ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
