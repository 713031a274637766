import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";

type LoadMoreRowProps = {
  /** The group's name, or null in an ungrouped list. */
  groupName: string | null;
  remaining: number;
  loading: boolean;
  onLoad: () => void;
  variant?: "row" | "card";
};

/** The next page of one group only (its own `group_id` page), so one long column doesn't page the rest. */
export function LoadMoreRow({ groupName, remaining, loading, onLoad, variant = "row" }: LoadMoreRowProps) {
  return (
    <button
      type="button"
      onClick={onLoad}
      disabled={loading}
      aria-busy={loading || undefined}
      aria-label={groupName ? `Load more in ${groupName}` : "Load more issues"}
      className={cn(
        "flex w-full items-center gap-2 text-xs text-accent hover:bg-surface-hover disabled:cursor-wait disabled:opacity-70",
        variant === "card" ? "h-8 justify-center rounded-md" : "h-9 border-b border-border/60 px-4",
      )}
    >
      {loading && <Spinner size="sm" />}
      Load more
      {remaining > 0 && <span className="text-fg-subtle">({remaining} more)</span>}
    </button>
  );
}
