import type { CreateIssueBody, Issue, UpdateIssueBody } from "@hangar/contracts";
import { api } from "../../../lib/api";
import { type CacheEdit, cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issueKeys, optimisticIssue, useIssueStore } from "../../issues";
import { draftKeys, draftPath, draftsPath, draftToIssuePath } from "./draft-keys";
import type { DraftPages } from "./use-drafts";

export type NewDraft = CreateIssueBody & { project_id: string };

const editRows = (slug: string, change: (rows: Issue[]) => Issue[]) =>
  cacheEdit<DraftPages>(draftKeys.list(slug), (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: change(page.results) })),
  }));

const shiftCount = (slug: string, by: number) => cacheEdit<number>(draftKeys.count(slug), (n) => Math.max(0, n + by));

/** A draft leaves the list (published or deleted) and the sidebar's count drops with it. */
const without = (slug: string, draftId: string): CacheEdit[] => [
  editRows(slug, (rows) => rows.filter((d) => d.id !== draftId)),
  shiftCount(slug, -1),
];

/** The issue list's optimistic row, as a draft: no parent, no estimate until the server answers. */
const placeholder = (tempId: string, body: NewDraft): Issue => ({
  ...optimisticIssue(tempId, body.project_id, body, 0, null),
  estimate_point: null,
  parent_id: null,
  is_draft: true,
});

export function useCreateDraft(slug: string) {
  return useOptimisticMutation<NewDraft & { tempId: string }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ tempId: _tempId, ...body }) => api.post<Issue>(draftsPath(slug), body),
    edits: ({ tempId, ...body }) => [editRows(slug, (rows) => [placeholder(tempId, body), ...rows]), shiftCount(slug, 1)],
    errorTitle: "Couldn't save the draft",
    onSuccess: (draft, { tempId }, queryClient) =>
      queryClient.setQueryData<DraftPages>(draftKeys.list(slug), (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map((d) => (d.id === tempId ? draft : d)) })) }
          : data,
      ),
  });
}

export function useUpdateDraft(slug: string) {
  return useOptimisticMutation<{ id: string; changes: UpdateIssueBody }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id, changes }) => api.patch<Issue>(draftPath(slug, id), changes),
    edits: ({ id, changes }) => [
      editRows(slug, (rows) =>
        rows.map((d) => (d.id === id ? ({ ...d, ...changes, updated_at: new Date().toISOString() } as Issue) : d)),
      ),
      cacheEdit<Issue>(draftKeys.detail(slug, id), (d) => ({ ...d, ...changes }) as Issue),
    ],
    errorTitle: "Couldn't save the draft",
  });
}

/**
 * Spec §4: publishing clears the draft flag, so it leaves this list and becomes an issue of its project
 * (the store learns of it as newly created, so an open project list shows it at once).
 */
export function usePublishDraft(slug: string) {
  return useOptimisticMutation<{ id: string; changes?: UpdateIssueBody }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id, changes }) => api.post<Issue>(draftToIssuePath(slug, id), changes ?? {}),
    edits: ({ id }) => without(slug, id),
    errorTitle: "Couldn't create the issue",
    onSuccess: (issue, _vars, queryClient) => {
      const store = useIssueStore.getState();
      store.upsertIssues([issue]);
      store.noteCreated(issue.id);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, issue.project_id) });
    },
  });
}

export function useDeleteDraft(slug: string) {
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id }) => api.delete(draftPath(slug, id)),
    edits: ({ id }) => without(slug, id),
    errorTitle: "Couldn't delete the draft",
  });
}
