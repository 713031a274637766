import { STATE_GROUP_META } from "@hangar/contracts";
import { FolderX, Inbox, Settings } from "lucide-react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useProject } from "../project-settings/api/use-project";
import { useStates } from "../states/api/use-states";

/** A project's landing page until the issue layouts exist: its states as the columns work will move through. */
export function ProjectIssuesPage() {
  const { workspaceSlug = "", projectId = "" } = useParams();
  const project = useProject(workspaceSlug, projectId);
  const states = useStates(workspaceSlug, projectId);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) {
    return (
      <EmptyState
        icon={FolderX}
        title="Project not found"
        description={errorMessage(project.error, "This project doesn't exist or you can't see it.")}
        action={
          <Link to={`/${workspaceSlug}/projects`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Back to projects
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <Link to={`/${workspaceSlug}/projects`} className="text-sm text-fg-muted hover:text-fg">
          Projects
        </Link>
        <span className="text-fg-subtle">/</span>
        <h1 className="truncate text-sm font-medium text-fg">{project.data.name}</h1>
        <span className="font-mono text-xs text-fg-subtle">{project.data.identifier}</span>
        <Link
          to={`/${workspaceSlug}/projects/${projectId}/settings`}
          className={buttonClasses({ variant: "ghost", size: "sm", className: "ml-auto" })}
        >
          <Settings aria-hidden /> Settings
        </Link>
      </header>
      <div className="min-h-0 flex-1 overflow-auto p-4">
        {states.isPending && <PageSpinner label="Loading states" />}
        {states.isError && <EmptyState title="Couldn't load the states" description={errorMessage(states.error)} />}
        {states.data && (
          <ul className="flex min-w-max gap-3" aria-label="States">
            {states.data.map((state) => (
              <li key={state.id} className="flex w-64 shrink-0 flex-col rounded-lg bg-surface-hover/60 p-2">
                <div className="flex h-7 items-center gap-2 px-1">
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: state.color }} aria-hidden />
                  <span className="truncate text-sm font-medium text-fg">{state.name}</span>
                  <span className="ml-auto text-2xs text-fg-subtle">{STATE_GROUP_META[state.group]?.label ?? state.group}</span>
                </div>
                <p className="px-1 py-3 text-xs text-fg-subtle">No issues</p>
              </li>
            ))}
          </ul>
        )}
        {states.data && (
          <EmptyState
            icon={Inbox}
            title="No issues yet"
            description="Issues you create in this project move through the states above, from backlog to done."
          />
        )}
      </div>
    </div>
  );
}
