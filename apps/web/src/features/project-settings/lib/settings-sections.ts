import { ROLE } from "@hangar/contracts";
import { type LucideIcon, Ruler, Settings, Tags, ToggleRight, Users, Workflow } from "lucide-react";
import { appPaths } from "../../../lib/paths";

export type SettingsSectionKey = "general" | "members" | "features" | "states" | "labels" | "estimates";

export type SettingsSection = {
  key: SettingsSectionKey;
  label: string;
  /** Path below `/:workspaceSlug/projects/:projectId/settings`. */
  path: string;
  icon: LucideIcon;
  roles: readonly number[];
};

/** Spec §6 project-settings table; automations are not built yet. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { key: "general", label: "General", path: "", icon: Settings, roles: [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST] },
  { key: "members", label: "Members", path: "members", icon: Users, roles: [ROLE.ADMIN, ROLE.MEMBER] },
  { key: "features", label: "Features", path: "features", icon: ToggleRight, roles: [ROLE.ADMIN] },
  { key: "states", label: "States", path: "states", icon: Workflow, roles: [ROLE.ADMIN, ROLE.MEMBER] },
  { key: "labels", label: "Labels", path: "labels", icon: Tags, roles: [ROLE.ADMIN, ROLE.MEMBER] },
  { key: "estimates", label: "Estimates", path: "estimates", icon: Ruler, roles: [ROLE.ADMIN] },
];

export function canAccessSection(role: number | null | undefined, section: SettingsSection): boolean {
  return role != null && section.roles.includes(role);
}

export function visibleSections(role: number | null | undefined): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => canAccessSection(role, section));
}

export const settingsBasePath = (slug: string, projectId: string): string => appPaths.settings(slug, projectId);

/** The section a settings URL points at; undefined for paths this layout does not know (they 404 elsewhere). */
export function sectionForPath(pathname: string, basePath: string): SettingsSection | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  const rest =
    pathname
      .slice(basePath.length)
      .replace(/^\/+|\/+$/g, "")
      .split("/")[0] ?? "";
  return SETTINGS_SECTIONS.find((section) => section.path === rest);
}

export const isProjectAdmin = (role: number | null | undefined) => role === ROLE.ADMIN;
