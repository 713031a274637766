/** The caller's drafts in a workspace: the list and the sidebar's count sit under one prefix. */
export const draftKeys = {
  all: (slug: string) => ["workspaces", slug, "draft-issues"] as const,
  list: (slug: string) => ["workspaces", slug, "draft-issues", "list"] as const,
  count: (slug: string) => ["workspaces", slug, "draft-issues", "count"] as const,
  detail: (slug: string, draftId: string) => ["workspaces", slug, "draft-issues", "detail", draftId] as const,
};

const workspaceApi = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/`;

export function draftsPath(slug: string): string {
  return `${workspaceApi(slug)}draft-issues/`;
}

export function draftPath(slug: string, draftId: string): string {
  return `${draftsPath(slug)}${encodeURIComponent(draftId)}/`;
}

export function draftToIssuePath(slug: string, draftId: string): string {
  return `${workspaceApi(slug)}draft-to-issue/${encodeURIComponent(draftId)}/`;
}
