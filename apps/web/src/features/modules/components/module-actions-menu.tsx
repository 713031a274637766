import { MODULE_ARCHIVABLE_STATUSES, type Module } from "@hangar/contracts";
import { EntityActionsMenu } from "../../../components/entity-actions-menu";

export type ModuleAction = "edit" | "copy-link" | "archive" | "restore" | "delete";

type ModuleActionsMenuProps = {
  module: Module;
  canEdit: boolean;
  onAction: (action: ModuleAction) => void;
};

/** Spec §4: only a completed or canceled module can be archived. */
export const canArchive = (module: Module) => MODULE_ARCHIVABLE_STATUSES.includes(module.status);

/** The menu only names the action; `useModuleActions` runs it and owns the dialogs (one set per page). */
export function ModuleActionsMenu({ module, canEdit, onAction }: ModuleActionsMenuProps) {
  return (
    <EntityActionsMenu
      name={module.name}
      canEdit={canEdit}
      archived={Boolean(module.archived_at)}
      onEdit={() => onAction("edit")}
      onCopyLink={() => onAction("copy-link")}
      canArchive={canArchive(module)}
      archiveRefusal="Only completed or canceled modules can be archived"
      onArchive={() => onAction("archive")}
      onRestore={() => onAction("restore")}
      onDelete={() => onAction("delete")}
    />
  );
}
