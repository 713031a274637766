import type { Issue } from "@hangar/contracts";
import { create } from "zustand";

/**
 * DESIGN §7: one normalized copy of every issue the client knows, so a change made in the peek, a live
 * event or an optimistic mutation shows at once in every list, board and detail that reads it.
 * Detail-only fields (description_html, is_subscribed) survive partial upserts because rows merge.
 */
/** One issue's net change in a batch: removed first when `removed`, then merged with `issue` if any. */
export type IssueChange = { id: string; removed: boolean; issue: Issue | null };

export type IssueStoreState = {
  issuesById: Record<string, Issue>;
  upsertIssues: (issues: Issue[]) => void;
  patchIssue: (id: string, partial: Partial<Issue>) => void;
  removeIssue: (id: string) => void;
  /** Many upserts and removals in one write (a batch of live events): one copy of the map, one render. */
  applyIssueChanges: (changes: Iterable<IssueChange>) => void;
  /** Issues created in this tab, newest last: loaded lists show them even though no page listed them. */
  createdIds: string[];
  noteCreated: (id: string) => void;
};

export const useIssueStore = create<IssueStoreState>()((set) => ({
  issuesById: {},
  createdIds: [],
  noteCreated: (id) => set((state) => (state.createdIds.includes(id) ? state : { createdIds: [...state.createdIds, id] })),
  upsertIssues: (issues) =>
    set((state) => {
      if (issues.length === 0) return state;
      const next = { ...state.issuesById };
      for (const issue of issues) next[issue.id] = { ...next[issue.id], ...issue };
      return { issuesById: next };
    }),
  patchIssue: (id, partial) =>
    set((state) => {
      const current = state.issuesById[id];
      if (!current) return state;
      return { issuesById: { ...state.issuesById, [id]: { ...current, ...partial } } };
    }),
  removeIssue: (id) =>
    set((state) => {
      if (!(id in state.issuesById)) return state;
      const next = { ...state.issuesById };
      delete next[id];
      return { issuesById: next };
    }),
  applyIssueChanges: (changes) =>
    set((state) => {
      let next: Record<string, Issue> | null = null;
      for (const { id, removed, issue } of changes) {
        if (!removed && !issue) continue;
        next ??= { ...state.issuesById };
        if (removed) delete next[id];
        if (issue) next[id] = { ...next[id], ...issue };
      }
      return next ? { issuesById: next } : state;
    }),
}));

export function useIssueFromStore(id: string | null | undefined): Issue | undefined {
  return useIssueStore((state) => (id ? state.issuesById[id] : undefined));
}

/** Reads outside React (mutations, the live client) go through here to see the latest value. */
export function getIssueFromStore(id: string): Issue | undefined {
  return useIssueStore.getState().issuesById[id];
}
