/** Light entry for the app shell; the settings screens are in ./pages and load on demand. */
export { useRememberWorkspace } from "./api/use-remember-workspace";
export { userWorkspacesQuery, useUserWorkspaces } from "./api/use-user-workspaces";
export { useWorkspaceMembers } from "./api/use-workspace-members";
export { isWorkspaceAdmin, useWorkspaceMembership, workspaceMembershipQuery } from "./api/use-workspace-membership";
