import { ROLE, type Role } from "@hangar/contracts";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { type Invitee, useInvitePeople } from "../api/use-workspace-invitations";
import { RoleSelect } from "./role-select";

const MAX_ROWS = 20;
const emailSchema = z.email();

type Row = { email: string; role: Role };
type FormValues = { rows: Row[] };

const emptyRow = (): Row => ({ email: "", role: ROLE.MEMBER });

type InvitePeopleDialogProps = {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Emails already in the workspace, refused before asking the server. */
  memberEmails: ReadonlySet<string>;
  /** The inviter's role: nobody hands out a role above their own. */
  maxRole: number;
};

export function InvitePeopleDialog({ slug, open, onOpenChange, memberEmails, maxRole }: InvitePeopleDialogProps) {
  const invite = useInvitePeople(slug);
  const [banner, setBanner] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, clearErrors, formState, reset, setValue, watch } = useForm<FormValues>({
    defaultValues: { rows: [emptyRow()] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "rows" });
  const rowErrors = formState.errors.rows;

  function close(next: boolean) {
    if (!next) {
      reset({ rows: [emptyRow()] });
      setBanner(null);
    }
    onOpenChange(next);
  }

  const submit = handleSubmit(async ({ rows }) => {
    setBanner(null);
    const seen = new Set<string>();
    const invitees: Invitee[] = [];
    let invalid = false;
    rows.forEach((row, index) => {
      const email = row.email.trim().toLowerCase();
      if (!email) return;
      let message: string | null = null;
      if (!emailSchema.safeParse(email).success) message = "Enter a valid email address.";
      else if (seen.has(email)) message = "This email is already in the list.";
      else if (memberEmails.has(email)) message = "This person is already a member.";
      if (message) {
        setError(`rows.${index}.email`, { message });
        invalid = true;
        return;
      }
      seen.add(email);
      invitees.push({ email, role: row.role });
    });
    if (invalid) return;
    if (invitees.length === 0) {
      setError("rows.0.email", { message: "Add at least one email address." });
      return;
    }
    try {
      await invite.mutateAsync(invitees);
    } catch (error) {
      setBanner(errorMessage(error, "Could not send the invitations. Please try again."));
      return;
    }
    toast.success(invitees.length === 1 ? `Invitation sent to ${invitees[0].email}` : `${invitees.length} invitations sent`);
    close(false);
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md">
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>Invite people</DialogTitle>
            <DialogDescription>They get an email with a link to join this workspace.</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-2 pb-4">
            {banner && <Alert variant="error">{banner}</Alert>}
            {fields.map((field, index) => {
              const emailId = `invite-${field.id}-email`;
              const error = rowErrors?.[index]?.email?.message;
              return (
                <div key={field.id} className="flex flex-col gap-1">
                  <div className="grid grid-cols-[1fr_7.5rem_1.75rem] items-center gap-2">
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
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invites
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
