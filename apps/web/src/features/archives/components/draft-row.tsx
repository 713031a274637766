import type { Issue, Project } from "@hangar/contracts";
import { formatDistanceToNow } from "date-fns";
import { SendHorizontal, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { PriorityIcon } from "../../issue-core";
import { ProjectLogo } from "../../projects";

type DraftRowProps = {
  draft: Issue;
  project: Project | undefined;
  pending: boolean;
  onOpen: () => void;
  onPublish: () => void;
  onDelete: () => void;
};

/** A draft: its project, title and last edit; opens for editing, or becomes an issue in one click. */
export function DraftRow({ draft, project, pending, onOpen, onPublish, onDelete }: DraftRowProps) {
  const name = draft.name || "Untitled draft";
  return (
    <li
      aria-label={name}
      aria-busy={pending || undefined}
      className={cn(
        "group flex h-10 items-center gap-3 border-b border-border/60 px-5 text-sm hover:bg-surface-hover",
        pending && "opacity-60",
      )}
    >
      <span className="flex w-36 shrink-0 items-center gap-1.5 truncate text-xs text-fg-muted">
        {project && <ProjectLogo project={project} size="sm" />}
        <span className="truncate">{project?.name ?? "Unknown project"}</span>
      </span>
      <PriorityIcon priority={draft.priority} />
      <button
        type="button"
        disabled={pending}
        onClick={onOpen}
        className="min-w-0 flex-1 cursor-pointer truncate text-left text-fg hover:underline disabled:cursor-default"
      >
        {name}
      </button>
      <span className="shrink-0 text-xs text-fg-subtle">
        Updated {formatDistanceToNow(new Date(draft.updated_at), { addSuffix: true })}
      </span>
      <Button size="xs" variant="secondary" disabled={pending} aria-label={`Create issue from ${name}`} onClick={onPublish}>
        <SendHorizontal aria-hidden /> Create issue
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        disabled={pending}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
        className="opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
