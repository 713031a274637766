/**
 * Every query key in one place so a mutation in one feature invalidates the cache another feature
 * reads. Everything about the signed-in user sits under ["users", "me"] so sign-out and a 401 can
 * drop it with one prefix; everything about a workspace sits under ["workspaces", slug].
 */
/** The project resources also read workspace-wide, across the caller's projects. */
export type WorkspaceListResource = "states" | "labels" | "cycles" | "modules" | "estimates";

export const queryKeys = {
  instance: ["instance"] as const,
  me: ["users", "me"] as const,
  profile: ["users", "me", "profile"] as const,
  settings: ["users", "me", "settings"] as const,
  workspaces: ["users", "me", "workspaces"] as const,
  invitations: ["users", "me", "invitations"] as const,
  /** One invitation as its join page shows it (the token unmasks the address). */
  invitationForJoin: (slug: string, id: string, token: string | null) =>
    ["users", "me", "invitations", "join", slug, id, token] as const,
  workspace: (slug: string) => ["workspaces", slug] as const,
  /** The workspace's unfiltered project list; filtered lists add a `{filter}` object after it. */
  projects: (slug: string) => ["workspaces", slug, "projects"] as const,
  /** Workspace members other than the caller (the server leaves the caller and bots out). */
  workspaceMembers: (slug: string) => ["workspaces", slug, "members"] as const,
  /** The caller's own membership, with their workspace role. */
  workspaceMembership: (slug: string) => ["workspaces", slug, "workspace-members", "me"] as const,
  workspaceInvitations: (slug: string) => ["workspaces", slug, "invitations"] as const,
  /** The caller's drafts in the workspace: their lists and the sidebar's count sit under it. */
  drafts: (slug: string) => ["workspaces", slug, "draft-issues"] as const,
  /** The workspace-wide states, labels, cycles, modules and estimates that lists across projects name ids from. */
  workspaceLists: (slug: string) => ["workspaces", slug, "workspace-lists"] as const,
  /** One of those lists (spec §7: `/api/workspaces/{slug}/{resource}/`). */
  workspaceList: (slug: string, resource: WorkspaceListResource) => ["workspaces", slug, "workspace-lists", resource] as const,
  /**
   * The caller's favorites, folders and all (`user-favorites/?all=true`): the sidebar reads it, and every star
   * elsewhere edits it before the server answers.
   */
  favorites: (slug: string) => ["workspaces", slug, "user-favorites"] as const,
  slugCheck: (slug: string) => ["workspace-slug-check", slug] as const,
  /** Whether an address has an account, for a visitor's next step (sign in or sign up). */
  emailCheck: (email: string) => ["auth", "email-check", email] as const,
  /** What a notification mail's unsubscribe link stops (the token names the user; no session needed). */
  mailUnsubscribe: (token: string) => ["mail-unsubscribe", token] as const,
};
