import { Link } from "react-router";
import { appPaths } from "../lib/paths";

type ProjectTrailProps = { slug: string; projectId: string; projectName: string | undefined; title: string };

/** "Projects / <project> / <page>" at the start of a project page's header; the page's name is its heading. */
export function ProjectTrail({ slug, projectId, projectName, title }: ProjectTrailProps) {
  return (
    <>
      <Link to={`/${slug}/projects`} className="text-sm text-fg-muted hover:text-fg">
        Projects
      </Link>
      <span className="text-fg-subtle">/</span>
      <Link to={appPaths.issues(slug, projectId)} className="truncate text-sm text-fg-muted hover:text-fg">
        {projectName ?? "…"}
      </Link>
      <span className="text-fg-subtle">/</span>
      <h1 className="text-sm font-medium text-fg">{title}</h1>
    </>
  );
}
