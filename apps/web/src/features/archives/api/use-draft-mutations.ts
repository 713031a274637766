import { type CreateIssueBody, type Issue, issueEndpoints, type UpdateIssueBody } from "@hangar/contracts";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { type CacheEdit, cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { issueKeys, optimisticIssue, useIssueStore } from "../../issue-core";
import { draftKeys, isFilteredListKey } from "./draft-keys";
import type { DraftPages } from "./use-drafts";

export type NewDraft = CreateIssueBody & { project_id: string };

/** Every cached draft list: each filter set and order the page was shown in is one. */
const draftLists = (queryClient: QueryClient, slug: string): QueryKey[] =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: draftKeys.list(slug) })
    .map((query) => query.queryKey);

/** Rows of one cached list change; its total moves with them, so the page's count stays right. */
const editRows = (key: QueryKey, change: (rows: Issue[], pageIndex: number) => Issue[]) =>
  cacheEdit<DraftPages>(key, (data) => {
    const pages = data.pages.map((page, i) => ({ ...page, results: change(page.results, i) }));
    const rowCount = (list: DraftPages["pages"]) => list.reduce((n, page) => n + page.results.length, 0);
    const delta = rowCount(pages) - rowCount(data.pages);
    return { ...data, pages: pages.map((page) => ({ ...page, total_results: Math.max(0, page.total_results + delta) })) };
  });

const shiftCount = (slug: string, by: number) => cacheEdit<number>(draftKeys.count(slug), (n) => Math.max(0, n + by));

/** A draft leaves every list (published or deleted) and the sidebar's count drops with it. */
const without = (queryClient: QueryClient, slug: string, draftId: string): CacheEdit[] => [
  ...draftLists(queryClient, slug).map((key) => editRows(key, (rows) => rows.filter((d) => d.id !== draftId))),
  shiftCount(slug, -1),
];

/**
 * A new draft shows at once on unfiltered lists. Whether it matches a filter is the server's call: a
 * filtered list is left as it is and refetched once the save settles.
 */
const withNew = (queryClient: QueryClient, slug: string, draft: Issue): CacheEdit[] => [
  ...draftLists(queryClient, slug).map((key) =>
    isFilteredListKey(key)
      ? cacheEdit<DraftPages>(key, (data) => data)
      : editRows(key, (rows, pageIndex) => (pageIndex === 0 ? [draft, ...rows] : rows)),
  ),
  shiftCount(slug, 1),
];

/** The issue list's optimistic row, as a draft: no parent, no estimate until the server answers. */
const placeholder = (tempId: string, body: NewDraft): Issue => ({
  ...optimisticIssue(tempId, body.project_id, body, 0, null),
  estimate_point: null,
  parent_id: null,
  is_draft: true,
});

export function useCreateDraft(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<NewDraft & { tempId: string }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ tempId: _tempId, ...body }) => call(issueEndpoints.createWorkspaceDraft, { params: { slug }, body }),
    edits: ({ tempId, ...body }) => withNew(queryClient, slug, placeholder(tempId, body)),
    errorTitle: "Couldn't save the draft",
    onSuccess: (draft, { tempId }) =>
      queryClient.setQueriesData<DraftPages>({ queryKey: draftKeys.list(slug) }, (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map((d) => (d.id === tempId ? draft : d)) })) }
          : data,
      ),
  });
}

export function useUpdateDraft(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ id: string; changes: UpdateIssueBody }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id, changes }) => call(issueEndpoints.updateWorkspaceDraft, { params: { slug, draftId: id }, body: changes }),
    edits: ({ id, changes }) => [
      ...draftLists(queryClient, slug).map((key) =>
        editRows(key, (rows) =>
          rows.map((d) => (d.id === id ? ({ ...d, ...changes, updated_at: new Date().toISOString() } as Issue) : d)),
        ),
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
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ id: string; changes?: UpdateIssueBody }, Issue>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id, changes }) => call(issueEndpoints.draftToIssue, { params: { slug, draftId: id }, body: changes ?? {} }),
    edits: ({ id }) => without(queryClient, slug, id),
    errorTitle: "Couldn't create the issue",
    onSuccess: (issue) => {
      const store = useIssueStore.getState();
      store.upsertIssues([issue]);
      store.noteCreated(issue.id);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, issue.project_id) });
    },
  });
}

export function useDeleteDraft(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: draftKeys.all(slug),
    mutationFn: ({ id }) => call(issueEndpoints.deleteWorkspaceDraft, { params: { slug, draftId: id } }),
    edits: ({ id }) => without(queryClient, slug, id),
    errorTitle: "Couldn't delete the draft",
  });
}
