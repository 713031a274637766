import { useParams } from "react-router";
import { ProjectNotFound } from "../../../components/project-not-found";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../auth";
import { useProject } from "../../project-settings";
import { useViewPlace } from "../api/use-view-place";
import { ProjectViewsCrumbs } from "./project-crumbs";
import { ViewsDisabled } from "./views-disabled";
import { ViewsList } from "./views-list";

/** `/:workspaceSlug/projects/:projectId/views`: the project's saved views. */
export function ProjectViewsPage() {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const project = useProject(slug, projectId);
  const me = useCurrentUser();
  const place = useViewPlace(slug, projectId);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;
  const role = project.data.member_role;
  if (!project.data.issue_views_view) return <ViewsDisabled slug={slug} projectId={projectId} role={role} />;
  return (
    <ViewsList
      place={place}
      viewer={{ meId: me.data?.id ?? null, role }}
      canFavorite
      breadcrumb={<ProjectViewsCrumbs slug={slug} projectId={projectId} projectName={project.data.name} />}
    />
  );
}
