export { useRememberWorkspace } from "./api/use-remember-workspace";
export { userWorkspacesQuery, useUserWorkspaces } from "./api/use-user-workspaces";
export { useWorkspaceMembers } from "./api/use-workspace-members";
export { isWorkspaceAdmin, useWorkspaceMembership, workspaceMembershipQuery } from "./api/use-workspace-membership";
export { WorkspaceGeneralSettingsPage } from "./pages/workspace-general-settings-page";
export { WorkspaceMembersSettingsPage } from "./pages/workspace-members-settings-page";
export { WorkspaceSettingsLayout } from "./workspace-settings-layout";
