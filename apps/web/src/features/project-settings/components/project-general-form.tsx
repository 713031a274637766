import { PROJECT_IDENTIFIER_MAX, type Project } from "@hangar/contracts";
import { useForm } from "react-hook-form";
import { LeadField, type LeadOption } from "../../../components/lead-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { toast } from "../../../lib/toast";
import { type UpdateProjectBody, useUpdateProject } from "../api/use-project-mutations";
import { emojiOf, logoPropsFor } from "../lib/project-logo";
import { LogoEmojiField } from "./logo-emoji-field";
import { NetworkField } from "./network-field";

export type { LeadOption };

type FormValues = { name: string; identifier: string; description: string; network: string; project_lead: string; emoji: string };

const FIELDS = ["name", "identifier", "description", "network", "project_lead", "logo_props"] as const;

function valuesOf(project: Project): FormValues {
  return {
    name: project.name,
    identifier: project.identifier,
    description: project.description ?? "",
    network: String(project.network === 0 ? 0 : 1),
    project_lead: project.project_lead ?? "",
    emoji: emojiOf(project.logo_props),
  };
}

function changesOf(project: Project, values: FormValues): UpdateProjectBody {
  const before = valuesOf(project);
  const body: UpdateProjectBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.identifier !== before.identifier) body.identifier = values.identifier;
  if (values.description !== before.description) body.description = values.description;
  if (values.network !== before.network) body.network = Number(values.network) as 0 | 1;
  if (values.project_lead !== before.project_lead) body.project_lead = values.project_lead || null;
  if (values.emoji !== before.emoji) body.logo_props = logoPropsFor(values.emoji);
  return body;
}

type ProjectGeneralFormProps = { slug: string; project: Project; canEdit: boolean; leadOptions: LeadOption[] };

export function ProjectGeneralForm({ slug, project, canEdit, leadOptions }: ProjectGeneralFormProps) {
  const update = useUpdateProject(slug, project.id, { errorTitle: false });
  const form = useForm<FormValues>({ defaultValues: valuesOf(project) });
  const { register, handleSubmit, formState, setError, reset, watch, setValue } = form;
  const { errors, isDirty } = formState;

  const identifier = register("identifier", {
    required: "Identifier is required",
    pattern: { value: /^[A-Z0-9]+$/, message: "Use uppercase letters and digits only" },
    maxLength: { value: PROJECT_IDENTIFIER_MAX, message: `At most ${PROJECT_IDENTIFIER_MAX} characters` },
  });

  const onSubmit = handleSubmit((values) => {
    const body = changesOf(project, values);
    if (Object.keys(body).length === 0) return reset(values);
    update.mutate(body, {
      onSuccess: () => {
        reset(values);
        toast.success("Project updated");
      },
      onError: (error) => {
        const field = serverFieldError(error, FIELDS);
        if (field) setError(field.field === "logo_props" ? "emoji" : field.field, { type: "server", message: field.message });
        else toast.error("Couldn't update the project", { description: errorMessage(error) });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="General settings">
      {!canEdit && <Alert variant="info">Only project admins can change these settings.</Alert>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <LogoEmojiField
          value={watch("emoji")}
          onChange={(emoji) => setValue("emoji", emoji, { shouldDirty: true })}
          error={errors.emoji?.message}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <FormField label="Name" error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...register("name", {
                  validate: (v) => v.trim().length > 0 || "Name is required",
                  maxLength: { value: 255, message: "At most 255 characters" },
                })}
              />
            )}
          </FormField>
          <FormField label="Identifier" error={errors.identifier?.message} hint="Prefix of work item IDs, e.g. HNG-12">
            {(control) => (
              <Input
                {...control}
                {...identifier}
                maxLength={PROJECT_IDENTIFIER_MAX}
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                onChange={(event) => {
                  event.target.value = event.target.value.toUpperCase().replace(/[^A-Z0-9]/g, "");
                  return identifier.onChange(event);
                }}
              />
            )}
          </FormField>
        </div>
        <FormField label="Description" optional error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={3} placeholder="What is this project about?" {...register("description")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <NetworkField register={register("network")} error={errors.network?.message} />
          <LeadField
            label="Project lead"
            error={errors.project_lead?.message}
            options={leadOptions}
            register={register("project_lead")}
          />
        </div>
      </fieldset>
      {canEdit && (
        <div className="flex items-center gap-2">
          <Button type="submit" disabled={!isDirty} loading={update.isPending}>
            Save changes
          </Button>
          {isDirty && (
            <Button variant="ghost" onClick={() => reset(valuesOf(project))}>
              Discard
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
