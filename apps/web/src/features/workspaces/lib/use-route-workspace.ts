import type { Workspace } from "@hangar/contracts";
import { useParams } from "react-router";
import { useUserWorkspaces } from "../api/use-user-workspaces";

/** The workspace of the current `/:workspaceSlug` route, from the user's workspace list. */
export function useRouteWorkspace(): { slug: string; workspace: Workspace | undefined; isPending: boolean } {
  const { workspaceSlug = "" } = useParams();
  const workspaces = useUserWorkspaces();
  return {
    slug: workspaceSlug,
    workspace: workspaces.data?.find((w) => w.slug === workspaceSlug),
    isPending: workspaces.isPending,
  };
}
