import { ROLE, ROLE_LABEL, type Role } from "@hangar/contracts";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/api";
import { type Invitee, useInviteMembers } from "../api/use-invite-members";

const ROLE_OPTIONS = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST] as const;
const MAX_ROWS = 20;
const emailSchema = z.email();

type Row = { email: string; role: string };
type FormValues = { rows: Row[] };

type InviteStepProps = {
  workspace: { slug: string; name: string };
  /** Called after invitations were sent or the step was skipped. */
  onDone: () => void | Promise<void>;
};

const emptyRow = (): Row => ({ email: "", role: String(ROLE.MEMBER) });

export function InviteStep({ workspace, onDone }: InviteStepProps) {
  const invite = useInviteMembers(workspace.slug);
  const [banner, setBanner] = useState<string | null>(null);
  const [finishing, setFinishing] = useState<"send" | "skip" | null>(null);
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm<FormValues>({
    defaultValues: { rows: [emptyRow()] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "rows" });

  const submit = handleSubmit(async ({ rows }) => {
    setBanner(null);
    const seen = new Set<string>();
    const invitees: Invitee[] = [];
    let invalid = false;
    rows.forEach((row, index) => {
      const email = row.email.trim().toLowerCase();
      if (!email) return;
      if (!emailSchema.safeParse(email).success) {
        setError(`rows.${index}.email`, { message: "Enter a valid email address." });
        invalid = true;
      } else if (seen.has(email)) {
        setError(`rows.${index}.email`, { message: "This email is already in the list." });
        invalid = true;
      } else {
        seen.add(email);
        invitees.push({ email, role: Number(row.role) as Role });
      }
    });
    if (invalid) return;
    if (invitees.length === 0) {
      setError("rows.0.email", { message: "Add at least one email, or skip this step." });
      return;
    }
    try {
      await invite.mutateAsync(invitees);
    } catch (error) {
      setBanner(errorMessage(error, "Could not send the invitations. Please try again."));
      return;
    }
    toast.success(invitees.length === 1 ? "Invitation sent" : `${invitees.length} invitations sent`);
    setFinishing("send");
    try {
      await onDone();
    } finally {
      setFinishing(null);
    }
  });

  async function skip() {
    setFinishing("skip");
    try {
      await onDone();
    } finally {
      setFinishing(null);
    }
  }

  const rowErrors = formState.errors.rows;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-[1fr_8rem_1.75rem] gap-2 text-xs font-medium text-fg-muted" aria-hidden>
          <span>Email</span>
          <span>Role</span>
        </div>
        {fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="grid grid-cols-[1fr_8rem_1.75rem] items-center gap-2">
              <label htmlFor={`invite-email-${field.id}`} className="sr-only">
                Email
              </label>
              <Input
                id={`invite-email-${field.id}`}
                type="email"
                placeholder="teammate@company.com"
                autoFocus={index === 0}
                aria-invalid={rowErrors?.[index]?.email ? true : undefined}
                aria-describedby={rowErrors?.[index]?.email ? `invite-email-${field.id}-error` : undefined}
                {...register(`rows.${index}.email`, { onChange: () => clearErrors(`rows.${index}.email`) })}
              />
              <label htmlFor={`invite-role-${field.id}`} className="sr-only">
                Role
              </label>
              <NativeSelect id={`invite-role-${field.id}`} {...register(`rows.${index}.role`)}>
                {ROLE_OPTIONS.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABEL[role]}
                  </option>
                ))}
              </NativeSelect>
              <Button variant="ghost" size="icon-sm" disabled={fields.length === 1} onClick={() => remove(index)}>
                <X aria-hidden />
                <span className="sr-only">Remove row {index + 1}</span>
              </Button>
            </div>
            <FieldError id={`invite-email-${field.id}-error`}>{rowErrors?.[index]?.email?.message}</FieldError>
          </div>
        ))}
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
      <div className="flex items-center justify-end gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={skip} loading={finishing === "skip"} disabled={finishing !== null || invite.isPending}>
          Skip
        </Button>
        <Button type="submit" loading={invite.isPending || finishing === "send"} disabled={finishing !== null}>
          Send invites
        </Button>
      </div>
    </form>
  );
}
