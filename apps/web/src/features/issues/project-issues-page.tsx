import { type ReactNode, useMemo } from "react";
import { Link, useParams } from "react-router";
import { BreadcrumbSeparator } from "../../components/ui/breadcrumb-separator";
import { projectScope } from "../issue-core";
import { IssuesScreen } from "./issues-screen";

/**
 * `/:workspaceSlug/projects/:projectId/issues`: the project's issues in the user's layout, filters and
 * grouping; `actions` are header buttons other features add (e.g. saving the filters as a view).
 */
export function ProjectIssuesPage({ actions }: { actions?: ReactNode }) {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const scope = useMemo(() => projectScope(slug, projectId), [slug, projectId]);
  return (
    <IssuesScreen
      scope={scope}
      actions={actions}
      breadcrumb={(project) => (
        <>
          <Link to={`/${slug}/projects`} className="text-sm text-fg-muted hover:text-fg">
            Projects
          </Link>
          <BreadcrumbSeparator />
          <h1 className="truncate text-sm font-medium text-fg">{project.name}</h1>
          <span className="font-mono text-xs text-fg-subtle">{project.identifier}</span>
          <BreadcrumbSeparator />
          <span className="text-sm text-fg">Issues</span>
        </>
      )}
    />
  );
}
