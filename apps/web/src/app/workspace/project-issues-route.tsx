import { Suspense } from "react";
import { useParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { lazyWithPreload, useCodeLoaded } from "../../lib/lazy-with-preload";

// The issues screens are the heaviest part of the app; loading them on demand keeps the shell fast. The
// boot entry and the route prefetcher start loading them with the screen's data, and the screen mounts
// once they are in, so its first cards commit with the data instead of in a throttled Suspense retry.
export const ProjectIssuesPage = lazyWithPreload(() =>
  import("../../features/issues").then((module) => module.ProjectIssuesPage),
);

// From its own entry: the views pages would come along from ./pages.
export const SaveProjectViewAction = lazyWithPreload(() =>
  import("../../features/views/public").then((module) => module.SaveProjectViewAction),
);

export function ProjectIssuesRoute() {
  const { workspaceSlug = "", projectId = "" } = useParams();
  // Mounted once its code is in rather than suspended: a Suspense reveal is a throttled retry.
  if (!useCodeLoaded(ProjectIssuesPage)) return <PageSpinner label="Loading issues" />;
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
