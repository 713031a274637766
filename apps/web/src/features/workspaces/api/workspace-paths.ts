/** `/api/workspaces/{slug}/` plus an optional sub-path such as `members/`. */
export function workspaceApi(slug: string, rest = ""): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/${rest}`;
}
