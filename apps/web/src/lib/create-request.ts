import { useEffect, useEffectEvent } from "react";
import { create } from "zustand";

/** What a list screen creates in its own dialog, asked for from elsewhere (the command palette). */
export type CreateKind = "cycle" | "module" | "view" | "page";

type CreateRequest = { kind: CreateKind; projectId: string | null; at: number };

/** A request the screen did not take up by then (it never opened, or refused) is forgotten. */
const EXPIRES_MS = 30_000;

const useCreateRequests = create<{ request: CreateRequest | null }>()(() => ({ request: null }));

/** Asks the list of `kind` in a project (null: the workspace's) to open its create dialog once it shows. */
export function requestCreate(kind: CreateKind, projectId: string | null) {
  useCreateRequests.setState({ request: { kind, projectId, at: Date.now() } });
}

/**
 * Opens the screen's create dialog when asked: the palette goes to the list and leaves the request here,
 * so the dialog is the list's own (its defaults, its navigation after saving). `enabled`: the caller may
 * create there; until then (still loading, or not allowed) the request waits.
 */
export function useCreateRequest(kind: CreateKind, projectId: string | null, open: () => void, enabled = true) {
  const request = useCreateRequests((s) => s.request);
  const run = useEffectEvent(open);
  useEffect(() => {
    if (!request || request.kind !== kind || request.projectId !== projectId || !enabled) return;
    useCreateRequests.setState({ request: null });
    if (Date.now() - request.at <= EXPIRES_MS) run();
  }, [request, kind, projectId, enabled]);
}
