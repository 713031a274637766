import type { Project } from "@hangar/contracts";
import { Star } from "lucide-react";
import { cn } from "../../../lib/cn";

type FavoriteButtonProps = { project: Project; onToggle: (favorite: boolean) => void; className?: string };

/** Only members can star a project, and archived projects can't be starred (the server refuses both). */
export function FavoriteButton({ project, onToggle, className }: FavoriteButtonProps) {
  const disabled = !project.is_member || project.archived_at !== null;
  const label = project.is_favorite ? `Remove ${project.name} from favorites` : `Add ${project.name} to favorites`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={project.is_favorite}
      title={disabled ? "Join the project to add it to favorites" : label}
      disabled={disabled}
      onClick={() => onToggle(!project.is_favorite)}
      className={cn(
        "flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-40",
        className,
      )}
    >
      <Star className={cn("size-3.5", project.is_favorite && "fill-warning text-warning")} aria-hidden />
    </button>
  );
}
