import { useEffect, useState } from "react";
import { fullDateTime, shortRelativeTime } from "../lib/relative-time";

/** "5m ago" that keeps itself current while the screen stays open. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={fullDateTime(iso)} className={className}>
      {shortRelativeTime(iso, now)}
    </time>
  );
}
