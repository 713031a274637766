import type { Issue } from "@hangar/contracts";
import { create } from "zustand";

/**
 * DESIGN §7: one normalized copy of every issue the client knows, so a change made in the peek, a live
 * event or an optimistic mutation shows at once in every list, board and detail that reads it.
 * Detail-only fields (description_html, is_subscribed) survive partial upserts because rows merge.
 *
 * The map is written in place and never copied: with 10,000 issues loaded, a copy per live batch was
 * most of what a burst of changes cost. Each issue object is still replaced, never mutated, so a
 * selector of one issue sees its change. Whoever derives something from the whole map subscribes to
 * `version` and may ask `changedIssueIdsSince` which issues a later version touched, to redo only those.
 */
/** One issue's net change in a batch: removed first when `removed`, then merged with `issue` if any. */
export type IssueChange = { id: string; removed: boolean; issue: Issue | null };

export type IssueStoreState = {
  issuesById: Record<string, Issue>;
  /** Moves on every write to `issuesById`. */
  version: number;
  upsertIssues: (issues: Issue[]) => void;
  patchIssue: (id: string, partial: Partial<Issue>) => void;
  removeIssue: (id: string) => void;
  /** Many upserts and removals in one write (a batch of live events): one version, one render. */
  applyIssueChanges: (changes: Iterable<IssueChange>) => void;
  /** Issues created in this tab, newest last: loaded lists show them even though no page listed them. */
  createdIds: string[];
  noteCreated: (id: string) => void;
};

/** The ids each recent version wrote, oldest first; older versions fall off and readers start over. */
const JOURNAL_LENGTH = 256;
let journal: { version: number; ids: readonly string[] }[] = [];

/**
 * The issues written after `version` of the map `issuesById`, or null when that is no longer known (the
 * map was replaced, or too many writes passed): the reader then derives from the whole map again.
 */
export function changedIssueIdsSince(version: number, issuesById: Record<string, Issue>): ReadonlySet<string> | null {
  const state = useIssueStore.getState();
  if (issuesById !== state.issuesById || version > state.version) return null;
  if (version === state.version) return new Set();
  const from = journal.findIndex((entry) => entry.version === version + 1);
  if (from < 0) return null;
  const ids = new Set<string>();
  for (let i = from; i < journal.length; i++) for (const id of journal[i].ids) ids.add(id);
  return ids;
}

export const useIssueStore = create<IssueStoreState>()((set) => {
  /** Applies `write` to the map in place; a new version when it touched anything. */
  const writeIssues = (write: (issuesById: Record<string, Issue>, touched: string[]) => void) =>
    set((state) => {
      const touched: string[] = [];
      write(state.issuesById, touched);
      if (touched.length === 0) return state;
      const version = state.version + 1;
      if (journal.at(-1)?.version !== state.version) journal = [];
      journal.push({ version, ids: touched });
      if (journal.length > JOURNAL_LENGTH) journal = journal.slice(-JOURNAL_LENGTH);
      return { version };
    });

  return {
    issuesById: {},
    version: 0,
    createdIds: [],
    noteCreated: (id) => set((state) => (state.createdIds.includes(id) ? state : { createdIds: [...state.createdIds, id] })),
    upsertIssues: (issues) =>
      writeIssues((byId, touched) => {
        for (const issue of issues) {
          byId[issue.id] = { ...byId[issue.id], ...issue };
          touched.push(issue.id);
        }
      }),
    patchIssue: (id, partial) =>
      writeIssues((byId, touched) => {
        const current = byId[id];
        if (!current) return;
        byId[id] = { ...current, ...partial };
        touched.push(id);
      }),
    removeIssue: (id) =>
      writeIssues((byId, touched) => {
        if (!(id in byId)) return;
        delete byId[id];
        touched.push(id);
      }),
    applyIssueChanges: (changes) =>
      writeIssues((byId, touched) => {
        for (const { id, removed, issue } of changes) {
          if (!removed && !issue) continue;
          if (removed) delete byId[id];
          if (issue) byId[id] = { ...byId[id], ...issue };
          touched.push(id);
        }
      }),
  };
});

export function useIssueFromStore(id: string | null | undefined): Issue | undefined {
  return useIssueStore((state) => (id ? state.issuesById[id] : undefined));
}

/** Reads outside React (mutations, the live client) go through here to see the latest value. */
export function getIssueFromStore(id: string): Issue | undefined {
  return useIssueStore.getState().issuesById[id];
}
