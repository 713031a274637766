import { useNavigate } from "react-router";
import { goToSection, openCommandPalette, openShortcutsModal, toggleCommandPalette } from "../../features/command-palette";
import { createIssueAnywhere } from "../../features/issue-core/public";
import { openCreateProject } from "../../features/projects";
import { openQuickSticky } from "../../features/stickies";
import { appPaths } from "../../lib/paths";
import { useShortcuts } from "../../lib/use-shortcut";

type WorkspaceShortcuts = {
  slug: string;
  /** The screen's project: "g" then a letter goes to its sections, or asks for a project outside one. */
  projectId: string | null;
  canCreateProjects: boolean;
  toggleSidebar: () => void;
};

/** The app's shortcuts, the same on every screen of a workspace (lib/shortcut-catalogue.ts lists them all). */
export function useWorkspaceShortcuts({ slug, projectId, canCreateProjects, toggleSidebar }: WorkspaceShortcuts) {
  const navigate = useNavigate();
  const go = (to: string) => () => void navigate(to);
  const section = (name: "cycles" | "modules" | "pages") => () => goToSection(navigate, slug, projectId, name);
  useShortcuts({
    palette: toggleCommandPalette,
    search: () => openCommandPalette(),
    shortcuts: openShortcutsModal,
    toggleSidebar,
    createIssue: createIssueAnywhere,
    createProject: canCreateProjects && openCreateProject,
    createSticky: openQuickSticky,
    goHome: go(`/${slug}/`),
    goInbox: go(`/${slug}/notifications`),
    goProjects: go(`/${slug}/projects`),
    goIssues: go(projectId ? appPaths.issues(slug, projectId) : `/${slug}/workspace-views/all-issues`),
    goCycles: section("cycles"),
    goModules: section("modules"),
    goViews: go(appPaths.views(slug, projectId)),
    goPages: section("pages"),
    goDrafts: go(`/${slug}/drafts`),
    goStickies: go(`/${slug}/stickies`),
    goSettings: go(`/${slug}/settings/account`),
  });
}
