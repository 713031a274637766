import { PROJECT_NETWORK, type Project } from "@hangar/contracts";
import { Archive, Globe2, Lock, Users } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { appPaths } from "../../../lib/paths";
import { FavoriteButton } from "./favorite-button";
import { ProjectActionsMenu } from "./project-actions-menu";
import { ProjectLogo } from "./project-logo";

type ProjectRowProps = {
  slug: string;
  project: Project;
  leadName: string | null;
  onToggleFavorite: (favorite: boolean) => void;
  onJoin: () => void;
};

export function ProjectRow({ slug, project, leadName, onToggleFavorite, onJoin }: ProjectRowProps) {
  const isPublic = project.network !== PROJECT_NETWORK.PRIVATE;
  const archived = project.archived_at !== null;
  const href = archived ? appPaths.settings(slug, project.id) : appPaths.issues(slug, project.id);
  const members = project.total_members ?? project.members?.length ?? 0;

  return (
    <li className="group flex h-12 items-center gap-3 px-5 hover:bg-surface-hover">
      <FavoriteButton project={project} onToggle={onToggleFavorite} className="-ml-2" />
      <Link to={href} className="flex min-w-0 flex-1 items-center gap-3 focus-visible:outline-none focus-visible:underline">
        <ProjectLogo project={project} />
        <span className="min-w-0 truncate text-sm font-medium text-fg">{project.name}</span>
        <span className="shrink-0 font-mono text-xs text-fg-subtle">{project.identifier}</span>
        {archived && (
          <span className="flex shrink-0 items-center gap-1 rounded bg-surface-active px-1.5 text-2xs text-fg-muted">
            <Archive className="size-3" aria-hidden /> Archived
          </span>
        )}
      </Link>
      <span className="hidden w-36 shrink-0 items-center gap-1.5 truncate text-xs text-fg-muted md:flex">
        {leadName ? (
          <>
            <Avatar name={leadName} size="xs" />
            <span className="truncate" title="Lead">
              {leadName}
            </span>
          </>
        ) : (
          <span className="text-fg-subtle">No lead</span>
        )}
      </span>
      <span className="flex w-12 shrink-0 items-center gap-1 text-xs text-fg-muted" title={`${members} members`}>
        <Users className="size-3.5" aria-hidden />
        <span className="sr-only">Members:</span> {members}
      </span>
      <span className="flex w-5 shrink-0 justify-center text-fg-subtle">
        {isPublic ? (
          <Globe2 className="size-3.5" aria-label="Public" role="img" />
        ) : (
          <Lock className="size-3.5" aria-label="Private" role="img" />
        )}
      </span>
      <span className="flex w-20 shrink-0 justify-end">
        {!project.is_member && isPublic && !archived ? (
          <Button size="xs" variant="secondary" onClick={onJoin}>
            Join<span className="sr-only"> {project.name}</span>
          </Button>
        ) : null}
      </span>
      <ProjectActionsMenu slug={slug} project={project} />
    </li>
  );
}
