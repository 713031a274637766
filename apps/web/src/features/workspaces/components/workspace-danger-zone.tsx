import type { Workspace } from "@hangar/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDeleteWorkspace } from "../api/use-workspace-mutations";

export function WorkspaceDangerZone({ workspace }: { workspace: Workspace }) {
  const navigate = useNavigate();
  const remove = useDeleteWorkspace(workspace.slug);
  const [confirming, setConfirming] = useState(false);

  return (
    <section aria-labelledby="workspace-danger-heading" className="space-y-3">
      <h2 id="workspace-danger-heading" className="text-sm font-semibold text-danger">
        Danger zone
      </h2>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-danger/30 px-4 py-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-fg">Delete workspace</p>
          <p className="text-xs text-fg-muted">
            Permanently delete the workspace with all its projects, issues and members. This can't be undone.
          </p>
        </div>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          Delete workspace
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${workspace.name}?`}
        description="Everything in this workspace will be deleted for every member."
        confirmLabel="Delete workspace"
        confirmText={workspace.slug}
        confirmTextLabel={
          <>
            Type <span className="font-semibold text-fg">{workspace.slug}</span> to confirm
          </>
        }
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
    </section>
  );
}
