import type { User } from "@hangar/contracts";
import { useForm } from "react-hook-form";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { personName } from "../../../lib/person-name";
import { serverFieldError } from "../../../lib/server-field-error";
import { toast } from "../../../lib/toast";
import { type UpdateMeBody, useUpdateMe } from "../api/use-update-me";
import { AvatarUpload } from "./avatar-upload";

type FormValues = { first_name: string; last_name: string; display_name: string };
const FIELDS = ["first_name", "last_name", "display_name"] as const;

const valuesOf = (user: User): FormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  display_name: user.display_name,
});

function changesOf(user: User, values: FormValues): UpdateMeBody {
  const before = valuesOf(user);
  const body: UpdateMeBody = {};
  for (const field of FIELDS) if (values[field].trim() !== before[field]) body[field] = values[field].trim();
  return body;
}

/** Names and display name (a handle: no spaces), saved together; errors sit under their field. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<FormValues>({ defaultValues: valuesOf(user) });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((values) => {
    const body = changesOf(user, values);
    if (Object.keys(body).length === 0) return reset(values);
    update.mutate(body, {
      onSuccess: () => {
        reset(values);
        toast.success("Profile updated");
      },
      onError: (error) => {
        const field = serverFieldError(error, FIELDS);
        if (field) setError(field.field, { type: "server", message: field.message });
        else toast.error("Failed to update current user", { description: errorMessage(error) });
      },
    });
  });

  const preview = personName({ ...user, first_name: watch("first_name"), last_name: watch("last_name") });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
      <div className="flex items-center gap-3">
        <Avatar name={preview || user.email} src={user.avatar_url ?? user.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-fg">{preview || user.email}</p>
          <p className="truncate text-xs text-fg-subtle">{user.email}</p>
        </div>
        <AvatarUpload user={user} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="First name" error={errors.first_name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              {...register("first_name", {
                validate: (value) => value.trim().length > 0 || "First name is required",
                maxLength: { value: 255, message: "At most 255 characters" },
              })}
            />
          )}
        </FormField>
        <FormField label="Last name" optional error={errors.last_name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              {...register("last_name", { maxLength: { value: 255, message: "At most 255 characters" } })}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Display name"
        error={errors.display_name?.message}
        hint="Your handle in mentions and where there is no room for your full name."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="nickname"
            {...register("display_name", {
              validate: (value) =>
                value.trim().length === 0
                  ? "Display name is required"
                  : /\s/.test(value.trim())
                    ? "Display name cannot contain spaces"
                    : true,
              maxLength: { value: 255, message: "At most 255 characters" },
            })}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        {isDirty && (
          <Button variant="ghost" onClick={() => reset(valuesOf(user))}>
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
