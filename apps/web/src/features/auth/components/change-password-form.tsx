import { AUTH_ERROR, passwordUserInputs, type User } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { isApiError } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useChangePassword, useSetPassword } from "../api/auth-mutations";
import { toAuthErrors } from "../lib/auth-errors";
import { usePasswordCheck } from "../lib/use-password-check";
import { PasswordInput } from "./password-input";
import { PasswordStrengthMeter } from "./password-strength";

type Errors = { old?: string; new?: string; banner?: string };

/**
 * Account settings → Security: change the password, or set a first one on an account made with a mailed
 * code (`is_password_autoset`). Changing it ends every other session, as the server does.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const hasPassword = !user.is_password_autoset;
  const change = useChangePassword();
  const set = useSetPassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const inputs = passwordUserInputs(user.email, user.first_name, user.last_name, user.display_name);
  const { check, unavailable, acceptable } = usePasswordCheck(next, inputs);
  const pending = change.isPending || set.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!acceptable || (hasPassword && !current)) return;
    setErrors({});
    try {
      if (hasPassword) await change.mutateAsync({ old_password: current, new_password: next });
      else await set.mutateAsync(next);
      queryClient.setQueryData<User>(queryKeys.me, (me) => me && { ...me, is_password_autoset: false });
      // Every other session ended with the change: the sessions list must show it.
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.me, "sessions"] });
      setCurrent("");
      setNext("");
      toast.success(hasPassword ? "Password changed. Other sessions were signed out." : "Password set");
    } catch (error) {
      const incorrect = isApiError(error) && error.code === AUTH_ERROR.INCORRECT_OLD_PASSWORD;
      const mapped = toAuthErrors(error);
      setErrors(incorrect ? { old: mapped.password } : { new: mapped.password, banner: mapped.banner ?? mapped.email });
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-md flex-col gap-4"
      aria-label={hasPassword ? "Change password" : "Set a password"}
    >
      {!hasPassword && (
        <p className="text-sm text-fg-muted">
          You sign in with a mailed code. Set a password to sign in without waiting for one.
        </p>
      )}
      {hasPassword && (
        <FormField label="Current password" error={errors.old}>
          {(control) => (
            <PasswordInput
              {...control}
              invalid={Boolean(errors.old)}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label="New password" error={errors.new}>
        {(control) => (
          <PasswordInput
            {...control}
            invalid={Boolean(errors.new)}
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        )}
      </FormField>
      <PasswordStrengthMeter check={check} unavailable={unavailable} />
      {errors.banner && <p className="text-sm text-danger">{errors.banner}</p>}
      <Button type="submit" loading={pending} disabled={!acceptable || (hasPassword && !current)} className="self-start">
        {hasPassword ? "Change password" : "Set password"}
      </Button>
    </form>
  );
}
