import type { Issue } from "@hangar/contracts";
import { useCallback, useEffect, useRef, useState } from "react";

export type DatePair = { start_date: string | null; target_date: string | null };
type Entry = { dates: DatePair; base: DatePair; token: number; settled: boolean };

const pairOf = (issue: Pick<Issue, "start_date" | "target_date">): DatePair => ({
  start_date: issue.start_date,
  target_date: issue.target_date,
});
const samePair = (a: DatePair, b: DatePair) => a.start_date === b.start_date && a.target_date === b.target_date;

/**
 * Local previews of date moves (calendar drops, timeline drags). A move shows at once, whether or not
 * the host patches its store optimistically; a rejected save drops the preview, so the issue jumps back
 * to what the host has. After a save the preview stays until the host's copy catches up (or changes for
 * another reason, e.g. a live event), so a host that refetches instead of patching never flashes the old
 * dates.
 */
export function useDateOverrides(issuesById: ReadonlyMap<string, Issue>) {
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(new Map());
  const tokenRef = useRef(0);

  useEffect(() => {
    if (entries.size === 0) return;
    let changed = false;
    const next = new Map(entries);
    for (const [id, entry] of entries) {
      const issue = issuesById.get(id);
      const current = issue ? pairOf(issue) : null;
      const stale = !current || (entry.settled && (samePair(current, entry.dates) || !samePair(current, entry.base)));
      if (stale) {
        next.delete(id);
        changed = true;
      }
    }
    if (changed) setEntries(next);
  }, [issuesById, entries]);

  const withOverride = useCallback(
    (issue: Issue): Issue => {
      const entry = entries.get(issue.id);
      return entry ? { ...issue, ...entry.dates } : issue;
    },
    [entries],
  );

  /**
   * Shows `changes` now, runs `save`, and takes the preview back if it rejects (the error is logged).
   * `issue` is the host's copy (not a previewed one): it is what a failure returns to.
   */
  const preview = useCallback(
    async (changes: { issue: Issue; dates: DatePair }[], save: () => Promise<void>, what: string): Promise<boolean> => {
      tokenRef.current += 1;
      const token = tokenRef.current;
      setEntries((prev) => {
        const next = new Map(prev);
        for (const { issue, dates } of changes) {
          next.set(issue.id, { dates, base: pairOf(issue), token, settled: false });
        }
        return next;
      });
      // Only this move's own previews are touched when it settles; a newer move of the same issue wins.
      const settle = (keep: boolean) =>
        setEntries((prev) => {
          const next = new Map(prev);
          for (const { issue } of changes) {
            const entry = prev.get(issue.id);
            if (!entry || entry.token !== token) continue;
            if (keep) next.set(issue.id, { ...entry, settled: true });
            else next.delete(issue.id);
          }
          return next;
        });
      try {
        await save();
        settle(true);
        return true;
      } catch (error) {
        settle(false);
        // Spec §8: a failed date move is reverted and logged (the host's save already told the user).
        console.error(`[issue-layouts] ${what} failed; reverted`, error);
        return false;
      }
    },
    [],
  );

  return { withOverride, preview, overrides: entries };
}
