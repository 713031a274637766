import type { Workspace } from "@hangar/contracts";
import { useOutletContext } from "react-router";

export type WorkspaceOutletContext = { workspace: Workspace; role: number | null };

/** The workspace of the current /:workspaceSlug route; only valid inside WorkspaceLayout. */
export function useCurrentWorkspace(): Workspace {
  return useOutletContext<WorkspaceOutletContext>().workspace;
}

/** The caller's role in the current workspace (spec §6), null while unknown. */
export function useWorkspaceRole(): number | null {
  return useOutletContext<WorkspaceOutletContext>().role;
}

/** Spec §6: create actions are offered to roles at or above Member (the rule lives in contracts). */
export { canCreateProjects } from "@hangar/contracts";
