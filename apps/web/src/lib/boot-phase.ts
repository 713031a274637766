import { useSyncExternalStore } from "react";

/**
 * A cold load's critical phase, on a screen that claims it (app/prefetch-route.ts: a project's issues):
 * from the start until the screen has painted what it was opened for (the board's first cards), at most
 * MAX_MS. What that paint does not need (the sidebar's counts and favorites, the recent-visit record, the
 * idle preloads of dialogs and menus) waits for its end, rather than compete with it for the server, the
 * browser's six connections and the main thread. Unclaimed (other screens, tests), the phase is over.
 */
const MAX_MS = 3000;

let held = false;
let ended = false;
let cap: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

const isOver = () => !held || ended;

/** The current screen's first paint is critical: what waits for the phase waits for endBoot(). */
export function holdBoot() {
  if (held) return;
  held = true;
  cap = setTimeout(endBoot, MAX_MS);
}

/** The screen has painted what it was opened for (or failed to): what waited runs now. */
export function endBoot() {
  if (ended) return;
  ended = true;
  clearTimeout(cap);
  for (const task of [...waiting]) task();
  waiting.clear();
}

/** Runs `task` once the phase is over (at once when it is); returns a cancel. */
export function afterBoot(task: () => void): () => void {
  if (isOver()) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/** Ends the phase once the frame being rendered has been painted: called after a commit. */
export function endBootAfterPaint() {
  if (isOver()) return;
  requestAnimationFrame(() => setTimeout(endBoot, 0));
}

const subscribe = (notify: () => void) => afterBoot(notify);

/** Whether the phase is over, re-rendering the caller when it ends. */
export function useBootOver(): boolean {
  return useSyncExternalStore(subscribe, isOver, () => true);
}

/** Back to no phase (tests). */
export function resetBootPhase() {
  clearTimeout(cap);
  held = false;
  ended = false;
  waiting.clear();
}
