import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { useLoadOnScroll } from "../../../lib/use-load-on-scroll";

type LoadMoreRowProps = {
  /** The group's name, or null in an ungrouped list. */
  groupName: string | null;
  remaining: number;
  loading: boolean;
  /** The last page failed: scrolling no longer retries, the button does. */
  failed: boolean;
  onLoad: () => void;
  variant?: "row" | "card";
};

/**
 * The end of one group's loaded issues: its next page (its own `group_id` page, so one long column
 * doesn't page the rest) loads as this row nears the view. The row stays a button, the keyboard's and
 * screen reader's way to the next page and the retry after a failure.
 */
export function LoadMoreRow({ groupName, remaining, loading, failed, onLoad, variant = "row" }: LoadMoreRowProps) {
  const sentinel = useLoadOnScroll({ canLoad: !loading && !failed, onLoad });
  const where = groupName ? ` in ${groupName}` : " issues";
  return (
    <button
      ref={sentinel}
      type="button"
      data-load-more=""
      // aria-disabled, not disabled: a focused button keeps focus while its page loads.
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onLoad();
      }}
      aria-busy={loading || undefined}
      aria-label={loading ? `Loading more${where}` : `Load more${where}`}
      className={cn(
        "flex w-full items-center gap-2 text-xs hover:bg-surface-hover aria-disabled:cursor-wait",
        loading ? "text-fg-subtle" : "text-accent",
        variant === "card" ? "h-8 justify-center rounded-md" : "h-9 border-b border-border/60 px-4",
      )}
    >
      {loading && <Spinner size="sm" />}
      {loading ? "Loading more…" : failed ? "Couldn't load more, try again" : "Load more"}
      {remaining > 0 && <span className="text-fg-subtle">({remaining} more)</span>}
    </button>
  );
}
