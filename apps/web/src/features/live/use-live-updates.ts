import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { openLiveBatch, resyncWorkspace } from "./apply-live-event";
import { LiveClient, liveUrl } from "./live-client";
import { LiveEventQueue } from "./live-event-queue";

/**
 * DESIGN §6: keeps every open screen of a workspace current. Mounted once by the workspace layout;
 * a new slug closes the old socket and opens one for the new workspace.
 */
export function useLiveUpdates(slug: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!slug || typeof WebSocket === "undefined") return;
    // Events are applied a batch per frame, so a burst never holds up input (issue 16).
    const queue = new LiveEventQueue(() => openLiveBatch(slug, queryClient));
    const client = new LiveClient({
      url: (after) => liveUrl(slug, after),
      onEvent: (event) => queue.push(event),
      onResync: () => resyncWorkspace(slug, queryClient),
    });
    client.start();
    const wake = () => client.reconnectNow();
    const onVisible = () => {
      if (document.visibilityState === "visible") wake();
    };
    window.addEventListener("online", wake);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", wake);
      document.removeEventListener("visibilitychange", onVisible);
      client.stop();
      queue.drain();
    };
  }, [slug, queryClient]);
}
