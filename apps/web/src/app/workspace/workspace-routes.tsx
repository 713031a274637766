import { Navigate, type RouteObject } from "react-router";
import { ProjectFeatureGate } from "./project-feature-gate";
import { ProjectIssuesRoute } from "./project-issues-route";
import { WorkspaceNotFoundPage } from "./workspace-not-found-page";

// Settings and the projects list are visited now and then: their forms stay out of the first bundle.
const projectSettings = () => import("../../features/project-settings/pages");
const workspaceSettings = () => import("../../features/workspaces/pages");
const accountSettings = () => import("../../features/account/pages");

/** Children of /:workspaceSlug; workspace features add their routes here. */
export const workspaceRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./workspace-home-page").then((m) => ({ Component: m.WorkspaceHomePage })) },
  { path: "projects", lazy: () => import("./projects-page").then((m) => ({ Component: m.ProjectsPage })) },
  {
    path: "projects/:projectId",
    children: [
      { index: true, element: <Navigate to="issues" replace /> },
      { path: "issues", element: <ProjectIssuesRoute /> },
      // Loaded on demand: the detail view brings the rich-text editor with it.
      {
        path: "issues/:issueId",
        lazy: () => import("../../features/issue-detail").then((m) => ({ Component: m.IssueDetailPage })),
      },
      {
        path: "archives/issues",
        lazy: () => import("../../features/archives/pages").then((m) => ({ Component: m.ArchivedIssuesPage })),
      },
      { path: "cycles", lazy: () => import("../../features/cycles").then((m) => ({ Component: m.CyclesPage })) },
      {
        path: "cycles/:cycleId",
        lazy: () =>
          import("../../features/cycles").then((m) => ({
            element: (
              <ProjectFeatureGate feature="cycle_view">
                <m.CycleDetailPage />
              </ProjectFeatureGate>
            ),
          })),
      },
      { path: "modules", lazy: () => import("../../features/modules").then((m) => ({ Component: m.ModulesPage })) },
      {
        path: "modules/archived",
        lazy: () => import("../../features/modules").then((m) => ({ element: <m.ModulesPage archived /> })),
      },
      {
        path: "modules/:moduleId",
        lazy: () =>
          import("../../features/modules").then((m) => ({
            element: (
              <ProjectFeatureGate feature="module_view">
                <m.ModuleDetailPage />
              </ProjectFeatureGate>
            ),
          })),
      },
      { path: "views", lazy: () => import("../../features/views/pages").then((m) => ({ Component: m.ProjectViewsPage })) },
      {
        path: "views/:viewId",
        lazy: () => import("../../features/views/pages").then((m) => ({ Component: m.ProjectViewPage })),
      },
      // Pages bring the editor: loaded on demand. Each screen says so when the project turns pages off.
      { path: "pages", lazy: () => import("../../features/pages/pages").then((m) => ({ Component: m.PagesPage })) },
      {
        path: "pages/:pageId",
        lazy: () => import("../../features/pages/pages").then((m) => ({ Component: m.PageScreen })),
      },
      {
        path: "settings",
        lazy: () => projectSettings().then((m) => ({ Component: m.ProjectSettingsLayout })),
        children: [
          { index: true, lazy: () => projectSettings().then((m) => ({ Component: m.ProjectGeneralSettingsPage })) },
          { path: "members", lazy: () => projectSettings().then((m) => ({ Component: m.ProjectMembersSettingsPage })) },
          { path: "features", lazy: () => projectSettings().then((m) => ({ Component: m.ProjectFeaturesSettingsPage })) },
          { path: "states", lazy: () => projectSettings().then((m) => ({ Component: m.ProjectStatesSettingsPage })) },
          { path: "labels", lazy: () => projectSettings().then((m) => ({ Component: m.ProjectLabelsSettingsPage })) },
          { path: "estimates", lazy: () => projectSettings().then((m) => ({ Component: m.ProjectEstimatesSettingsPage })) },
        ],
      },
    ],
  },
  {
    path: "notifications",
    lazy: () => import("../../features/notifications/pages").then((m) => ({ Component: m.NotificationsPage })),
  },
  { path: "stickies", lazy: () => import("../../features/stickies/pages").then((m) => ({ Component: m.StickiesPage })) },
  { path: "drafts", lazy: () => import("../../features/archives/pages").then((m) => ({ Component: m.DraftsPage })) },
  {
    path: "workspace-views",
    lazy: () => import("../../features/views/pages").then((m) => ({ Component: m.WorkspaceViewsPage })),
  },
  {
    path: "workspace-views/:globalViewId",
    lazy: () => import("../../features/views/pages").then((m) => ({ Component: m.WorkspaceViewPage })),
  },
  {
    path: "profile/:userId",
    lazy: () => import("../../features/profile").then((m) => ({ Component: m.ProfileLayout })),
    children: [
      { index: true, lazy: () => import("../../features/profile").then((m) => ({ Component: m.ProfileOverviewPage })) },
      {
        path: "activity",
        lazy: () => import("../../features/profile").then((m) => ({ Component: m.ProfileActivityPage })),
      },
      {
        path: ":profileViewId",
        lazy: () => import("../../features/profile").then((m) => ({ Component: m.ProfileIssuesPage })),
      },
    ],
  },
  {
    path: "browse/:issueKey",
    lazy: () => import("../../features/issue-detail").then((m) => ({ Component: m.IssueKeyRedirect })),
  },
  // The signed-in user's own settings, open to every member (the workspace settings above are for admins).
  {
    path: "settings/account",
    lazy: () => accountSettings().then((m) => ({ Component: m.AccountSettingsLayout })),
    children: [
      { index: true, lazy: () => accountSettings().then((m) => ({ Component: m.AccountProfilePage })) },
      { path: "security", lazy: () => accountSettings().then((m) => ({ Component: m.AccountSecurityPage })) },
      { path: "notifications", lazy: () => accountSettings().then((m) => ({ Component: m.AccountNotificationsPage })) },
      { path: "appearance", lazy: () => accountSettings().then((m) => ({ Component: m.AccountAppearancePage })) },
      { path: "sessions", lazy: () => accountSettings().then((m) => ({ Component: m.AccountSessionsPage })) },
      { path: "activity", lazy: () => accountSettings().then((m) => ({ Component: m.AccountActivityPage })) },
    ],
  },
  {
    path: "settings",
    lazy: () => workspaceSettings().then((m) => ({ Component: m.WorkspaceSettingsLayout })),
    children: [
      { index: true, lazy: () => workspaceSettings().then((m) => ({ Component: m.WorkspaceGeneralSettingsPage })) },
      { path: "members", lazy: () => workspaceSettings().then((m) => ({ Component: m.WorkspaceMembersSettingsPage })) },
    ],
  },
  { path: "*", element: <WorkspaceNotFoundPage /> },
];
