import type { Cycle } from "@hangar/contracts";
import { EntityActionsMenu } from "../../../components/entity-actions-menu";
import { copyLink } from "../../../lib/copy-link";
import { absoluteUrl, appPaths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { useArchiveCycle, useDeleteCycle } from "../api/use-cycle-mutations";

type CycleActionsMenuProps = {
  slug: string;
  cycle: Cycle;
  canEdit: boolean;
  onEdit: () => void;
  /** Called once the server confirmed the delete (the detail page leaves then). */
  onDeleted?: () => void;
};

export const cycleUrl = (slug: string, cycle: Pick<Cycle, "id" | "project_id">): string =>
  appPaths.cycle(slug, cycle.project_id, cycle.id);

/** Edit, archive (completed cycles only: the server refuses others), restore, copy link and delete. */
export function CycleActionsMenu({ slug, cycle, canEdit, onEdit, onDeleted }: CycleActionsMenuProps) {
  const archive = useArchiveCycle(slug, cycle.project_id);
  const remove = useDeleteCycle(slug, cycle.project_id);
  const toggle = (on: boolean) =>
    archive.mutate(
      { item: cycle, archive: on },
      { onSuccess: () => toast.success(`${cycle.name} ${on ? "archived" : "restored"}`) },
    );

  return (
    <EntityActionsMenu
      name={cycle.name}
      canEdit={canEdit}
      archived={cycle.archived_at !== null}
      onEdit={onEdit}
      onCopyLink={() => void copyLink(absoluteUrl(cycleUrl(slug, cycle)))}
      canArchive={cycle.status === "completed"}
      onArchive={() => toggle(true)}
      onRestore={() => toggle(false)}
      confirmDelete={{
        title: `Delete ${cycle.name}?`,
        description: "The cycle is deleted for everyone. Its issues stay in the project, without a cycle.",
        confirmLabel: "Delete cycle",
      }}
      onDelete={() => remove.mutate({ id: cycle.id }, { onSuccess: () => onDeleted?.() })}
    />
  );
}
