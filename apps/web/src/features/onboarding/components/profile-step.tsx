import type { User, UserProfile } from "@hangar/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { ApiError, errorMessage } from "../../../lib/api";
import { useUpdateProfile } from "../api/use-update-profile";
import { useUpdateUser } from "../api/use-update-user";

export const ROLE_OPTIONS = [
  "Engineering",
  "Product management",
  "Design",
  "Founder / Leadership",
  "Marketing",
  "Operations",
  "Other",
];
export const USE_CASE_OPTIONS = [
  "Software development",
  "Product planning",
  "Project management",
  "Bug tracking",
  "Personal tasks",
  "Other",
];

type FormValues = { first_name: string; last_name: string; display_name: string; role: string; use_case: string };
type FieldName = keyof FormValues;

type ProfileStepProps = {
  user: User;
  profile: UserProfile;
  onDone: () => void;
};

function defaultDisplayName(user: User): string {
  return user.display_name || user.email.split("@")[0].replace(/\s+/g, "");
}

/** Server validation messages look like "display_name: …"; route them to their field when possible. */
function fieldOf(message: string): FieldName | null {
  const match = /^(first_name|last_name|display_name|role|use_case)\b/.exec(message);
  return match ? (match[1] as FieldName) : null;
}

export function ProfileStep({ user, profile, onDone }: ProfileStepProps) {
  const updateUser = useUpdateUser();
  const updateProfile = useUpdateProfile();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: {
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      display_name: defaultDisplayName(user),
      role: profile.role ?? "",
      use_case: profile.use_case ?? "",
    },
  });

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await updateUser.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        display_name: values.display_name.trim(),
      });
    } catch (error) {
      const message = errorMessage(error, "Failed to update current user");
      const field = error instanceof ApiError && error.status === 400 ? fieldOf(message) : null;
      if (field) setError(field, { message: message.replace(/^\w+:\s*/, "") });
      else setBanner(message);
      return;
    }
    try {
      await updateProfile.mutateAsync({
        onboarding_step: { profile_complete: true },
        ...(values.role ? { role: values.role } : {}),
        ...(values.use_case ? { use_case: values.use_case } : {}),
      });
    } catch (error) {
      setBanner(errorMessage(error, "Failed to update user profile"));
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          {(control) => (
            <Input
              {...control}
              autoFocus
              autoComplete="given-name"
              maxLength={255}
              {...register("first_name", { validate: (v) => (v.trim() ? true : "First name is required.") })}
            />
          )}
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message} optional>
          {(control) => <Input {...control} autoComplete="family-name" maxLength={255} {...register("last_name")} />}
        </FormField>
      </div>
      <FormField
        label="Display name"
        error={errors.display_name?.message}
        hint="How others see you in mentions and lists. No spaces."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="nickname"
            maxLength={255}
            {...register("display_name", {
              validate: (v) => {
                if (!v.trim()) return "Display name is required.";
                if (/\s/.test(v.trim())) return "Display name can't contain spaces.";
                return true;
              },
            })}
          />
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Role" optional>
          {(control) => (
            <NativeSelect {...control} {...register("role")}>
              <option value="">Select your role</option>
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Use case" optional>
          {(control) => (
            <NativeSelect {...control} {...register("use_case")}>
              <option value="">What will you use Hangar for?</option>
              {USE_CASE_OPTIONS.map((useCase) => (
                <option key={useCase} value={useCase}>
                  {useCase}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Continue
      </Button>
    </form>
  );
}
