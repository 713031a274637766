import { ArrowRight, CalendarDays } from "lucide-react";
import { formatDate } from "../../../lib/dates";

const day = (iso: string) => formatDate(iso, "long");

/** "Start → Target", or whichever of the two is set. */
export function ModuleDates({ start, target }: { start: string | null; target: string | null }) {
  if (!start && !target) return <span className="text-xs text-fg-subtle">No dates</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-fg-muted">
      <CalendarDays className="size-3.5 text-fg-subtle" aria-hidden />
      {start ? <time dateTime={start}>{day(start)}</time> : "…"}
      <ArrowRight className="size-3 text-fg-subtle" aria-hidden />
      <span className="sr-only">to</span>
      {target ? <time dateTime={target}>{day(target)}</time> : "…"}
    </span>
  );
}
