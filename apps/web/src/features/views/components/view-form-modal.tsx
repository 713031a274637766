import {
  type CreateViewBody,
  type IssueView,
  type UpdateViewBody,
  VIEW_ACCESS,
  VIEW_NAME_MAX,
  type ViewAccess,
} from "@hangar/contracts";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
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
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api";
import { FILTER_DEFINITIONS } from "../../issue-filters";
import { useCreateView, useUpdateView } from "../api/use-view-mutations";
import type { ViewPlace } from "../api/view-keys";
import { AccessChoice } from "./access-choice";

/** What a new view saves besides its name: the filters and display settings it starts from. */
export type ViewSettings = Pick<CreateViewBody, "filters" | "display_filters" | "display_properties">;

type ViewFormModalProps = {
  place: ViewPlace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The view being edited; absent to create one. */
  view?: IssueView | null;
  /** A new view's settings (the screen's current filters and display); ignored when editing. */
  settings?: ViewSettings;
  onSaved?: (view: IssueView) => void;
};

export function ViewFormModal(props: ViewFormModalProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="md" aria-describedby={undefined}>
        {/* Keyed so reopening starts from the view as it is now, not from the last attempt. */}
        {props.open && <ViewForm key={props.view?.id ?? "new"} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

const filterNames = (settings: ViewSettings | undefined) =>
  FILTER_DEFINITIONS.filter((d) => (settings?.filters?.[d.key]?.length ?? 0) > 0).map((d) => d.label);

function ViewForm({ place, onOpenChange, view, settings, onSaved }: ViewFormModalProps) {
  const [name, setName] = useState(view?.name ?? "");
  const [description, setDescription] = useState(view?.description ?? "");
  const [access, setAccess] = useState<ViewAccess>(view?.access ?? VIEW_ACCESS.PUBLIC);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(
    differs(
      { name, description, access },
      { name: view?.name ?? "", description: view?.description ?? "", access: view?.access ?? VIEW_ACCESS.PUBLIC },
    ),
  );
  const create = useCreateView(place);
  const update = useUpdateView(place);
  const filters = filterNames(settings);
  const scopeLabel = place.projectId ? "project" : "workspace";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      let saved: IssueView;
      if (view) {
        const changes: UpdateViewBody = {};
        if (name.trim() !== view.name) changes.name = name.trim();
        if (description !== view.description) changes.description = description;
        if (access !== view.access) changes.access = access;
        saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: view.id, changes }) : view;
      } else {
        saved = await create({ ...settings, name: name.trim(), description, access });
      }
      onOpenChange(false);
      onSaved?.(saved);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{view ? "Edit view" : "Create view"}</DialogTitle>
      </DialogHeader>
      <DialogBody className="space-y-3 pb-4">
        {error && <Alert variant="error">{error}</Alert>}
        <FormField label="Name" hint={name.trim() ? undefined : "A view without a name shows as “Untitled”."}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="High-priority bugs"
              maxLength={VIEW_NAME_MAX}
              autoFocus
            />
          )}
        </FormField>
        <FormField label="Description" optional>
          {(control) => <Textarea {...control} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </FormField>
        <AccessChoice value={access} onChange={setAccess} scopeLabel={scopeLabel} />
        {!view && (
          <p className="text-xs text-fg-muted">
            {filters.length > 0
              ? `Saves the current filters (${filters.join(", ")}) and display settings.`
              : "Saves the current display settings. Add filters from the list once it's created."}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {view ? "Save changes" : "Create view"}
        </Button>
      </DialogFooter>
    </form>
  );
}
