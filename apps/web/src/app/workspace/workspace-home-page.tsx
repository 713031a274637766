import { PROJECT_NETWORK } from "@hangar/contracts";
import { FolderKanban, Lock } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useWorkspaceProjects } from "../../features/workspaces/api/use-workspace-projects";
import { errorMessage } from "../../lib/api";
import { useCurrentWorkspace } from "./use-current-workspace";

export function WorkspaceHomePage() {
  const workspace = useCurrentWorkspace();
  const projects = useWorkspaceProjects(workspace.slug);
  const active = (projects.data ?? []).filter((p) => !p.archived_at);

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Projects</h1>
        {projects.data && <span className="ml-2 text-xs text-fg-subtle">{active.length}</span>}
      </header>
      <div className="flex-1">
        {projects.isPending && <PageSpinner />}
        {projects.isError && <EmptyState title="Failed to fetch the projects" description={errorMessage(projects.error)} />}
        {projects.data && active.length === 0 && (
          <EmptyState
            icon={FolderKanban}
            title="No projects yet"
            description="Projects hold your team's issues, cycles and modules. Create one to start tracking work."
          />
        )}
        {active.length > 0 && (
          <ul className="divide-y divide-border" aria-label="Projects">
            {active.map((project) => (
              <li key={project.id}>
                <Link
                  to={`/${workspace.slug}/projects/${project.id}/issues`}
                  className="flex h-11 items-center gap-3 px-5 hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none"
                >
                  <Avatar name={project.name} shape="square" size="md" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{project.name}</span>
                  {project.network === PROJECT_NETWORK.PRIVATE && (
                    <Lock className="size-3.5 text-fg-subtle" aria-label="Private" />
                  )}
                  <span className="font-mono text-xs text-fg-subtle">{project.identifier}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
