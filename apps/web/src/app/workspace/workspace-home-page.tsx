import { FolderKanban, Plus, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth";
import { openCreateProject, ProjectLogo, useProjectList } from "../../features/projects";
import { isWorkspaceAdmin } from "../../features/workspaces";
import { errorMessage } from "../../lib/api";
import { canCreateProjects, useCurrentWorkspace, useWorkspaceRole } from "./use-current-workspace";

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

export function WorkspaceHomePage() {
  const workspace = useCurrentWorkspace();
  const role = useWorkspaceRole();
  const me = useCurrentUser();
  const projects = useProjectList(workspace.slug);
  const mine = (projects.data ?? []).filter((p) => p.is_member && !p.archived_at);
  const firstName = me.data?.first_name || me.data?.display_name || "";

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Home</h1>
      </header>
      <div className="mx-auto w-full max-w-3xl space-y-8 px-6 py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-lg font-semibold text-fg">
              {greeting()}
              {firstName && `, ${firstName}`}
            </p>
            <p className="text-sm text-fg-muted">Here is what's in {workspace.name}.</p>
          </div>
          <div className="flex gap-2">
            {isWorkspaceAdmin(role) && (
              <Link to={`/${workspace.slug}/settings/members`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                <UserPlus aria-hidden /> Invite your team
              </Link>
            )}
            {canCreateProjects(role) && (
              <Button size="sm" onClick={openCreateProject}>
                <Plus aria-hidden /> Create project
              </Button>
            )}
          </div>
        </div>
        <section aria-labelledby="home-projects" className="space-y-2">
          <div className="flex items-center justify-between">
            <h2 id="home-projects" className="text-xs font-medium tracking-wide text-fg-subtle uppercase">
              Your projects
            </h2>
            <Link to={`/${workspace.slug}/projects`} className="text-xs text-accent hover:underline">
              All projects
            </Link>
          </div>
          {projects.isPending && <PageSpinner />}
          {projects.isError && <EmptyState title="Couldn't load the projects" description={errorMessage(projects.error)} />}
          {projects.data && mine.length === 0 && (
            <EmptyState
              icon={FolderKanban}
              title="No projects yet"
              description="Projects hold your team's issues, states and labels. Create one, or join a public project from All projects."
              className="rounded-lg border border-dashed border-border"
            />
          )}
          {mine.length > 0 && (
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Your projects">
              {mine.map((project) => (
                <li key={project.id}>
                  <Link
                    to={`/${workspace.slug}/projects/${project.id}/issues`}
                    className="flex h-11 items-center gap-3 px-4 hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none"
                  >
                    <ProjectLogo project={project} />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{project.name}</span>
                    <span className="font-mono text-xs text-fg-subtle">{project.identifier}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
