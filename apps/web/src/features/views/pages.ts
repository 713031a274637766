export { ProjectViewPage } from "./components/project-view-page";
export { ProjectViewsPage } from "./components/project-views-page";
export { SaveProjectViewAction } from "./components/save-project-view-action";
export { WorkspaceViewPage } from "./components/workspace-view-page";
export { WorkspaceViewsPage } from "./components/workspace-views-page";
