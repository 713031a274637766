import { useParams } from "react-router";
import { ProjectNotFound } from "../../../components/project-not-found";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../auth";
import { useProject } from "../../project-settings";
import { pageActor } from "../lib/page-actor";
import { PageCrumbs } from "./page-crumbs";
import { PagesList } from "./pages-list";
import { PagesOff } from "./pages-off";

/** `/:workspaceSlug/projects/:projectId/pages`: the project's pages. */
export function PagesPage() {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const project = useProject(slug, projectId);
  const me = useCurrentUser();
  if (project.isPending || me.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;
  if (!project.data.page_view) return <PagesOff slug={slug} projectId={projectId} role={project.data.member_role} />;
  const place = { slug, projectId };
  return (
    <PagesList
      key={projectId}
      place={place}
      actor={pageActor(me.data?.id ?? null, project.data)}
      breadcrumb={<PageCrumbs place={place} projectName={project.data.name} />}
    />
  );
}
