import type { ExternalToast } from "sonner";

type Message = Parameters<typeof import("sonner").toast>[0];
type Show = (message: Message, options?: ExternalToast) => void;

let requested = false;
const waiting = new Set<() => void>();

/**
 * Sonner (the toasts) is not on the first route: it loads with the first message, or once the app is idle.
 * Its state outlives the load, and the toaster replays what was shown before it mounted.
 */
const loadSonner = () => {
  if (!requested) {
    requested = true;
    for (const wake of waiting) wake();
  }
  return import("sonner");
};

const show =
  (kind?: "success" | "error" | "info"): Show =>
  (message, options) => {
    void loadSonner().then(({ toast: sonner }) => (kind ? sonner[kind](message, options) : sonner(message, options)));
  };

/** The app's toasts: `toast(message)`, `toast.success`, `toast.error`, `toast.info` (sonner's options). */
export const toast = Object.assign(show(), { success: show("success"), error: show("error"), info: show("info") });

/** For the toaster host: resolves when a first message wants showing (or at once if one already did). */
export function whenToastRequested(): Promise<void> {
  return requested ? Promise.resolve() : new Promise((resolve) => waiting.add(() => resolve()));
}
