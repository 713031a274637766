import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useLeaveWorkspace } from "../api/use-workspace-members";

type LeaveWorkspaceButtonProps = { slug: string; workspaceName: string; size?: ButtonProps["size"] };

export function LeaveWorkspaceButton({ slug, workspaceName, size = "sm" }: LeaveWorkspaceButtonProps) {
  const navigate = useNavigate();
  const leave = useLeaveWorkspace(slug);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        <LogOut aria-hidden /> Leave workspace
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${workspaceName}?`}
        description="You will lose access to its projects and issues until someone invites you again."
        confirmLabel="Leave workspace"
        loading={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              navigate("/", { replace: true });
            },
            onError: () => setOpen(false),
          })
        }
      />
    </>
  );
}
