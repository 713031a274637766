import { ORGANIZATION_SIZES, type Workspace } from "@hangar/contracts";
import { useForm } from "react-hook-form";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input, InputGroup, InputGroupInput } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { toast } from "../../../lib/toast";
import { type UpdateWorkspaceBody, useUpdateWorkspace } from "../api/use-workspace-mutations";

type FormValues = { name: string; organization_size: string; logo_url: string };

const FIELDS = ["name", "organization_size", "logo_url"] as const;

function valuesOf(workspace: Workspace): FormValues {
  return { name: workspace.name, organization_size: workspace.organization_size ?? "", logo_url: workspace.logo_url ?? "" };
}

function changesOf(workspace: Workspace, values: FormValues): UpdateWorkspaceBody {
  const before = valuesOf(workspace);
  const body: UpdateWorkspaceBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.organization_size !== before.organization_size) {
    body.organization_size = values.organization_size as UpdateWorkspaceBody["organization_size"];
  }
  if (values.logo_url.trim() !== before.logo_url) body.logo_url = values.logo_url.trim() || null;
  return body;
}

export function WorkspaceGeneralForm({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace(workspace.slug);
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<FormValues>({
    defaultValues: valuesOf(workspace),
  });
  const { errors, isDirty } = formState;
  const origin = typeof window === "undefined" ? "" : window.location.host;

  const onSubmit = handleSubmit((values) => {
    const body = changesOf(workspace, values);
    if (Object.keys(body).length === 0) return reset(values);
    update.mutate(body, {
      onSuccess: () => {
        reset(values);
        toast.success("Workspace updated");
      },
      onError: (error) => {
        const field = serverFieldError(error, FIELDS);
        if (field) setError(field.field, { type: "server", message: field.message });
        else toast.error("Couldn't update the workspace", { description: errorMessage(error) });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Workspace details">
      <div className="flex items-center gap-3">
        <Avatar name={watch("name") || workspace.name} src={watch("logo_url") || null} shape="square" size="lg" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-fg">{watch("name") || workspace.name}</p>
          <p className="truncate text-xs text-fg-subtle">
            {origin}/{workspace.slug}
          </p>
        </div>
      </div>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            {...register("name", {
              validate: (value) => value.trim().length > 0 || "Name is required",
              maxLength: { value: 80, message: "At most 80 characters" },
            })}
          />
        )}
      </FormField>
      <FormField label="Workspace URL" hint="The URL can't be changed after the workspace is created.">
        {(control) => (
          <InputGroup prefix={`${origin}/`}>
            <InputGroupInput {...control} value={workspace.slug} readOnly />
          </InputGroup>
        )}
      </FormField>
      <FormField label="Organization size" error={errors.organization_size?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("organization_size", { required: "Choose an organization size" })}>
            {!workspace.organization_size && <option value="">Select a size</option>}
            {ORGANIZATION_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Logo URL" optional error={errors.logo_url?.message} hint="A square image works best.">
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://example.com/logo.png"
            {...register("logo_url", { maxLength: { value: 2000, message: "At most 2000 characters" } })}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        {isDirty && (
          <Button variant="ghost" onClick={() => reset(valuesOf(workspace))}>
            Discard
          </Button>
        )}
        <Button type="submit" disabled={!isDirty} loading={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
