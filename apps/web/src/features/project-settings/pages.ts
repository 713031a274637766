/** The project settings screens; the router loads them on demand. */
export { ProjectEstimatesSettingsPage } from "./pages/project-estimates-settings-page";
export { ProjectFeaturesSettingsPage } from "./pages/project-features-settings-page";
export { ProjectGeneralSettingsPage } from "./pages/project-general-settings-page";
export { ProjectLabelsSettingsPage } from "./pages/project-labels-settings-page";
export { ProjectMembersSettingsPage } from "./pages/project-members-settings-page";
export { ProjectStatesSettingsPage } from "./pages/project-states-settings-page";
export { ProjectSettingsLayout } from "./project-settings-layout";
