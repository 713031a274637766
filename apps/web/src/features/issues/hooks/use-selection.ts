import { useCallback, useRef, useState } from "react";

/**
 * Checkbox selection over the visible rows: a plain click toggles one row, shift-click selects the
 * range from the last clicked row, like a mail client.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);

  const toggle = useCallback((id: string, shift: boolean, orderedIds: readonly string[]) => {
    setSelected((current) => {
      const next = new Set(current);
      const from = anchor.current ? orderedIds.indexOf(anchor.current) : -1;
      const to = orderedIds.indexOf(id);
      if (shift && from >= 0 && to >= 0) {
        const [start, end] = from < to ? [from, to] : [to, from];
        for (const rowId of orderedIds.slice(start, end + 1)) next.add(rowId);
      } else if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
    anchor.current = id;
  }, []);

  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);

  /** Drops ids that no longer exist (deleted elsewhere, archived) so the bulk bar counts true. */
  const retain = useCallback((existing: readonly { id: string }[]) => {
    setSelected((current) => {
      // Called on every change to the list: nothing selected, nothing to look up among 10,000 rows.
      if (current.size === 0) return current;
      const ids = new Set(existing.map((item) => item.id));
      const kept = [...current].filter((id) => ids.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, []);

  return { selected, toggle, clear, retain };
}
