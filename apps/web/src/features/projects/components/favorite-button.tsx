import type { Project } from "@hangar/contracts";
import { FavoriteStar } from "../../../components/ui/favorite-star";

type FavoriteButtonProps = { project: Project; onToggle: (favorite: boolean) => void; className?: string };

/** Only members can star a project, and archived projects can't be starred (the server refuses both). */
export function FavoriteButton({ project, onToggle, className }: FavoriteButtonProps) {
  const disabled = !project.is_member || project.archived_at !== null;
  return (
    <FavoriteStar
      name={project.name}
      favorite={project.is_favorite}
      onToggle={() => onToggle(!project.is_favorite)}
      disabled={disabled}
      title={disabled ? "Join the project to add it to favorites" : undefined}
      className={className}
    />
  );
}
