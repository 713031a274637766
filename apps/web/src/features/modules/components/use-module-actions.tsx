import type { Module } from "@hangar/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { copyLink } from "../../../lib/copy-link";
import { absoluteUrl } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { moduleUrl } from "../api/module-keys";
import { useArchiveModule, useDeleteModule } from "../api/use-module-mutations";
import type { ModuleAction } from "./module-actions-menu";
import { ModuleFormModal } from "./module-form-modal";

/**
 * What the module menus do, shared by the list and the detail page, with the dialogs they open.
 * `leaveTo`: where to go after the module on screen is deleted or archived (the detail page leaves it).
 */
export function useModuleActions(slug: string, projectId: string, leaveTo?: string) {
  const navigate = useNavigate();
  const archive = useArchiveModule(slug, projectId);
  const remove = useDeleteModule(slug, projectId);
  const [editing, setEditing] = useState<Module | null>(null);
  const [deleting, setDeleting] = useState<Module | null>(null);

  function run(module: Module, action: ModuleAction) {
    switch (action) {
      case "edit":
        setEditing(module);
        return;
      case "copy-link":
        void copyLink(absoluteUrl(moduleUrl(slug, projectId, module.id)));
        return;
      case "archive":
        archive.mutate({ item: module, archive: true }, { onSuccess: () => toast.success(`“${module.name}” archived`) });
        if (leaveTo) navigate(leaveTo);
        return;
      case "restore":
        archive.mutate({ item: module, archive: false }, { onSuccess: () => toast.success(`“${module.name}” restored`) });
        return;
      case "delete":
        setDeleting(module);
        return;
    }
  }

  const dialogs = (
    <>
      <ModuleFormModal
        slug={slug}
        projectId={projectId}
        open={editing !== null}
        module={editing ?? undefined}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete module?"
        description={
          deleting ? `“${deleting.name}” will be deleted. Its issues stay in the project, outside this module.` : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id });
          setDeleting(null);
          if (leaveTo) navigate(leaveTo);
        }}
      />
    </>
  );

  return { run, dialogs };
}
