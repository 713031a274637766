import { isEmailAddress, ROLE, type Role } from "@hangar/contracts";
import { Plus, X } from "lucide-react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { RoleSelect } from "./role-select";
import { Button } from "./ui/button";
import { FieldError } from "./ui/field-error";
import { Input } from "./ui/input";

const MAX_ROWS = 20;

export type Invitee = { email: string; role: Role };
type InviteForm = { rows: Invitee[] };

const emptyRow = (): Invitee => ({ email: "", role: ROLE.MEMBER });

/**
 * The rows of an invite form (email and role each). `invitees` reads them on submit: the filled rows,
 * emails lower-cased, or null once it has marked the bad ones (invalid, twice in the list, already a
 * member) or, when every row is empty, the first row with `emptyMessage`.
 */
export function useInviteRows() {
  const form = useForm<InviteForm>({ defaultValues: { rows: [emptyRow()] } });

  function invitees(rows: Invitee[], opts: { emptyMessage: string; memberEmails?: ReadonlySet<string> }): Invitee[] | null {
    const seen = new Set<string>();
    const found: Invitee[] = [];
    let invalid = false;
    rows.forEach((row, index) => {
      const email = row.email.trim().toLowerCase();
      if (!email) return;
      let message: string | null = null;
      if (!isEmailAddress(email)) message = "Enter a valid email address.";
      else if (seen.has(email)) message = "This email is already in the list.";
      else if (opts.memberEmails?.has(email)) message = "This person is already a member.";
      if (message) {
        form.setError(`rows.${index}.email`, { message });
        invalid = true;
        return;
      }
      seen.add(email);
      found.push({ email, role: row.role });
    });
    if (invalid) return null;
    if (found.length === 0) {
      form.setError("rows.0.email", { message: opts.emptyMessage });
      return null;
    }
    return found;
  }

  return { form, invitees, reset: () => form.reset({ rows: [emptyRow()] }) };
}

type InviteRowsProps = {
  form: UseFormReturn<InviteForm>;
  /** The inviter's role: nobody hands out a role above their own. */
  maxRole?: number;
  /** Column titles above the rows. */
  showHeader?: boolean;
};

/** Up to 20 rows of email and role, each removable (but the last), and "Add another". */
export function InviteRows({ form, maxRole, showHeader }: InviteRowsProps) {
  const { control, register, clearErrors, formState, setValue, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "rows" });
  const rowErrors = formState.errors.rows;
  const grid = "grid grid-cols-[1fr_8rem_1.75rem] gap-2";

  return (
    <div className="flex flex-col gap-2">
      {showHeader && (
        <div className={`${grid} text-xs font-medium text-fg-muted`} aria-hidden>
          <span>Email</span>
          <span>Role</span>
        </div>
      )}
      {fields.map((field, index) => {
        const emailId = `invite-${field.id}-email`;
        const error = rowErrors?.[index]?.email?.message;
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className={`${grid} items-center`}>
              <label htmlFor={emailId} className="sr-only">
                Email
              </label>
              <Input
                id={emailId}
                type="email"
                placeholder="teammate@company.com"
                autoFocus={index === fields.length - 1}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${emailId}-error` : undefined}
                {...register(`rows.${index}.email`, { onChange: () => clearErrors(`rows.${index}.email`) })}
              />
              <RoleSelect
                value={watch(`rows.${index}.role`)}
                max={maxRole}
                onChange={(role) => setValue(`rows.${index}.role`, role)}
              />
              <Button variant="ghost" size="icon-sm" disabled={fields.length === 1} onClick={() => remove(index)}>
                <X aria-hidden />
                <span className="sr-only">Remove row {index + 1}</span>
              </Button>
            </div>
            <FieldError id={`${emailId}-error`}>{error}</FieldError>
          </div>
        );
      })}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={fields.length >= MAX_ROWS}
        onClick={() => append(emptyRow())}
      >
        <Plus aria-hidden /> Add another
      </Button>
    </div>
  );
}
