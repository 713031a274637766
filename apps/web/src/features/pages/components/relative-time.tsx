import { formatDistanceToNow } from "date-fns";
import { formatDate } from "../../../lib/dates";

/** "Updated 5 minutes ago", the exact time on hover. */
export function RelativeTime({ iso, prefix, className }: { iso: string; prefix?: string; className?: string }) {
  const when = new Date(iso);
  return (
    <time dateTime={iso} title={formatDate(when, "datetime")} className={className}>
      {prefix ? `${prefix} ` : ""}
      {formatDistanceToNow(when, { addSuffix: true })}
    </time>
  );
}
