/** Every list of the caller's stickies sits under `lists`, one per search string. */
export const stickyKeys = {
  all: (slug: string) => ["workspaces", slug, "stickies"] as const,
  lists: (slug: string) => ["workspaces", slug, "stickies", "list"] as const,
  list: (slug: string, search: string) => ["workspaces", slug, "stickies", "list", search] as const,
};
