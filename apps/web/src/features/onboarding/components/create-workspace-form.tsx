import { ORGANIZATION_SIZES, type Workspace } from "@hangar/contracts";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input, InputGroup, InputGroupInput } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, errorMessage } from "../../../lib/api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type CreateWorkspaceBody, useCreateWorkspace, useSlugCheck } from "../api/use-create-workspace";
import { deriveSlug, sanitizeSlug, slugProblem } from "../lib/workspace-slug";

type FormValues = { name: string; slug: string; organization_size: string };

type CreateWorkspaceFormProps = {
  onCreated: (workspace: Workspace) => void | Promise<void>;
  submitLabel?: string;
};

export function CreateWorkspaceForm({ onCreated, submitLabel = "Create workspace" }: CreateWorkspaceFormProps) {
  const create = useCreateWorkspace();
  const [slugEdited, setSlugEdited] = useState(false);
  const [serverSlugError, setServerSlugError] = useState<string | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: { name: "", slug: "", organization_size: "" } });

  const slug = watch("slug");
  const debouncedSlug = useDebouncedValue(slug, 300);
  const localProblem = slug ? slugProblem(slug) : null;
  const settled = debouncedSlug === slug;
  const check = useSlugCheck(debouncedSlug, settled && !slugProblem(debouncedSlug));
  const taken = settled && check.data?.status === false;
  const available = settled && check.data?.status === true;
  const checking = Boolean(slug) && !localProblem && (!settled || check.isFetching);

  const slugError =
    errors.slug?.message ?? localProblem ?? serverSlugError ?? (taken ? "This workspace URL is taken. Try another one." : null);

  const nameField = register("name", {
    validate: (value) =>
      value.trim() ? value.trim().length <= 80 || "Workspace name can be at most 80 characters." : "Workspace name is required.",
    onChange: (event) => {
      if (!slugEdited) {
        setValue("slug", deriveSlug(event.target.value));
        setServerSlugError(null);
      }
    },
  });
  const slugField = register("slug", {
    validate: (value) => slugProblem(value) ?? true,
    onChange: (event) => {
      setSlugEdited(true);
      setServerSlugError(null);
      setValue("slug", sanitizeSlug(event.target.value));
    },
  });

  const submit = handleSubmit(async (values) => {
    if (taken || localProblem) return;
    setBannerError(null);
    try {
      const workspace = await create.mutateAsync({
        name: values.name.trim(),
        slug: values.slug,
        organization_size: values.organization_size as CreateWorkspaceBody["organization_size"],
      });
      await onCreated(workspace);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setServerSlugError(errorMessage(error));
      else setBannerError(errorMessage(error, "Could not create the workspace. Please try again."));
    }
  });

  const host = typeof window === "undefined" ? "" : window.location.host;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {bannerError && <Alert variant="error">{bannerError}</Alert>}
      <FormField label="Workspace name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...nameField} autoFocus placeholder="Acme Inc." autoComplete="organization" maxLength={80} />
        )}
      </FormField>
      <FormField
        label="Workspace URL"
        error={slugError}
        hint={
          checking ? (
            <span className="inline-flex items-center gap-1.5">
              <Spinner size="xs" /> Checking availability…
            </span>
          ) : available ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CheckCircle2 className="size-3" aria-hidden /> This URL is available.
            </span>
          ) : (
            "Lowercase letters, numbers, - and _ only."
          )
        }
      >
        {(control) => (
          <InputGroup prefix={`${host}/`} invalid={Boolean(slugError)}>
            <InputGroupInput {...control} {...slugField} placeholder="acme" spellCheck={false} autoCapitalize="off" />
          </InputGroup>
        )}
      </FormField>
      <FormField label="Organization size" error={errors.organization_size?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("organization_size", { required: "Select the size of your organization." })}>
            <option value="" disabled>
              Select a range
            </option>
            {ORGANIZATION_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting || create.isPending} disabled={taken} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
