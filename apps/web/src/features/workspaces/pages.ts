/** The workspace settings screens; the router loads them on demand. */
export { WorkspaceGeneralSettingsPage } from "./pages/workspace-general-settings-page";
export { WorkspaceMembersSettingsPage } from "./pages/workspace-members-settings-page";
export { WorkspaceSettingsLayout } from "./workspace-settings-layout";
