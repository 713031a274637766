import type { ReactNode } from "react";
import { Link } from "react-router";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { appPaths } from "../../../lib/paths";

/** Projects / {project} / Views [/ {view}] — the trail of a project's views pages. */
export function ProjectViewsCrumbs({
  slug,
  projectId,
  projectName,
  children,
}: {
  slug: string;
  projectId: string;
  projectName: string;
  /** The view's part, when on one view. */
  children?: ReactNode;
}) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-2">
      {/* On a view the header is busy: the trail starts at the project. */}
      {!children && (
        <>
          <Link to={`/${slug}/projects`} className="text-sm text-fg-muted hover:text-fg">
            Projects
          </Link>
          <BreadcrumbSeparator />
        </>
      )}
      <Link to={appPaths.issues(slug, projectId)} className="max-w-40 truncate text-sm text-fg-muted hover:text-fg">
        {projectName}
      </Link>
      <BreadcrumbSeparator />
      {children ? (
        <>
          <Link to={appPaths.views(slug, projectId)} className="text-sm text-fg-muted hover:text-fg">
            Views
          </Link>
          <BreadcrumbSeparator />
          {children}
        </>
      ) : (
        <h1 className="text-sm font-medium text-fg">Views</h1>
      )}
    </nav>
  );
}
