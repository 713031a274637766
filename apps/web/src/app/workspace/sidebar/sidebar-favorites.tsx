import { pageTitle, viewTitle } from "@hangar/contracts";
import { FileText, Layers2 } from "lucide-react";
import { NavLink } from "react-router";
import { pageUrl, useFavoritePages } from "../../../features/pages";
import { ProjectLogo, useProjectList } from "../../../features/projects";
import { useFavoriteViews, viewUrl } from "../../../features/views";
import { cn } from "../../../lib/cn";
import { appPaths } from "../../../lib/paths";
import { sidebarProjects } from "./sidebar-projects";

const favoriteLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors [&_svg]:size-3.5 [&_svg]:shrink-0",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** The caller's starred projects, project views and pages, one click away; hidden until something is starred. */
export function SidebarFavorites({ slug }: { slug: string }) {
  const projects = useProjectList(slug);
  const mine = sidebarProjects(projects.data);
  const favoriteProjects = mine.filter((p) => p.is_favorite);
  const favoriteViews = useFavoriteViews(slug, mine);
  const favoritePages = useFavoritePages(slug, mine);
  if (favoriteProjects.length === 0 && favoriteViews.length === 0 && favoritePages.length === 0) return null;
  return (
    <section aria-label="Favorites" className="px-2 pt-4">
      <span className="flex h-6 items-center pl-2 text-2xs font-medium tracking-wide text-fg-subtle uppercase">Favorites</span>
      <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto">
        {favoriteProjects.map((project) => (
          <li key={project.id}>
            <NavLink to={appPaths.issues(slug, project.id)} end className={favoriteLink}>
              <ProjectLogo project={project} size="sm" />
              <span className="min-w-0 flex-1 truncate">{project.name}</span>
            </NavLink>
          </li>
        ))}
        {favoriteViews.map(({ view, project }) => (
          <li key={view.id}>
            <NavLink
              to={viewUrl({ slug, projectId: project.id }, view.id)}
              className={favoriteLink}
              aria-label={`${viewTitle(view.name)} (${project.name} view)`}
            >
              <Layers2 aria-hidden />
              <span className="min-w-0 flex-1 truncate">{viewTitle(view.name)}</span>
              <span className="shrink-0 font-mono text-2xs text-fg-subtle">{project.identifier}</span>
            </NavLink>
          </li>
        ))}
        {favoritePages.map(({ page, project }) => (
          <li key={page.id}>
            <NavLink
              to={pageUrl({ slug, projectId: project.id }, page.id)}
              className={favoriteLink}
              aria-label={`${pageTitle(page.name)} (${project.name} page)`}
            >
              <FileText aria-hidden />
              <span className="min-w-0 flex-1 truncate">{pageTitle(page.name)}</span>
              <span className="shrink-0 font-mono text-2xs text-fg-subtle">{project.identifier}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
