import { AlertCircle, LogOut, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { SettingsHeader } from "../../../components/settings-header";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useLeaveProject, useProjectMembers, useWorkspaceMembers } from "../../project-members";
import { AddProjectMembersDialog, ProjectMemberList } from "../../project-members/pages";
import { useProject } from "../api/use-project";
import { isProjectAdmin } from "../lib/settings-sections";
import { useSettingsParams } from "../lib/use-settings-params";

export function ProjectMembersSettingsPage() {
  const { slug, projectId } = useSettingsParams();
  const navigate = useNavigate();
  const project = useProject(slug, projectId);
  const canManage = isProjectAdmin(project.data?.member_role);
  const members = useProjectMembers(slug, projectId);
  const workspaceMembers = useWorkspaceMembers(slug);
  const leave = useLeaveProject(slug, projectId);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const workspaceRoles = useMemo(
    () => new Map((workspaceMembers.data ?? []).map((m) => [m.member.id, m.role])),
    [workspaceMembers.data],
  );
  const candidates = useMemo(() => {
    const inProject = new Set((members.data ?? []).map((m) => m.member.id));
    return (workspaceMembers.data ?? []).filter((m) => !m.member.is_bot && !inProject.has(m.member.id));
  }, [members.data, workspaceMembers.data]);

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Members"
        description="People who can see and work on this project."
        actions={
          canManage && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <UserPlus aria-hidden />
              Add members
            </Button>
          )
        }
      />
      {members.isPending ? (
        <PageSpinner label="Loading members" />
      ) : members.isError ? (
        <EmptyState icon={AlertCircle} title="Couldn't load members" description={errorMessage(members.error)} />
      ) : (
        <ProjectMemberList
          slug={slug}
          projectId={projectId}
          members={members.data}
          workspaceRoles={workspaceRoles}
          canManage={canManage}
        />
      )}
      <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-4 py-3">
        <div>
          <p className="text-sm font-medium text-fg">Leave project</p>
          <p className="text-xs text-fg-muted">You will lose access until someone adds you again or you rejoin.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden />
          Leave project
        </Button>
      </div>
      {canManage && (
        <AddProjectMembersDialog
          slug={slug}
          projectId={projectId}
          open={adding}
          onOpenChange={setAdding}
          candidates={candidates}
        />
      )}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Leave this project?"
        description={project.data ? `You will no longer see ${project.data.name}.` : undefined}
        confirmLabel="Leave"
        loading={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setLeaving(false);
              toast.success("You left the project");
              navigate(`/${slug}/projects`);
            },
          })
        }
      />
    </div>
  );
}
