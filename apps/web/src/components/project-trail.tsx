import { Link } from "react-router";
import { appPaths } from "../lib/paths";
import { BreadcrumbSeparator } from "./ui/breadcrumb-separator";

type ProjectTrailProps = { slug: string; projectId: string; projectName: string | undefined; title: string };

/** "Projects / <project> / <page>" at the start of a project page's header; the page's name is its heading. */
export function ProjectTrail({ slug, projectId, projectName, title }: ProjectTrailProps) {
  return (
    <>
      <Link to={`/${slug}/projects`} className="text-sm text-fg-muted hover:text-fg">
        Projects
      </Link>
      <BreadcrumbSeparator />
      <Link to={appPaths.issues(slug, projectId)} className="truncate text-sm text-fg-muted hover:text-fg">
        {projectName ?? "…"}
      </Link>
      <BreadcrumbSeparator />
      <h1 className="text-sm font-medium text-fg">{title}</h1>
    </>
  );
}
