import { useMemo } from "react";
import { useParams } from "react-router";
import { ProjectNotFound } from "../../../components/project-not-found";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../auth";
import { projectViewScope } from "../../issue-core";
import { IssuesScreen } from "../../issues";
import { useProject } from "../../project-settings";
import { useViewPlace } from "../api/use-view-place";
import { useView } from "../api/use-views";
import { viewName } from "../lib/view-access";
import { ProjectViewsCrumbs } from "./project-crumbs";
import { ViewNotFound } from "./view-not-found";
import { ViewScreenActions } from "./view-screen-actions";
import { ViewsDisabled } from "./views-disabled";

/** `/:workspaceSlug/projects/:projectId/views/:viewId`: the project's issues through a saved view. */
export function ProjectViewPage() {
  const { workspaceSlug: slug = "", projectId = "", viewId = "" } = useParams();
  const place = useViewPlace(slug, projectId);
  const project = useProject(slug, projectId);
  const view = useView(place, viewId);
  const me = useCurrentUser();
  const data = view.data;
  const scope = useMemo(() => (data ? projectViewScope(slug, projectId, data) : null), [slug, projectId, data]);

  if (project.isPending || (view.isPending && project.data?.issue_views_view)) return <PageSpinner label="Loading view" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;
  if (!project.data.issue_views_view) return <ViewsDisabled slug={slug} projectId={projectId} role={project.data.member_role} />;
  if (view.isError || !data || !scope) return <ViewNotFound error={view.error} backTo={`/${slug}/projects/${projectId}/views`} />;

  return (
    <IssuesScreen
      key={data.id}
      scope={scope}
      breadcrumb={(p) => (
        <ProjectViewsCrumbs slug={slug} projectId={projectId} projectName={p.name}>
          <h1 className="truncate text-sm font-medium text-fg">{viewName(data)}</h1>
        </ProjectViewsCrumbs>
      )}
      actions={
        <ViewScreenActions
          place={place}
          view={data}
          scope={scope}
          viewer={{ meId: me.data?.id ?? null, role: project.data.member_role }}
          canFavorite
        />
      }
      emptyTitle="No issues in this view"
      emptyDescription="No issue of the project matches this view's filters yet."
    />
  );
}
