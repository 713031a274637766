import type { User } from "@hangar/contracts";
import { useState } from "react";
import { DangerZone, DangerZoneItem, typeToConfirm } from "../../../components/danger-zone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/api";
import { useDeactivateAccount } from "../api/use-deactivate-account";

/**
 * Deactivation ends every session and membership. The server refuses a workspace's only admin and says
 * which workspaces; that message is shown as it is, since it says what to do first.
 */
export function DeactivateAccount({ user }: { user: User }) {
  const deactivate = useDeactivateAccount();
  const [confirming, setConfirming] = useState(false);
  const refusal = deactivate.isError ? errorMessage(deactivate.error) : null;
  return (
    <div className="space-y-3">
      {refusal && <Alert variant="error">{refusal}</Alert>}
      <DangerZone>
        <DangerZoneItem
          title="Deactivate account"
          description="You will be signed out everywhere and removed from every workspace. Your work stays, credited to you."
        >
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            Deactivate account
          </Button>
        </DangerZoneItem>
      </DangerZone>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate your account?"
        description="Every session ends and you leave every workspace. An instance admin can bring the account back."
        confirmLabel="Deactivate account"
        confirmText={user.email}
        confirmTextLabel={typeToConfirm(user.email)}
        loading={deactivate.isPending}
        onConfirm={() => deactivate.mutate(undefined, { onError: () => setConfirming(false) })}
      />
    </div>
  );
}
