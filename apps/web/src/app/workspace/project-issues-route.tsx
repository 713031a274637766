import { lazy, Suspense } from "react";
import { PageSpinner } from "../../components/ui/spinner";

// The issues screens are the heaviest part of the app; loading them on demand keeps the shell fast.
const ProjectIssuesPage = lazy(() =>
  import("../../features/issues/project-issues-page").then((module) => ({ default: module.ProjectIssuesPage })),
);

export function ProjectIssuesRoute() {
  return (
    <Suspense fallback={<PageSpinner label="Loading issues" />}>
      <ProjectIssuesPage />
    </Suspense>
  );
}
