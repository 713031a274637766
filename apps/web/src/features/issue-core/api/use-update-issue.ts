import { type Issue, issueEndpoints, type UpdateIssueBody } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { activityKeys } from "../../issue-activity/api/activity-keys";
import { getIssueFromStore, useIssueStore } from "../store/issue-store";

/**
 * Each field of each issue remembers the newest change made to it, so an older request that fails
 * (or answers late) never overwrites a newer value the user already sees.
 */
const fieldVersions = new Map<string, number>();
let versionCounter = 0;
const fieldKey = (issueId: string, field: string) => `${issueId}:${field}`;

function stamp(issueId: string, fields: string[]): number {
  versionCounter += 1;
  for (const field of fields) fieldVersions.set(fieldKey(issueId, field), versionCounter);
  return versionCounter;
}

function isLatest(issueId: string, field: string, version: number): boolean {
  return fieldVersions.get(fieldKey(issueId, field)) === version;
}

const inFlight = new Map<string, number>();

function track(issueId: string, fields: string[], delta: 1 | -1) {
  for (const field of fields) {
    const key = fieldKey(issueId, field);
    const count = (inFlight.get(key) ?? 0) + delta;
    if (count > 0) inFlight.set(key, count);
    else inFlight.delete(key);
  }
}

/**
 * Drops from a server copy of an issue (a live event) the fields this tab is still saving, so an
 * event about an older change does not flash the old value over the one the user just picked.
 */
export function withoutPendingFields<T extends { id: string }>(issue: T): T {
  if (inFlight.size === 0) return issue;
  const out: Record<string, unknown> = { ...issue };
  for (const field of Object.keys(out)) if (inFlight.has(fieldKey(issue.id, field))) delete out[field];
  return out as T;
}

/** Fields a newer change owns are left as the user set them. */
function withoutNewerFields(issueId: string, values: Partial<Issue>, fields: string[], version: number): Partial<Issue> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) if (!isLatest(issueId, field, version)) delete out[field];
  return out as Partial<Issue>;
}

/**
 * DESIGN §7: the one way to change an issue's properties — store first, then the server. Without a
 * project (a list across projects) each issue is changed in its own project.
 */
export function useUpdateIssue(slug: string, projectId: string) {
  const queryClient = useQueryClient();
  const updateIssue = useCallback(
    async (issueId: string, patch: UpdateIssueBody): Promise<void> => {
      const fields = Object.keys(patch);
      const before = getIssueFromStore(issueId);
      const project = projectId || before?.project_id || "";
      const previous: Record<string, unknown> = {};
      for (const field of fields) previous[field] = before ? (before as Record<string, unknown>)[field] : undefined;
      const version = stamp(issueId, fields);
      const { patchIssue, upsertIssues } = useIssueStore.getState();
      patchIssue(issueId, patch as Partial<Issue>);
      track(issueId, fields, 1);
      try {
        const updated = await call(issueEndpoints.update, { params: { slug, projectId: project, issueId }, body: patch });
        const pending = Object.keys(updated).filter((field) => {
          const v = fieldVersions.get(fieldKey(issueId, field));
          return v !== undefined && v > version;
        });
        const server = { ...updated } as Record<string, unknown>;
        for (const field of pending) delete server[field];
        upsertIssues([server as Issue]);
        void queryClient.invalidateQueries({ queryKey: activityKeys.history(slug, project, issueId) });
      } catch (error) {
        patchIssue(issueId, withoutNewerFields(issueId, previous as Partial<Issue>, fields, version));
        toast.error("Couldn't update the issue", { description: errorMessage(error) });
        throw error;
      } finally {
        track(issueId, fields, -1);
      }
    },
    [slug, projectId, queryClient],
  );
  return { updateIssue };
}
