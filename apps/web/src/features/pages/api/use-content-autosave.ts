import type { PageDetail } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { pageApi } from "./page-api";
import { type PagePlace, pageKeys } from "./page-keys";

/** Content is saved this long after the last keystroke. */
export const CONTENT_SAVE_DELAY_MS = 1000;

type Content = { html: string; json?: Record<string, unknown> };
const bodyOf = ({ html, json }: Content) => ({ description_html: html, ...(json ? { description_json: json } : {}) });

export type SaveState = "idle" | "unsaved" | "saving" | "saved" | "failed";

/**
 * Saves the editor's HTML through `description/`, debounced. Typing is never lost: a failed save keeps the
 * text and tries again on the next change (or `retry`), and whatever is unsaved is sent when the screen
 * closes or the tab unloads (a keepalive request outlives the page).
 */
export function useContentAutosave(place: PagePlace, pageId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>("idle");
  /** What waits to be saved: the HTML, and the document as JSON when the editor gave it. */
  const pending = useRef<Content | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const target = useRef({ place, pageId });
  target.current = { place, pageId };

  const send = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (inFlight.current || pending.current === null) return;
    const content = pending.current;
    pending.current = null;
    inFlight.current = true;
    setState("saving");
    try {
      const saved = await pageApi.saveDescription(target.current.place, target.current.pageId, bodyOf(content));
      queryClient.setQueryData<PageDetail>(pageKeys.page(target.current.place, saved.id), saved);
      setState(pending.current === null ? "saved" : "unsaved");
    } catch {
      // Keep what was typed unless newer text is already waiting.
      pending.current ??= content;
      setState("failed");
      inFlight.current = false;
      return;
    }
    inFlight.current = false;
    if (pending.current !== null) void send();
  }, [queryClient]);

  const change = useCallback(
    (html: string, json?: Record<string, unknown>) => {
      pending.current = { html, json };
      setState((current) => (current === "saving" ? current : "unsaved"));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void send(), CONTENT_SAVE_DELAY_MS);
    },
    [send],
  );

  /** Drops what was not saved yet (a restored version replaces it). */
  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    setState("idle");
  }, []);

  /** Saves now what is waiting (before keeping a version, say); resolves once nothing is waiting. */
  const flush = useCallback(async () => {
    await send();
    while (inFlight.current) await new Promise((resolve) => setTimeout(resolve, 50));
    if (pending.current !== null) await send();
  }, [send]);

  useEffect(() => {
    const leave = () => {
      if (pending.current === null) return;
      const { place: p, pageId: id } = target.current;
      void pageApi.saveDescription(p, id, bodyOf(pending.current), true).catch(() => undefined);
      pending.current = null;
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current !== null || inFlight.current) {
        leave();
        event.preventDefault();
      }
    };
    window.addEventListener("beforeunload", warn);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("beforeunload", warn);
      window.removeEventListener("pagehide", leave);
      window.clearTimeout(timer.current);
      leave();
    };
  }, []);

  return { state, change, flush, discard, retry: send };
}
