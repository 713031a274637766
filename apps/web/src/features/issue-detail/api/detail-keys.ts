import { issueKeys } from "../../issue-core";

export type IssuePart = "links" | "relations" | "sub-issues" | "subscription";

/** Parts of one issue sit under its key, so the live client's prefix invalidation refreshes them too. */
export function issuePartKey(slug: string, projectId: string, issueId: string, part: IssuePart) {
  return [...issueKeys.issue(slug, projectId, issueId), part] as const;
}

/** An issue found by its key (WEB-12), whatever the case it was typed in. */
export function workItemKey(slug: string, key: string) {
  return ["workspaces", slug, "work-items", key.toUpperCase()] as const;
}
