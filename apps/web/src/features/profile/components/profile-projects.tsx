import type { MemberProfileProject } from "@hangar/contracts";
import { Link } from "react-router";
import { appPaths } from "../../../lib/paths";
import { ProjectLogo } from "../../projects";

/** The projects the caller shares with the member, each with the member's counts there. */
export function ProfileProjects({ slug, projects }: { slug: string; projects: MemberProfileProject[] }) {
  return (
    <section aria-label="Projects" className="rounded-lg border border-border bg-surface">
      <h2 className="border-b border-border px-4 py-3 text-sm font-medium text-fg">Projects</h2>
      {projects.length === 0 ? (
        <p className="px-4 py-3 text-sm text-fg-muted">No projects you share with this member.</p>
      ) : (
        <ul className="divide-y divide-border/60">
          {projects.map((project) => {
            const done = project.assigned_issues ? Math.round((project.completed_issues / project.assigned_issues) * 100) : 0;
            return (
              <li key={project.id} className="flex items-center gap-3 px-4 py-2 text-sm">
                <ProjectLogo project={project} size="sm" />
                <Link to={appPaths.issues(slug, project.id)} className="min-w-0 flex-1 truncate text-fg hover:underline">
                  {project.name}
                </Link>
                <span className="text-xs text-fg-muted">
                  {project.assigned_issues} assigned · {project.pending_issues} pending · {project.created_issues} created
                </span>
                <span className="w-10 text-right text-xs text-fg-subtle tabular-nums" title="Assigned issues completed">
                  {done}%
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
