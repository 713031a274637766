import {
  Archive,
  Boxes,
  FileText,
  FolderKanban,
  FolderOpen,
  House,
  Inbox,
  Layers,
  Layers2,
  ListTodo,
  PenSquare,
  RefreshCcw,
  Settings,
  StickyNote,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { appPaths } from "../../../lib/paths";
import type { ShortcutId } from "../../../lib/shortcut-catalogue";
import { useProjectList } from "../../projects";
import { isWorkspaceAdmin } from "../../workspaces";
import { goToSection, type ProjectSection, sectionPath } from "../lib/destinations";
import { pushPalettePage, runAfterClose } from "../lib/palette-navigation";
import type { PaletteContext } from "../lib/palette-types";
import { SECTION_FEATURE } from "../lib/project-sections";
import type { PaletteCommand, PaletteGroupSpec } from "./palette-item";

type Place = { id: string; label: string; href: string; icon: ReactNode; shortcut?: ShortcutId; keywords?: string };

export const SECTIONS: { section: ProjectSection; label: string; icon: ReactNode; shortcut: ShortcutId }[] = [
  { section: "issues", label: "Issues", icon: <ListTodo />, shortcut: "goIssues" },
  { section: "cycles", label: "Cycles", icon: <RefreshCcw />, shortcut: "goCycles" },
  { section: "modules", label: "Modules", icon: <Boxes />, shortcut: "goModules" },
  { section: "views", label: "Views", icon: <Layers />, shortcut: "goViews" },
  { section: "pages", label: "Pages", icon: <FileText />, shortcut: "goPages" },
];

export const PROJECT_SETTINGS = [
  { path: "", label: "General" },
  { path: "members", label: "Members" },
  { path: "features", label: "Features" },
  { path: "states", label: "States" },
  { path: "labels", label: "Labels" },
  { path: "estimates", label: "Estimates" },
] as const;

const ACCOUNT_SETTINGS = [
  { path: "", label: "Profile" },
  { path: "security", label: "Security" },
  { path: "notifications", label: "Notifications" },
  { path: "appearance", label: "Appearance" },
  { path: "sessions", label: "Sessions" },
  { path: "activity", label: "Activity" },
] as const;

/** The workspace's screens, the screen's project's sections, and every settings screen the caller may open. */
export function useNavigateCommands({ workspace, role, user, projectId }: PaletteContext): PaletteGroupSpec[] {
  const navigate = useNavigate();
  const slug = workspace.slug;
  const projects = useProjectList(slug);
  const project = projects.data?.find((p) => p.id === projectId);
  const go = (place: Place): PaletteCommand => ({ ...place, run: () => runAfterClose(() => navigate(place.href)) });

  const workspacePlaces: PaletteCommand[] = [
    go({ id: "go:home", label: "Home", icon: <House />, href: `/${slug}/`, shortcut: "goHome" }),
    go({
      id: "go:inbox",
      label: "Inbox",
      icon: <Inbox />,
      href: `/${slug}/notifications`,
      shortcut: "goInbox",
      keywords: "notifications",
    }),
    go({ id: "go:projects", label: "Projects", icon: <FolderKanban />, href: `/${slug}/projects`, shortcut: "goProjects" }),
    go({
      id: "go:all-issues",
      label: "All issues",
      icon: <ListTodo />,
      href: `/${slug}/workspace-views/all-issues`,
      shortcut: project ? undefined : "goIssues",
    }),
    go({
      id: "go:workspace-views",
      label: "Workspace views",
      icon: <Layers2 />,
      href: appPaths.views(slug, null),
      shortcut: project ? undefined : "goViews",
    }),
    go({ id: "go:drafts", label: "Drafts", icon: <PenSquare />, href: `/${slug}/drafts`, shortcut: "goDrafts" }),
    go({ id: "go:stickies", label: "Stickies", icon: <StickyNote />, href: `/${slug}/stickies`, shortcut: "goStickies" }),
    go({ id: "go:profile", label: "Your profile", icon: <UserRound />, href: `/${slug}/profile/${user.id}` }),
    {
      id: "go:project",
      label: "Open project…",
      keywords: "switch project",
      icon: <FolderOpen />,
      run: () => pushPalettePage({ id: "projects", goal: "open" }),
    },
  ];
  // Outside a project, a section asks for the project first (as g then c does).
  if (!project) {
    for (const { section, label, icon, shortcut } of SECTIONS.filter((s) => s.section !== "issues" && s.section !== "views")) {
      workspacePlaces.push({
        id: `go:any-${section}`,
        label: `${label}…`,
        detail: "choose a project",
        icon,
        shortcut,
        run: () => goToSection(navigate, slug, null, section),
      });
    }
  }

  const groups: PaletteGroupSpec[] = [{ heading: "Go to", commands: workspacePlaces }];
  if (project) {
    const sections = SECTIONS.filter(({ section }) => {
      const feature = SECTION_FEATURE[section];
      return !feature || project[feature];
    }).map(({ section, label, icon, shortcut }) =>
      go({
        id: `go:here-${section}`,
        label,
        icon,
        shortcut,
        href: sectionPath(slug, project.id, section),
        keywords: project.name,
      }),
    );
    sections.push(
      go({
        id: "go:here-archives",
        label: "Archived issues",
        icon: <Archive />,
        href: `${appPaths.project(slug, project.id)}/archives/issues`,
        keywords: project.name,
      }),
    );
    groups.push({ heading: project.name, commands: sections });
  }

  const settings: PaletteCommand[] = ACCOUNT_SETTINGS.map(({ path, label }) =>
    go({
      id: `settings:account-${path || "profile"}`,
      label: `Account settings: ${label}`,
      icon: <Settings />,
      href: `/${slug}/settings/account${path ? `/${path}` : ""}`,
      shortcut: path === "" ? "goSettings" : undefined,
      keywords: "preferences",
    }),
  );
  if (isWorkspaceAdmin(role)) {
    settings.push(
      go({ id: "settings:workspace", label: "Workspace settings: General", icon: <Settings />, href: `/${slug}/settings` }),
      go({ id: "settings:members", label: "Workspace settings: Members", icon: <Settings />, href: `/${slug}/settings/members` }),
    );
  }
  if (project) {
    for (const { path, label } of PROJECT_SETTINGS) {
      settings.push(
        go({
          id: `settings:project-${path || "general"}`,
          label: `Project settings: ${label}`,
          icon: <Settings />,
          href: appPaths.settings(slug, project.id, path || undefined),
          keywords: project.name,
        }),
      );
    }
  }
  groups.push({ heading: "Settings", commands: settings });
  return groups;
}
