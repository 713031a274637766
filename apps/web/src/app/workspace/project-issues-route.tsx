import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";

// The issues screens are the heaviest part of the app; loading them on demand keeps the shell fast.
const ProjectIssuesPage = lazy(() => import("../../features/issues").then((module) => ({ default: module.ProjectIssuesPage })));

// From its own entry: the views pages would come along from ./pages.
const SaveProjectViewAction = lazy(() =>
  import("../../features/views/public").then((module) => ({ default: module.SaveProjectViewAction })),
);

export function ProjectIssuesRoute() {
  const { workspaceSlug = "", projectId = "" } = useParams();
  return (
    <Suspense fallback={<PageSpinner label="Loading issues" />}>
      <ProjectIssuesPage
        actions={
          <Suspense fallback={null}>
            <SaveProjectViewAction slug={workspaceSlug} projectId={projectId} />
          </Suspense>
        }
      />
    </Suspense>
  );
}
