/** Shared convention: one issue's parts sit under its key, so the live client's prefix invalidation reaches them. */
export const activityKeys = {
  issue: (slug: string, projectId: string, issueId: string) =>
    ["workspaces", slug, "projects", projectId, "issues", issueId] as const,
  history: (slug: string, projectId: string, issueId: string) =>
    [...activityKeys.issue(slug, projectId, issueId), "history"] as const,
  reactions: (slug: string, projectId: string, issueId: string) =>
    [...activityKeys.issue(slug, projectId, issueId), "reactions"] as const,
  attachments: (slug: string, projectId: string, issueId: string) =>
    [...activityKeys.issue(slug, projectId, issueId), "attachments"] as const,
};

export type IssueRef = { slug: string; projectId: string; issueId: string };
