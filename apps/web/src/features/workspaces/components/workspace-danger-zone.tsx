import type { Workspace } from "@hangar/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DangerZone, DangerZoneItem, typeToConfirm } from "../../../components/danger-zone";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { useDeleteWorkspace } from "../api/use-workspace-mutations";

export function WorkspaceDangerZone({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const remove = useDeleteWorkspace(workspace.slug);
  const [confirming, setConfirming] = useState(false);

  return (
    <DangerZone>
      <DangerZoneItem
        title="Delete workspace"
        description="Permanently delete the workspace with all its projects, issues and members. This can't be undone."
      >
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          Delete workspace
        </Button>
      </DangerZoneItem>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${workspace.name}?`}
        description="Everything in this workspace will be deleted for every member."
        confirmLabel="Delete workspace"
        confirmText={workspace.slug}
        confirmTextLabel={typeToConfirm(workspace.slug)}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${workspace.name} deleted`);
              navigate("/", { replace: true });
            },
          })
        }
      />
    </DangerZone>
  );
}
