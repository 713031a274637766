import type { Workspace } from "@hangar/contracts";
import { useOutletContext } from "react-router";

export type WorkspaceOutletContext = { workspace: Workspace };

/** The workspace of the current /:workspaceSlug route; only valid inside WorkspaceLayout. */
export function useCurrentWorkspace(): Workspace {
  return useOutletContext<WorkspaceOutletContext>().workspace;
}
