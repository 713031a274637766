import { useState } from "react";
import { InviteRows, useInviteRows } from "../../../components/invite-rows";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useInvitePeople } from "../api/use-workspace-invitations";

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
  const { form, invitees: read, reset } = useInviteRows();

  function close(next: boolean) {
    if (!next) {
      reset();
      setBanner(null);
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async ({ rows }) => {
    setBanner(null);
    const invitees = read(rows, { emptyMessage: "Add at least one email address.", memberEmails });
    if (!invitees) return;
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
    <Dialog open={open} onOpenChange={close} dirty={form.watch("rows").some((row) => row.email.trim() !== "")}>
      <DialogContent size="md">
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader title="Invite people" description="They get an email with a link to join this workspace." />
          <DialogBody className="flex flex-col gap-2 pb-4">
            {banner && <Alert variant="error">{banner}</Alert>}
            <InviteRows form={form} maxRole={maxRole} />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={invite.isPending}>
              Send invites
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
