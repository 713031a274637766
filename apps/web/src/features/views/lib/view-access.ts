import { canManageView as canManageViewRule, canWrite, type IssueView, viewTitle } from "@hangar/contracts";

/** What the caller may do with views of one place: their role there and who they are. */
export type ViewViewer = { meId: string | null; role: number | null };

/** Members create (spec §6: create actions need at least Member). */
export const canCreateViews = ({ role }: ViewViewer) => canWrite(role);

/** The server's rule (contracts/permissions.ts): the owner (still at least a Member) or an Admin manages a view. */
export function canManageView(view: Pick<IssueView, "owned_by">, { meId, role }: ViewViewer): boolean {
  return canManageViewRule({ userId: meId, role }, view);
}

/** Spec §5: an empty name reads "Untitled". */
export const viewName = (view: Pick<IssueView, "name">) => viewTitle(view.name);
