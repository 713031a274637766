import type { Sticky, UpdateStickyBody } from "@hangar/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { realStickyId } from "../lib/sticky-aliases";

/** How long typing pauses before a sticky is saved. */
export const STICKY_AUTOSAVE_MS = 800;
/** How many pauses edits wait for a new sticky's real id before a failed create is taken as final. */
const MAX_WAITS_FOR_ID = 30;

export type SaveStatus = "idle" | "saving" | "saved" | "failed";
type Draft = { name: string; description_html: string };
type Save = (id: string, changes: UpdateStickyBody) => Promise<unknown>;

/**
 * What the card shows while its owner types: the name and body as typed, saved after a pause. The server's
 * version (a live change from another screen, a refetch) replaces them only while nothing typed here is
 * waiting or on its way. A failed save rolls the card back to the stored sticky (the mutation has toasted).
 */
export function useStickyAutosave(sticky: Sticky, save: Save) {
  const [draft, setDraft] = useState<Draft>({ name: sticky.name, description_html: sticky.description_html });
  const [status, setStatus] = useState<SaveStatus>("idle");
  const pending = useRef<UpdateStickyBody>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(0);
  const waits = useRef(0);
  const [resync, setResync] = useState(0);
  const latest = useRef({ sticky, save });
  latest.current = { sticky, save };

  /** Something typed here is waiting for the pause, or on its way to the server. */
  const busy = useCallback(() => timer.current !== null || inFlight.current > 0 || Object.keys(pending.current).length > 0, []);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { sticky: current, save: send } = latest.current;
    const changes = pending.current;
    if (Object.keys(changes).length === 0) return;
    const id = realStickyId(current.id);
    // A sticky still being created has no id to save to yet: its edits wait for the real one.
    if (isTemporaryId(id)) {
      waits.current += 1;
      if (waits.current <= MAX_WAITS_FOR_ID) timer.current = setTimeout(flush, STICKY_AUTOSAVE_MS);
      else pending.current = {};
      return;
    }
    pending.current = {};
    inFlight.current += 1;
    setStatus("saving");
    send(id, changes).then(
      () => {
        inFlight.current -= 1;
        if (!busy()) setStatus("saved");
      },
      () => {
        inFlight.current -= 1;
        pending.current = {};
        setStatus("failed");
        setResync((n) => n + 1);
      },
    );
  }, [busy]);

  const change = useCallback(
    (changes: Partial<Draft>) => {
      setDraft((d) => ({ ...d, ...changes }));
      Object.assign(pending.current, changes);
      setStatus("saving");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, STICKY_AUTOSAVE_MS);
    },
    [flush],
  );

  // The stored version wins whenever nothing typed here is outstanding (and after a failed save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resync re-runs it after a rollback
  useEffect(() => {
    if (busy()) return;
    setDraft((d) =>
      d.name === sticky.name && d.description_html === sticky.description_html
        ? d
        : { name: sticky.name, description_html: sticky.description_html },
    );
  }, [busy, sticky.name, sticky.description_html, resync]);

  /** Drops what waits to be saved (the sticky is being deleted). */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = {};
  }, []);

  // Leaving (closing the modal, navigating away) saves what was typed rather than dropping it.
  useEffect(() => () => flush(), [flush]);

  return { draft, change, flush, discard, status };
}
