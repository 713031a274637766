import type { Project } from "@hangar/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DangerZone, DangerZoneItem, typeToConfirm } from "../../../components/danger-zone";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { useArchiveProject, useDeleteProject, useRestoreProject } from "../api/use-project-mutations";

type ProjectDangerZoneProps = { slug: string; project: Project };

export function ProjectDangerZone({ slug, project }: ProjectDangerZoneProps) {
  const navigate = useNavigate();
  const archive = useArchiveProject(slug, project.id);
  const restore = useRestoreProject(slug, project.id);
  const remove = useDeleteProject(slug, project.id);
  const [confirming, setConfirming] = useState<"archive" | "delete" | null>(null);
  const archived = project.archived_at !== null;

  function archiveProject() {
    setConfirming(null);
    archive.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${project.name} archived`);
        navigate(`/${slug}/projects`);
      },
    });
  }

  function deleteProject() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(`${project.name} deleted`);
        navigate(`/${slug}/projects`);
      },
    });
  }

  return (
    <DangerZone>
      <DangerZoneItem
        title={archived ? "Restore project" : "Archive project"}
        description={
          archived
            ? "Bring the project back to the project list and make it editable again."
            : "Hide the project from lists. Its work items stay, and you can restore it later."
        }
      >
        {archived ? (
          <Button variant="secondary" size="sm" loading={restore.isPending} onClick={() => restore.mutate()}>
            Restore project
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming("archive")}>
            Archive project
          </Button>
        )}
      </DangerZoneItem>
      <DangerZoneItem
        title="Delete project"
        description="Permanently delete the project and everything in it. This can't be undone."
      >
        <Button variant="danger" size="sm" onClick={() => setConfirming("delete")}>
          Delete project
        </Button>
      </DangerZoneItem>
      <ConfirmDialog
        open={confirming === "archive"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Archive ${project.name}?`}
        description="Archived projects are hidden from the project list and can be restored at any time."
        confirmLabel="Archive"
        variant="primary"
        onConfirm={archiveProject}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Delete ${project.name}?`}
        description="All work items, states, labels and members of this project will be deleted. This can't be undone."
        confirmLabel="Delete project"
        confirmText={project.name}
        confirmTextLabel={typeToConfirm(project.name)}
        loading={remove.isPending}
        onConfirm={deleteProject}
      />
    </DangerZone>
  );
}
