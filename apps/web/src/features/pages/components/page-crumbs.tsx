import type { ReactNode } from "react";
import { Link } from "react-router";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { appPaths } from "../../../lib/paths";
import { type PagePlace, pagesUrl } from "../api/page-keys";

/** {project} / Pages [/ parent] [/ page]: the trail of a project's pages screens. */
export function PageCrumbs({ place, projectName, children }: { place: PagePlace; projectName: string; children?: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-2">
      <Link to={appPaths.issues(place.slug, place.projectId)} className="max-w-40 truncate text-sm text-fg-muted hover:text-fg">
        {projectName}
      </Link>
      <BreadcrumbSeparator />
      {children ? (
        <>
          <Link to={pagesUrl(place)} className="text-sm text-fg-muted hover:text-fg">
            Pages
          </Link>
          {children}
        </>
      ) : (
        <h1 className="text-sm font-medium text-fg">Pages</h1>
      )}
    </nav>
  );
}
