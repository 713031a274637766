import type { Notification } from "@hangar/contracts";
import { useCallback, useRef, useState } from "react";

/**
 * The row the keyboard acts on, by id so a live arrival above it does not move it. When it leaves the
 * list (archived, snoozed), the row that took its place is selected, as a mail client does.
 */
export function useInboxSelection(rows: Notification[]) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const lastIndex = useRef(-1);
  let index = selectedId ? rows.findIndex((n) => n.id === selectedId) : -1;
  if (index === -1 && selectedId && rows.length > 0) index = Math.min(lastIndex.current, rows.length - 1);
  lastIndex.current = index;
  const selected = index >= 0 ? (rows[index] ?? null) : null;
  const select = useCallback((id: string | null) => setSelectedId(id), []);
  return { selected, index, select };
}
