import { type CreateIssueBody, issueEndpoints } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { EDITABLE_PLACEHOLDER, RichTextEditor } from "../../../../components/editor";
import { Button } from "../../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useUnsavedChanges,
} from "../../../../components/ui/dialog";
import { FieldError } from "../../../../components/ui/field-error";
import { Input } from "../../../../components/ui/input";
import { Kbd } from "../../../../components/ui/kbd";
import { Label } from "../../../../components/ui/label";
import { ToggleSwitch } from "../../../../components/ui/toggle-switch";
import { call, errorMessage } from "../../../../lib/api";
import { serverFieldError } from "../../../../lib/server-field-error";
import { modShortcut } from "../../../../lib/shortcut-catalogue";
import { toast } from "../../../../lib/toast";
import { draftKeys } from "../../../archives/api/draft-keys";
import { useCurrentUser } from "../../../auth";
import { useCreateIssue } from "../../../issue-core";
import { useLabels } from "../../../labels";
import { useProjectPeople } from "../../../project-members";
import { useProject } from "../../../project-settings";
import { useStates } from "../../../states";
import { CreateIssueProperties } from "./create-issue-properties";
import {
  DRAFT_FIELDS,
  type DraftField,
  draftToBody,
  emptyDraft,
  type IssueDraft,
  isDraftChanged,
  splitScreenFields,
} from "./issue-draft";

type CreateIssueModalProps = {
  slug: string;
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: Partial<IssueDraft>;
  /** Fields the screen adds to every issue created here (the cycle or module it was opened in). */
  extraBody?: Partial<CreateIssueBody>;
};

export function CreateIssueModal({ open, onOpenChange, ...rest }: CreateIssueModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        {/* Mounted only while open, so every opening starts from a fresh draft and its defaults. */}
        {open && <CreateIssueForm {...rest} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<CreateIssueModalProps, "open" | "onOpenChange"> & { onClose: () => void };

function CreateIssueForm({ slug, projectId, defaults, extraBody, onClose }: FormProps) {
  const id = useId();
  const errorId = (field: DraftField) => `${id}-${field}-error`;
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const { people } = useProjectPeople(slug, projectId);
  const me = useCurrentUser();
  const { createIssue } = useCreateIssue(slug, projectId);

  const [screenFields] = useState(() => splitScreenFields(extraBody));
  const [initialDraft] = useState(() => emptyDraft({ ...screenFields.draft, ...defaults }));
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [createMore, setCreateMore] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);

  const defaultStateId = states.data?.find((s) => s.default)?.id ?? states.data?.[0]?.id ?? null;
  useEffect(() => {
    if (defaultStateId) setDraft((d) => (d.state_id ? d : { ...d, state_id: defaultStateId }));
  }, [defaultStateId]);

  const queryClient = useQueryClient();
  /** Closing with a title typed offers to keep the issue as a draft (the drafts page lists it). */
  async function saveDraft() {
    const { cycle_id: _cycle, module_ids: _modules, ...body } = draftToBody(draft);
    try {
      await call(issueEndpoints.createProjectDraft, { params: { slug, projectId }, body });
    } catch (error) {
      toast.error("Couldn't save the draft", { description: errorMessage(error) });
      throw error;
    }
    void queryClient.invalidateQueries({ queryKey: draftKeys.all(slug) });
    toast.success("Draft saved", { description: body.name });
  }
  useUnsavedChanges(
    isDraftChanged(draft, { ...initialDraft, state_id: initialDraft.state_id ?? defaultStateId }),
    draft.name.trim() ? saveDraft : undefined,
  );

  function change(patch: Partial<IssueDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch) as DraftField[]) delete next[field];
      return next;
    });
  }

  async function submit() {
    if (busy.current) return;
    if (!draft.name.trim()) {
      setErrors({ name: "Title is required" });
      titleRef.current?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const created = await createIssue(
        { ...screenFields.fixed, ...draftToBody(draft) },
        { toast: false, createdBy: me.data?.id ?? null },
      );
      toast.success("Issue created", { description: `${project.data?.identifier ?? ""}-${created.sequence_id} ${created.name}` });
      if (!createMore) {
        onClose();
        return;
      }
      setDraft((d) => ({ ...d, name: "", description_html: "" }));
      titleRef.current?.focus();
    } catch (error) {
      const fieldError = serverFieldError(error, DRAFT_FIELDS);
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
      else toast.error("Couldn't create the issue", { description: errorMessage(error) });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.key !== "Enter" || !(event.metaKey || event.ctrlKey)) return;
    event.preventDefault();
    void submit();
  }

  const propertyErrors = DRAFT_FIELDS.filter((f) => f !== "name" && f !== "description_html" && errors[f]);
  const mentionables = people.map((p) => ({ id: p.id, display_name: p.display_name, avatar: p.avatar_url ?? p.avatar }));

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>
          <span className="mr-2 font-mono text-xs text-fg-subtle">{project.data?.identifier}</span>New issue
        </DialogTitle>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-3 pb-4">
        <div className="flex flex-col gap-1">
          <Input
            ref={titleRef}
            autoFocus
            aria-label="Title"
            placeholder="Title"
            value={draft.name}
            maxLength={255}
            onChange={(event) => change({ name: event.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? errorId("name") : undefined}
            className="h-9 border-transparent px-0 text-base font-medium shadow-none focus:border-transparent focus:ring-0"
          />
          <FieldError id={errorId("name")}>{errors.name}</FieldError>
        </div>
        <div className="min-h-24 rounded-md border border-border px-2.5 py-2">
          <RichTextEditor
            ariaLabel="Description"
            value={draft.description_html}
            onChange={(html) => change({ description_html: html })}
            placeholder={EDITABLE_PLACEHOLDER}
            mentionables={mentionables}
            onSubmit={() => void submit()}
          />
        </div>
        <FieldError id={errorId("description_html")}>{errors.description_html}</FieldError>
        <CreateIssueProperties
          slug={slug}
          projectId={projectId}
          draft={draft}
          onChange={change}
          states={states.data ?? []}
          labels={labels.data ?? []}
          people={people}
          identifier={project.data?.identifier ?? ""}
          errors={errors}
          errorId={errorId}
        />
        {propertyErrors.map((field) => (
          <FieldError key={field} id={errorId(field)}>
            {errors[field]}
          </FieldError>
        ))}
      </DialogBody>
      <DialogFooter>
        <div className="mr-auto flex items-center gap-2">
          <ToggleSwitch id={`${id}-more`} size="sm" checked={createMore} onCheckedChange={setCreateMore} />
          <Label htmlFor={`${id}-more`} className="text-xs font-normal text-fg-muted">
            Create more
          </Label>
        </div>
        <DialogClose asChild>
          <Button variant="secondary" size="sm">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" size="sm" loading={submitting}>
          Create issue
          <Kbd aria-hidden className="ml-1 border-white/30 bg-white/15 text-accent-fg">
            {modShortcut("↵")}
          </Kbd>
        </Button>
      </DialogFooter>
    </form>
  );
}
