import { ArrowLeft, Lock } from "lucide-react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { ProjectNotFound } from "../../components/project-not-found";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { appPaths } from "../../lib/paths";
import { useProject } from "./api/use-project";
import { canAccessSection, sectionForPath, settingsBasePath, visibleSections } from "./lib/settings-sections";
import { useSettingsParams } from "./lib/use-settings-params";

/** Project settings shell: a section nav filtered by the caller's project role (spec §6) and the page. */
export function ProjectSettingsLayout() {
  const { slug, projectId } = useSettingsParams();
  const { pathname } = useLocation();
  const project = useProject(slug, projectId);
  const base = settingsBasePath(slug, projectId);

  if (project.isPending) return <PageSpinner label="Loading project settings" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;

  const role = project.data.member_role;
  const sections = visibleSections(role);
  const current = sectionForPath(pathname, base);
  const allowed = current === undefined ? role != null : canAccessSection(role, current);

  return (
    <div className="flex h-full min-h-0 w-full">
      <nav
        aria-label="Project settings"
        className="flex w-56 shrink-0 flex-col gap-4 border-r border-border bg-sidebar px-3 py-4"
      >
        <Link
          to={appPaths.issues(slug, projectId)}
          className="flex min-w-0 items-center gap-1.5 rounded px-2 py-1 text-xs text-fg-muted hover:bg-surface-hover hover:text-fg"
        >
          <ArrowLeft className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{project.data.name}</span>
        </Link>
        <div className="space-y-0.5">
          <p className="px-2 pb-1 text-2xs font-medium tracking-wide text-fg-subtle uppercase">Settings</p>
          <ul className="space-y-0.5">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.path ? `${base}/${section.path}` : base}
                  end
                  className={({ isActive }) =>
                    cn(
                      "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
                    )
                  }
                >
                  <section.icon className="size-3.5 shrink-0" aria-hidden />
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <main className="min-w-0 flex-1 overflow-y-auto">
        <div className="mx-auto w-full max-w-3xl px-8 py-8">
          {allowed ? (
            <Outlet />
          ) : (
            <EmptyState
              icon={Lock}
              title="You don't have access"
              description={
                role == null
                  ? "Join this project to see its settings."
                  : "Your role in this project can't view this section. Ask a project admin if you need it."
              }
              action={
                sections.length > 0 && (
                  <Link to={base} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                    Go to General settings
                  </Link>
                )
              }
            />
          )}
        </div>
      </main>
    </div>
  );
}
