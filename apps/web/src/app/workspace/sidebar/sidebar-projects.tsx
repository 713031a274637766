import type { Project } from "@hangar/contracts";
import { Archive, Boxes, ChevronRight, Layers, Layers2, Plus, RefreshCcw, Settings, Star } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useParams } from "react-router";
import { Tooltip } from "../../../components/ui/tooltip";
import { SidebarPageTree } from "../../../features/pages";
import { openCreateProject, ProjectLogo, SidebarProjectActionsMenu, useProjectList } from "../../../features/projects";
import { cn } from "../../../lib/cn";
import { appPaths } from "../../../lib/paths";
import { shortcutHint } from "../../../lib/shortcut-catalogue";

const subLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md pr-2 pl-8 text-sm transition-colors [&_svg]:size-3.5",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** The caller's projects, favorites first; server order otherwise. */
export function sidebarProjects(projects: Project[] | undefined): Project[] {
  const mine = (projects ?? []).filter((p) => p.is_member && !p.archived_at);
  return [...mine.filter((p) => p.is_favorite), ...mine.filter((p) => !p.is_favorite)];
}

type SidebarProjectsProps = { slug: string; canCreate: boolean };

export function SidebarProjects({ slug, canCreate }: SidebarProjectsProps) {
  const { projectId } = useParams();
  const projects = useProjectList(slug);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(projectId ? [projectId] : []));
  const [activeProject, setActiveProject] = useState(projectId);
  const rows = sidebarProjects(projects.data);

  // Opening a project anywhere in the app unfolds it here, while still letting the user fold it again.
  if (projectId !== activeProject) {
    setActiveProject(projectId);
    if (projectId) setExpanded((current) => new Set(current).add(projectId));
  }

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section aria-label="Your projects" className="flex min-h-0 flex-1 flex-col px-2 pt-4">
      <div className="flex h-6 items-center justify-between pr-0.5 pl-2">
        <span className="text-2xs font-medium tracking-wide text-fg-subtle uppercase">Your projects</span>
        {canCreate && (
          <Tooltip content="Create project" shortcut={shortcutHint("createProject")}>
            <button
              type="button"
              aria-label="New project"
              onClick={openCreateProject}
              className="flex size-5 cursor-pointer items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Plus className="size-3.5" aria-hidden />
            </button>
          </Tooltip>
        )}
      </div>
      {projects.data && rows.length === 0 && (
        <p className="mt-1 px-2 text-xs text-fg-subtle">
          You're not in any projects yet.{" "}
          <Link to={`/${slug}/projects`} className="text-accent hover:underline">
            Browse projects
          </Link>
        </p>
      )}
      <ul className="mt-1 min-h-0 flex-1 space-y-0.5 overflow-y-auto pb-2">
        {rows.map((project) => {
          const open = expanded.has(project.id);
          const base = appPaths.project(slug, project.id);
          return (
            <li key={project.id}>
              <div className="group/entry relative">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-current={project.id === projectId ? "location" : undefined}
                  onClick={() => toggle(project.id)}
                  className={cn(
                    "group flex h-7 w-full cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-left text-sm group-hover/entry:pr-7 hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    project.id === projectId ? "font-medium text-fg" : "text-fg-muted",
                    // Folded, the project entry is the only place left to show where you are.
                    project.id === projectId && !open && "bg-surface-active",
                  )}
                >
                  <ChevronRight
                    className={cn("size-3 shrink-0 text-fg-subtle transition-transform", open && "rotate-90")}
                    aria-hidden
                  />
                  <ProjectLogo project={project} size="sm" />
                  <span className="min-w-0 flex-1 truncate">{project.name}</span>
                  {project.is_favorite && (
                    <>
                      <Star
                        className="size-3 shrink-0 fill-warning text-warning group-hover/entry:invisible group-focus-within/entry:invisible"
                        aria-hidden
                      />
                      <span className="sr-only"> (favorite)</span>
                    </>
                  )}
                </button>
                {/* Over the star's place, shown on hover or focus, or while its menu is open. */}
                <SidebarProjectActionsMenu
                  slug={slug}
                  project={project}
                  className="absolute top-0.5 right-0.5 opacity-0 group-hover/entry:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
                />
              </div>
              {open && (
                <ul className="mt-0.5 space-y-0.5">
                  <li>
                    <NavLink to={`${base}/issues`} className={subLink} aria-label={`${project.name} issues`}>
                      <Layers aria-hidden /> Issues
                    </NavLink>
                  </li>
                  {project.cycle_view && (
                    <li>
                      <NavLink to={`${base}/cycles`} className={subLink} aria-label={`${project.name} cycles`}>
                        <RefreshCcw aria-hidden /> Cycles
                      </NavLink>
                    </li>
                  )}
                  {project.module_view && (
                    <li>
                      <NavLink to={`${base}/modules`} className={subLink} aria-label={`${project.name} modules`}>
                        <Boxes aria-hidden /> Modules
                      </NavLink>
                    </li>
                  )}
                  {project.issue_views_view && (
                    <li>
                      <NavLink to={`${base}/views`} className={subLink} aria-label={`${project.name} views`}>
                        <Layers2 aria-hidden /> Views
                      </NavLink>
                    </li>
                  )}
                  {project.page_view && (
                    <li>
                      <SidebarPageTree slug={slug} projectId={project.id} projectName={project.name} />
                    </li>
                  )}
                  <li>
                    <NavLink to={`${base}/archives/issues`} className={subLink} aria-label={`${project.name} archived issues`}>
                      <Archive aria-hidden /> Archives
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={`${base}/settings`} className={subLink} aria-label={`${project.name} settings`}>
                      <Settings aria-hidden /> Settings
                    </NavLink>
                  </li>
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
