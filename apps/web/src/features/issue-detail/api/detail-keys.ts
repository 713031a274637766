import { issueKeys, issuePath } from "../../issues";

export type IssuePart = "links" | "relations" | "sub-issues" | "subscription";

/** Parts of one issue sit under its key, so the live client's prefix invalidation refreshes them too. */
export function issuePartKey(slug: string, projectId: string, issueId: string, part: IssuePart) {
  return [...issueKeys.issue(slug, projectId, issueId), part] as const;
}

export function issuePartPath(slug: string, projectId: string, issueId: string, part: string): string {
  return `${issuePath(slug, projectId, issueId)}${part}`;
}

export function workItemPath(slug: string, key: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/work-items/${encodeURIComponent(key)}/`;
}
