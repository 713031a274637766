import type { Project } from "@hangar/contracts";
import { Archive, FolderKanban, Globe2, Lock, Plus, SearchX, Users } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth";
import {
  isProjectFilter,
  openCreateProject,
  type ProjectFilter,
  useJoinProject,
  useProjectList,
  useToggleFavoriteProject,
} from "../../features/projects";
import { ProjectRow, ProjectsToolbar } from "../../features/projects/pages";
import { errorMessage } from "../../lib/api";
import { shortcutHint } from "../../lib/shortcut-catalogue";
import { toast } from "../../lib/toast";
import { canCreateProjects, useCurrentWorkspace, useWorkspaceRole } from "./use-current-workspace";
import { useWorkspacePeople } from "./use-workspace-people";

// Titles avoid the word "projects" so the page keeps exactly one heading named Projects.
const EMPTY: Record<Exclude<ProjectFilter, "all">, { icon: typeof Lock; title: string; description: string }> = {
  my: {
    icon: Users,
    title: "You haven't joined a project yet",
    description: "Join a public project from All, or create your own to start tracking work.",
  },
  public: {
    icon: Globe2,
    title: "Nothing public yet",
    description: "Public projects can be found and joined by anyone in the workspace.",
  },
  private: {
    icon: Lock,
    title: "Nothing private yet",
    description: "Private projects are visible only to the people added to them.",
  },
  archived: {
    icon: Archive,
    title: "Nothing archived",
    description: "Archive a project from its settings to hide it from lists without deleting it. It shows up here.",
  },
};

function matches(project: Project, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || project.name.toLowerCase().includes(q) || project.identifier.toLowerCase().includes(q);
}

export function ProjectsPage() {
  const workspace = useCurrentWorkspace();
  const slug = workspace.slug;
  const canCreate = canCreateProjects(useWorkspaceRole());
  const [params, setParams] = useSearchParams();
  const rawFilter = params.get("filter");
  const filter: ProjectFilter = isProjectFilter(rawFilter) ? rawFilter : "all";
  const [search, setSearch] = useState("");
  const projects = useProjectList(slug, filter);
  const people = useWorkspacePeople(slug);
  const me = useCurrentUser();
  const favorite = useToggleFavoriteProject(slug);
  const join = useJoinProject(slug);
  const rows = (projects.data ?? []).filter((p) => matches(p, search));

  function setFilter(next: ProjectFilter) {
    setParams(next === "all" ? {} : { filter: next }, { replace: true });
  }

  function joinProject(project: Project) {
    if (!me.data) return;
    join.mutate({ project, userId: me.data.id }, { onSuccess: () => toast.success(`You joined ${project.name}`) });
  }

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Projects</h1>
        {projects.data && <span className="text-xs text-fg-subtle">{projects.data.length}</span>}
        {canCreate && (
          <Button
            size="sm"
            className="ml-auto"
            onClick={openCreateProject}
            title={`Create project (${shortcutHint("createProject")})`}
          >
            <Plus aria-hidden /> Create project
          </Button>
        )}
      </header>
      <ProjectsToolbar filter={filter} onFilterChange={setFilter} search={search} onSearchChange={setSearch} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {projects.isPending && <PageSpinner label="Loading projects" />}
        {projects.isError && <EmptyState title="Couldn't load the projects" description={errorMessage(projects.error)} />}
        {projects.data && projects.data.length === 0 && filter === "all" && (
          <EmptyState
            icon={FolderKanban}
            title="Start with a project"
            description="Projects hold your team's issues, states and labels. Create one to start tracking work."
            action={canCreate && <Button onClick={openCreateProject}>Create your first project</Button>}
          />
        )}
        {projects.data && projects.data.length === 0 && filter !== "all" && (
          <EmptyState icon={EMPTY[filter].icon} title={EMPTY[filter].title} description={EMPTY[filter].description} />
        )}
        {projects.data && projects.data.length > 0 && rows.length === 0 && (
          <EmptyState
            icon={SearchX}
            title={`Nothing matches “${search.trim()}”`}
            description="Try another name or identifier."
            action={
              <Button variant="secondary" size="sm" onClick={() => setSearch("")}>
                Clear search
              </Button>
            }
          />
        )}
        {rows.length > 0 && (
          <ul className="divide-y divide-border" aria-label="Projects">
            {rows.map((project) => (
              <ProjectRow
                key={project.id}
                slug={slug}
                project={project}
                leadName={project.project_lead ? (people.names.get(project.project_lead) ?? null) : null}
                onToggleFavorite={(next) => favorite.mutate({ project, favorite: next })}
                onJoin={() => joinProject(project)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
