import { canWrite } from "@hangar/contracts";
import { useMemo } from "react";
import { projectScope } from "../../issue-core";
import { useProject } from "../../project-settings";
import { useViewPlace } from "../api/use-view-place";
import { SaveAsViewButton } from "./save-as-view-button";

/** The project issues screen's "Save view": its current filters as a new project view (Members, views on). */
export function SaveProjectViewAction({ slug, projectId }: { slug: string; projectId: string }) {
  const project = useProject(slug, projectId);
  const place = useViewPlace(slug, projectId);
  const scope = useMemo(() => projectScope(slug, projectId), [slug, projectId]);
  if (!project.data?.issue_views_view || !canWrite(project.data.member_role)) return null;
  return <SaveAsViewButton place={place} scope={scope} />;
}
