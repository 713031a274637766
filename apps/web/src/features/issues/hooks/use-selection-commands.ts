import { type BulkIssueProperties, useProvideIssueCommands } from "../../issue-core";

type SelectionCommands = {
  slug: string;
  /** The selection's project: bulk calls are per project. */
  projectId: string;
  issueIds: string[];
  /** The bulk bar's own calls: each is optimistic and says why it failed. */
  update: (properties: BulkIssueProperties) => void;
  onArchive: () => Promise<void>;
  /** Opens the bulk bar's delete confirmation. */
  onRequestDelete: () => void;
};

/** Offers the checked rows to the command palette, with the bulk bar's own calls and its delete confirmation. */
export function useSelectionCommands({ slug, projectId, issueIds, update, onArchive, onRequestDelete }: SelectionCommands) {
  useProvideIssueCommands("selection", {
    kind: "selection",
    slug,
    projectId,
    issueIds,
    canEdit: true,
    update,
    setCycle: (cycle_id) => update({ cycle_id }),
    toggleModule: (moduleId) => update({ module_ids: [moduleId] }),
    archive: () => void onArchive().catch(() => undefined),
    requestDelete: onRequestDelete,
  });
}
