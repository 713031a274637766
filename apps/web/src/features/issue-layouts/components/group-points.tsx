import { Triangle } from "lucide-react";

/**
 * A group's estimate points over the whole filtered set, beside its issue count; nothing when the group
 * has none (or the project estimates in categories, which add up to nothing).
 */
export function GroupPoints({ points }: { points: number | null | undefined }) {
  if (!points) return null;
  const label = `${points} estimate ${points === 1 ? "point" : "points"}`;
  return (
    <span role="img" aria-label={label} title={label} className="flex shrink-0 items-center gap-0.5 text-xs text-fg-subtle">
      <Triangle aria-hidden className="size-3" />
      {points}
    </span>
  );
}
