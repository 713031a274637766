import { useParams } from "react-router";

/** The route params every project-settings screen is mounted under. */
export function useSettingsParams(): { slug: string; projectId: string } {
  const { workspaceSlug = "", projectId = "" } = useParams();
  return { slug: workspaceSlug, projectId };
}
