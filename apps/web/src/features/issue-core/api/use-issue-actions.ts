import { type bulkOperationBody, type CreateIssueBody, type Issue, issueEndpoints as issues } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { temporaryId } from "../../../lib/use-optimistic-mutation";
import { nextSortOrder, optimisticIssue } from "../lib/new-issue";
import { getIssueFromStore, useIssueStore } from "../store/issue-store";
import { issueKeys } from "./issue-keys";

export type BulkIssueProperties = z.infer<typeof bulkOperationBody>["properties"];

type ActionOptions = { /** false when the caller shows the error itself (e.g. under a form field). */ toast?: boolean };

function fail(title: string, error: unknown, options?: ActionOptions): never {
  if (options?.toast !== false) toast.error(title, { description: errorMessage(error) });
  throw error;
}

export function useCreateIssue(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const createIssue = useCallback(
    async (body: CreateIssueBody, options?: ActionOptions & { createdBy?: string | null }): Promise<Issue> => {
      const tempId = temporaryId();
      const { issuesById, upsertIssues, removeIssue } = useIssueStore.getState();
      const sortOrder = nextSortOrder(Object.values(issuesById), projectId, body.state_id);
      upsertIssues([optimisticIssue(tempId, projectId, body, sortOrder, options?.createdBy ?? null)]);
      try {
        const created = await call(issues.create, { params: { slug, projectId }, body });
        removeIssue(tempId);
        upsertIssues([created]);
        useIssueStore.getState().noteCreated(created.id);
        if (created.parent_id) {
          void queryClient.invalidateQueries({ queryKey: issueKeys.issue(slug, projectId, created.parent_id) });
        }
        return created;
      } catch (error) {
        removeIssue(tempId);
        return fail("Couldn't create the issue", error, options);
      }
    },
    [slug, projectId, queryClient],
  );
  return { createIssue };
}

export function useDeleteIssue(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const deleteIssue = useCallback(
    async (issueId: string, options?: ActionOptions): Promise<void> => {
      const before = getIssueFromStore(issueId);
      useIssueStore.getState().removeIssue(issueId);
      try {
        await call(issues.delete, { params: { slug, projectId, issueId } });
        queryClient.removeQueries({ queryKey: issueKeys.issue(slug, projectId, issueId) });
        if (before?.parent_id) {
          void queryClient.invalidateQueries({ queryKey: issueKeys.issue(slug, projectId, before.parent_id) });
        }
      } catch (error) {
        if (before) useIssueStore.getState().upsertIssues([before]);
        fail("Couldn't delete the issue", error, options);
      }
    },
    [slug, projectId, queryClient],
  );
  return { deleteIssue };
}

export function useArchiveIssue(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const archiveIssue = useCallback(
    async (issueId: string, options?: ActionOptions): Promise<void> => {
      const previous = getIssueFromStore(issueId)?.archived_at ?? null;
      const { patchIssue } = useIssueStore.getState();
      patchIssue(issueId, { archived_at: new Date().toISOString() });
      try {
        const { archived_at } = await call(issues.archive, { params: { slug, projectId, issueId } });
        useIssueStore.getState().patchIssue(issueId, { archived_at });
        void queryClient.invalidateQueries({ queryKey: issueKeys.archived(slug, projectId) });
      } catch (error) {
        useIssueStore.getState().patchIssue(issueId, { archived_at: previous });
        fail("Couldn't archive the issue", error, options);
      }
    },
    [slug, projectId, queryClient],
  );
  return { archiveIssue };
}

export function useRestoreIssue(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const restoreIssue = useCallback(
    async (issueId: string, options?: ActionOptions): Promise<void> => {
      const previous = getIssueFromStore(issueId)?.archived_at ?? null;
      useIssueStore.getState().patchIssue(issueId, { archived_at: null });
      try {
        await call(issues.restore, { params: { slug, projectId, issueId } });
        void queryClient.invalidateQueries({ queryKey: issueKeys.archived(slug, projectId) });
        void queryClient.invalidateQueries({ queryKey: issueKeys.issue(slug, projectId, issueId) });
        void queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, projectId) });
      } catch (error) {
        useIssueStore.getState().patchIssue(issueId, { archived_at: previous });
        fail("Couldn't restore the issue", error, options);
      }
    },
    [slug, projectId, queryClient],
  );
  return { restoreIssue };
}

/** Bulk delete and archive of the list's selection: every row leaves at once and comes back on failure. */
export function useBulkIssueActions(slug: string, projectId: string) {
  const bulkDelete = useCallback(
    async (issueIds: string[]): Promise<void> => {
      const before = issueIds.map(getIssueFromStore).filter((i): i is Issue => Boolean(i));
      for (const id of issueIds) useIssueStore.getState().removeIssue(id);
      try {
        await call(issues.bulkDelete, { params: { slug, projectId }, body: { issue_ids: issueIds } });
      } catch (error) {
        useIssueStore.getState().upsertIssues(before);
        fail(`Couldn't delete ${issueIds.length === 1 ? "the issue" : "the issues"}`, error);
      }
    },
    [slug, projectId],
  );
  const bulkArchive = useCallback(
    async (issueIds: string[]): Promise<void> => {
      const before = issueIds.map(getIssueFromStore).filter((i): i is Issue => Boolean(i));
      const now = new Date().toISOString();
      for (const id of issueIds) useIssueStore.getState().patchIssue(id, { archived_at: now });
      try {
        await call(issues.bulkArchive, { params: { slug, projectId }, body: { issue_ids: issueIds } });
      } catch (error) {
        useIssueStore.getState().upsertIssues(before);
        fail(`Couldn't archive ${issueIds.length === 1 ? "the issue" : "the issues"}`, error);
      }
    },
    [slug, projectId],
  );
  const bulkUpdate = useCallback(
    async (issueIds: string[], properties: BulkIssueProperties): Promise<void> => {
      const before = issueIds.map(getIssueFromStore).filter((i): i is Issue => Boolean(i));
      const { assignee_ids, label_ids, module_ids, ...replace } = properties;
      for (const issue of before) {
        // The server adds assignees, labels and modules to what each issue has rather than replacing them.
        const patch: Partial<Issue> = { ...replace };
        if (assignee_ids) patch.assignee_ids = [...new Set([...issue.assignee_ids, ...assignee_ids])];
        if (label_ids) patch.label_ids = [...new Set([...issue.label_ids, ...label_ids])];
        if (module_ids) patch.module_ids = [...new Set([...issue.module_ids, ...module_ids])];
        useIssueStore.getState().patchIssue(issue.id, patch);
      }
      try {
        const updated = await call(issues.bulkUpdate, { params: { slug, projectId }, body: { issue_ids: issueIds, properties } });
        useIssueStore.getState().upsertIssues(updated);
      } catch (error) {
        useIssueStore.getState().upsertIssues(before);
        fail(`Couldn't update ${issueIds.length === 1 ? "the issue" : "the issues"}`, error);
      }
    },
    [slug, projectId],
  );
  return { bulkDelete, bulkArchive, bulkUpdate };
}

export type IssueDatesUpdate = { id: string; start_date?: string | null; target_date?: string | null };

/**
 * Spec §7 `issue-dates/`: many issues' dates in one call (calendar and timeline drags). Shown at once,
 * put back and toasted if the server refuses (spec §8: failed timeline updates are reverted).
 */
export function useUpdateIssueDates(slug: string, projectId: string) {
  const updateIssueDates = useCallback(
    async (updates: IssueDatesUpdate[]): Promise<void> => {
      const before = updates.map((u) => getIssueFromStore(u.id)).filter((i): i is Issue => Boolean(i));
      for (const { id, ...dates } of updates) useIssueStore.getState().patchIssue(id, dates);
      // A list across projects moves one issue at a time, in that issue's project.
      const project = projectId || before[0]?.project_id || "";
      try {
        const updated = await call(issues.updateDates, { params: { slug, projectId: project }, body: { updates } });
        useIssueStore.getState().upsertIssues(updated);
      } catch (error) {
        for (const issue of before) {
          useIssueStore.getState().patchIssue(issue.id, { start_date: issue.start_date, target_date: issue.target_date });
        }
        fail("Couldn't change the dates", error);
      }
    },
    [slug, projectId],
  );
  return { updateIssueDates };
}
