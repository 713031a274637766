import { useState } from "react";
import { InviteRows, useInviteRows } from "../../../components/invite-rows";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useInviteMembers } from "../api/use-invite-members";

type InviteStepProps = {
  workspace: { slug: string; name: string };
  /** Called after invitations were sent or the step was skipped. */
  onDone: () => void | Promise<void>;
};

export function InviteStep({ workspace, onDone }: InviteStepProps) {
  const invite = useInviteMembers(workspace.slug);
  const [banner, setBanner] = useState<string | null>(null);
  const [finishing, setFinishing] = useState<"send" | "skip" | null>(null);
  const { form, invitees: read } = useInviteRows();

  const submit = form.handleSubmit(async ({ rows }) => {
    setBanner(null);
    const invitees = read(rows, { emptyMessage: "Add at least one email, or skip this step." });
    if (!invitees) return;
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

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <InviteRows form={form} showHeader />
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
