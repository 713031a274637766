import { PAGE_LIVE_ACCESS_LOST, PAGE_LIVE_PATH, type PageLiveNotice, pageDocumentName } from "@hangar/contracts";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { useCallback, useEffect, useRef, useState } from "react";
import * as Y from "yjs";
import type { PagePlace } from "./page-keys";
import type { SaveState } from "./use-content-autosave";

/**
 * live: bound to the shared document; connecting: not yet (the editor waits); offline: the socket could not
 * connect, the editor saves through `description/` and a new connection keeps being tried; refused: the
 * server would not open the document (saving through `description/`, whose rules answer for themselves);
 * lost: the page was taken away from this user while open.
 */
export type LiveMode = "connecting" | "live" | "offline" | "refused" | "lost";

/** One co-editor as the others see them (Tiptap's CollaborationCaret keeps `user` in the awareness state). */
export type Peer = { clientId: number; name: string; color: string };

/** How long a connection may take, or stay down, before the editor falls back to saving over HTTP. */
export const LIVE_FALLBACK_AFTER_MS = 5000;

type Session = { doc: Y.Doc; provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket };

function liveUrl() {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}${PAGE_LIVE_PATH}`;
}

/**
 * The page's shared Yjs document through Hocuspocus. Each session starts from a fresh Y.Doc: after a fallback
 * (whose saves went over HTTP and reach the server's document there) or a change of access (whose refused
 * edits must not be sent again), a new one syncs from the server rather than merging stale local state.
 * `beforeLive` runs before a session that follows a fallback is bound (the caller flushes its HTTP saves);
 * `onFallback` when a live session is given up, saying whether it held changes the server did not confirm
 * (the caller saves the editor's content over HTTP then).
 */
export function usePageLive(
  place: PagePlace,
  pageId: string,
  handlers: { beforeLive: () => Promise<void>; onFallback: (unsynced: boolean) => void },
) {
  const [session, setSession] = useState<Session | null>(null);
  const [mode, setMode] = useState<LiveMode>("connecting");
  const [readOnly, setReadOnly] = useState(false);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [epoch, setEpoch] = useState(0);
  /** Live, what became of this user's changes: sent and not yet confirmed, or all confirmed by the server. */
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const modeRef = useRef<LiveMode>("connecting");
  const latest = useRef(handlers);
  latest.current = handlers;
  const name = pageDocumentName(place.slug, place.projectId, pageId);

  const restart = useCallback(() => setEpoch((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `epoch` starts a new session on purpose
  useEffect(() => {
    let disposed = false;
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: liveUrl() });
    const setModeTo = (next: LiveMode) => {
      modeRef.current = next;
      setMode(next);
    };
    let fallbackTimer: number | undefined;
    const armFallback = () => {
      window.clearTimeout(fallbackTimer);
      fallbackTimer = window.setTimeout(() => {
        if (disposed || modeRef.current !== "live") return;
        // The socket stayed down: what this session holds is in the editor's HTML, which saves over HTTP now.
        setModeTo("offline");
        latest.current.onFallback(provider.hasUnsyncedChanges);
        restart();
      }, LIVE_FALLBACK_AFTER_MS);
    };
    let typed = false;
    doc.on("update", (_update: Uint8Array, origin: unknown) => {
      if (origin !== provider) typed = true;
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      document: doc,
      onAuthenticated: ({ scope }) => setReadOnly(scope === "readonly"),
      onAuthenticationFailed: () => {
        if (modeRef.current === "connecting" || modeRef.current === "offline") setModeTo("refused");
      },
      onSynced: () => {
        window.clearTimeout(fallbackTimer);
        if (modeRef.current === "live") return;
        const from = modeRef.current;
        void (from === "offline" ? latest.current.beforeLive() : Promise.resolve()).finally(() => {
          if (disposed) return;
          setSession({ doc, provider, socket });
          setModeTo("live");
        });
      },
      onStateless: ({ payload }) => {
        const notice = JSON.parse(payload) as PageLiveNotice;
        if (notice.type === "access") restart();
      },
      onClose: ({ event }) => {
        if (event.reason === PAGE_LIVE_ACCESS_LOST) setModeTo("lost");
      },
      onDisconnect: () => {
        if (modeRef.current === "live") armFallback();
      },
      onUnsyncedChanges: ({ number }) => {
        if (typed) setSaveState(number > 0 ? "saving" : "saved");
      },
      onAwarenessChange: ({ states }) => {
        const others = states
          .filter((s) => s.clientId !== doc.clientID && s.user)
          .map((s) => ({ clientId: s.clientId, name: String(s.user.name ?? ""), color: String(s.user.color ?? "") }));
        setPeers(others);
      },
    });
    provider.attach();
    // A first connection that takes too long falls back too; the session keeps trying and takes over once synced.
    const firstTimer = window.setTimeout(() => {
      if (!disposed && modeRef.current === "connecting") setModeTo("offline");
    }, LIVE_FALLBACK_AFTER_MS);
    return () => {
      disposed = true;
      window.clearTimeout(firstTimer);
      window.clearTimeout(fallbackTimer);
      provider.destroy();
      socket.destroy();
      doc.destroy();
      setSession(null);
      setPeers([]);
      setSaveState("idle");
      if (modeRef.current === "live") modeRef.current = "connecting";
      setMode(modeRef.current);
    };
  }, [name, epoch, restart]);

  return { session, mode, readOnly, peers, saveState };
}
