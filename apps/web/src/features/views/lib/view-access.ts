import { type IssueView, ROLE, viewTitle } from "@hangar/contracts";

/** What the caller may do with views of one place: their role there and who they are. */
export type ViewViewer = { meId: string | null; role: number | null };

/** Members create (spec §6: create actions need at least Member). */
export const canCreateViews = ({ role }: ViewViewer) => role !== null && role >= ROLE.MEMBER;

/** The server's rule: the owner (still at least a Member) or an Admin changes, locks, archives and deletes. */
export function canManageView(view: Pick<IssueView, "owned_by">, { meId, role }: ViewViewer): boolean {
  if (role === null) return false;
  return role >= ROLE.ADMIN || (meId !== null && view.owned_by === meId && role >= ROLE.MEMBER);
}

/** Spec §5: an empty name reads "Untitled". */
export const viewName = (view: Pick<IssueView, "name">) => viewTitle(view.name);
