import { Navigate, type RouteObject } from "react-router";
import {
  ProjectFeaturesSettingsPage,
  ProjectGeneralSettingsPage,
  ProjectLabelsSettingsPage,
  ProjectMembersSettingsPage,
  ProjectSettingsLayout,
  ProjectStatesSettingsPage,
} from "../../features/project-settings";
import { WorkspaceGeneralSettingsPage, WorkspaceMembersSettingsPage, WorkspaceSettingsLayout } from "../../features/workspaces";
import { ProjectIssuesRoute } from "./project-issues-route";
import { ProjectsPage } from "./projects-page";
import { WorkspaceHomePage } from "./workspace-home-page";
import { WorkspaceNotFoundPage } from "./workspace-not-found-page";

/** Children of /:workspaceSlug; workspace features add their routes here. */
export const workspaceRoutes: RouteObject[] = [
  { index: true, element: <WorkspaceHomePage /> },
  { path: "projects", element: <ProjectsPage /> },
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
        path: "settings",
        element: <ProjectSettingsLayout />,
        children: [
          { index: true, element: <ProjectGeneralSettingsPage /> },
          { path: "members", element: <ProjectMembersSettingsPage /> },
          { path: "features", element: <ProjectFeaturesSettingsPage /> },
          { path: "states", element: <ProjectStatesSettingsPage /> },
          { path: "labels", element: <ProjectLabelsSettingsPage /> },
        ],
      },
    ],
  },
  {
    path: "browse/:issueKey",
    lazy: () => import("../../features/issue-detail").then((m) => ({ Component: m.IssueKeyRedirect })),
  },
  {
    path: "settings",
    element: <WorkspaceSettingsLayout />,
    children: [
      { index: true, element: <WorkspaceGeneralSettingsPage /> },
      { path: "members", element: <WorkspaceMembersSettingsPage /> },
    ],
  },
  { path: "*", element: <WorkspaceNotFoundPage /> },
];
