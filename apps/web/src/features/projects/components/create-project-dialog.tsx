import { PROJECT_IDENTIFIER_MAX } from "@hangar/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { LeadField, type LeadOption } from "../../../components/lead-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  differs,
} from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api";
import { appPaths } from "../../../lib/paths";
import { serverFieldError } from "../../../lib/server-field-error";
import { toast } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useCreateProject } from "../api/use-create-project";
import { useIdentifierCheck } from "../api/use-identifier-check";
import { sanitizeIdentifier, suggestIdentifier } from "../lib/identifier";
import { logoPropsFor } from "../lib/project-logo";
import { EmojiPicker } from "./emoji-picker";
import { NetworkChoice } from "./network-choice";

export type { LeadOption };

type FormValues = { name: string; identifier: string; description: string; network: string; project_lead: string; emoji: string };

const FIELDS = ["name", "identifier", "description", "network", "project_lead", "logo_props"] as const;
const EMPTY: FormValues = { name: "", identifier: "", description: "", network: "1", project_lead: "", emoji: "" };
export const IDENTIFIER_TAKEN = "Identifier is taken";

type CreateProjectDialogProps = {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** People who can lead the project: the caller and the other workspace members. */
  leadOptions: LeadOption[];
};

export function CreateProjectDialog({ slug, open, onOpenChange, leadOptions }: CreateProjectDialogProps) {
  const navigate = useNavigate();
  const create = useCreateProject(slug);
  const [banner, setBanner] = useState<string | null>(null);
  // Once the user edits the identifier, the name stops rewriting it (until they clear it).
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const { register, handleSubmit, formState, setError, clearErrors, reset, setValue, watch } = useForm<FormValues>({
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const identifier = watch("identifier");
  const checkedIdentifier = useDebouncedValue(identifier, 300);
  const check = useIdentifierCheck(slug, open ? checkedIdentifier : "");
  const taken = check.data?.exists === true && check.data.identifier === identifier;

  function close(next: boolean) {
    if (!next) {
      reset(EMPTY);
      setIdentifierEdited(false);
      setBanner(null);
    }
    onOpenChange(next);
  }

  const nameField = register("name", {
    validate: (value) => value.trim().length > 0 || "Name is required",
    maxLength: { value: 255, message: "At most 255 characters" },
    onChange: (event) => {
      if (identifierEdited) return;
      setValue("identifier", suggestIdentifier(event.target.value));
      clearErrors("identifier");
    },
  });
  const identifierField = register("identifier", {
    required: "Identifier is required",
    maxLength: { value: PROJECT_IDENTIFIER_MAX, message: `At most ${PROJECT_IDENTIFIER_MAX} characters` },
    onChange: (event) => {
      const clean = sanitizeIdentifier(event.target.value);
      setValue("identifier", clean);
      setIdentifierEdited(clean.length > 0);
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (taken) return setError("identifier", { type: "server", message: IDENTIFIER_TAKEN });
    setBanner(null);
    create.mutate(
      {
        name: values.name.trim(),
        identifier: values.identifier,
        description: values.description.trim(),
        network: values.network === "0" ? 0 : 1,
        project_lead: values.project_lead || null,
        logo_props: logoPropsFor(values.emoji),
      },
      {
        onSuccess: (project) => {
          toast.success(`${project.name} created`);
          close(false);
          navigate(appPaths.issues(slug, project.id));
        },
        onError: (error) => {
          const field = serverFieldError(error, FIELDS);
          if (field?.field === "identifier" && /taken/i.test(field.message)) {
            setError("identifier", { type: "server", message: IDENTIFIER_TAKEN });
          } else if (field) {
            setError(field.field === "logo_props" ? "emoji" : field.field, { type: "server", message: field.message });
          } else {
            setBanner(errorMessage(error, "Could not create the project. Please try again."));
          }
        },
      },
    );
  });

  const identifierError = errors.identifier?.message ?? (taken ? IDENTIFIER_TAKEN : undefined);

  return (
    <Dialog open={open} onOpenChange={close} dirty={differs(watch(), EMPTY)}>
      <DialogContent size="md">
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-col">
          <DialogHeader title="Create project" description="Projects hold your team's issues, states and labels." />
          <DialogBody className="space-y-4 pb-4">
            {banner && <Alert variant="error">{banner}</Alert>}
            <div className="flex items-end gap-2">
              <EmojiPicker value={watch("emoji")} onChange={(emoji) => setValue("emoji", emoji)} />
              <FormField label="Name" className="flex-1" error={errors.name?.message}>
                {(control) => <Input {...control} placeholder="e.g. Mobile app" autoComplete="off" autoFocus {...nameField} />}
              </FormField>
            </div>
            <FormField
              label="Identifier"
              error={identifierError}
              hint={identifier ? `Issues will be numbered ${identifier}-1, ${identifier}-2, …` : "Letters and digits, up to 12."}
            >
              {(control) => (
                <Input {...control} className="font-mono uppercase" autoComplete="off" placeholder="MOB" {...identifierField} />
              )}
            </FormField>
            <FormField label="Description" optional error={errors.description?.message}>
              {(control) => (
                <Textarea {...control} rows={3} placeholder="What is this project about?" {...register("description")} />
              )}
            </FormField>
            <NetworkChoice register={register("network")} />
            <LeadField
              label="Lead"
              optional
              error={errors.project_lead?.message}
              options={leadOptions}
              register={register("project_lead")}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              Create project
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
