import { Star } from "lucide-react";
import { cn } from "../../lib/cn";

type FavoriteStarProps = {
  /** What is starred, for the button's label ("Add Sprint 3 to favorites"). */
  name: string;
  favorite: boolean;
  onToggle: () => void;
  /** Inside a list row whose own hover already tints the background: hover one shade darker. */
  inRow?: boolean;
  disabled?: boolean;
  /** The tooltip; the label by default. */
  title?: string;
  className?: string;
};

/** The star that adds something to the caller's favorites or removes it (projects, cycles, modules, views). */
export function FavoriteStar({ name, favorite, onToggle, inRow = false, disabled, title, className }: FavoriteStarProps) {
  const label = favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={favorite}
      title={title ?? label}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-subtle hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-40",
        inRow ? "hover:bg-surface-active" : "hover:bg-surface-hover",
        className,
      )}
    >
      <Star className={cn("size-3.5", favorite && "fill-warning text-warning")} aria-hidden />
    </button>
  );
}
