import { THEMES, type Theme } from "@hangar/contracts";
import { Building2, Keyboard, LogOut, Monitor, Moon, Palette, Plus, Sun } from "lucide-react";
import { useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { useThemeStore } from "../../../lib/theme";
import { useSignOut } from "../../auth";
import { useSaveTheme } from "../../users";
import { pushPalettePage, runAfterClose } from "../lib/palette-navigation";
import { openShortcutsModal } from "../lib/palette-store";
import type { PaletteContext } from "../lib/palette-types";
import { filterGroups, type PaletteCommand, type PaletteGroupSpec, PaletteGroups, PaletteNote } from "./palette-item";

/** Switch workspace, create one, theme, the shortcuts list, sign out. */
export function useAccountCommands(): PaletteGroupSpec {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return {
    heading: "Account",
    commands: [
      {
        id: "account:workspaces",
        label: "Switch workspace…",
        keywords: "change workspace",
        icon: <Building2 />,
        run: () => pushPalettePage({ id: "workspaces" }),
      },
      {
        id: "account:create-workspace",
        label: "Create workspace",
        keywords: "new add",
        icon: <Plus />,
        run: () => runAfterClose(() => navigate("/create-workspace")),
      },
      {
        id: "account:theme",
        label: "Change theme…",
        keywords: "dark light system appearance mode",
        icon: <Palette />,
        run: () => pushPalettePage({ id: "theme" }),
      },
      {
        id: "account:shortcuts",
        label: "Keyboard shortcuts",
        keywords: "help keys hotkeys",
        icon: <Keyboard />,
        shortcut: "shortcuts",
        run: () => runAfterClose(openShortcutsModal),
      },
      {
        id: "account:sign-out",
        label: "Sign out",
        keywords: "log out logout",
        icon: <LogOut />,
        run: () => runAfterClose(() => signOut.mutate()),
      },
    ],
  };
}

/** The nested list of the caller's workspaces; the current one is checked. */
export function WorkspacesPage({ context, search }: { context: PaletteContext; search: string }) {
  const navigate = useNavigate();
  const commands: PaletteCommand[] = context.workspaces.map((workspace) => ({
    id: `workspace:${workspace.id}`,
    label: workspace.name,
    keywords: workspace.slug,
    icon: <Avatar name={workspace.name} src={workspace.logo_url} shape="square" size="xs" />,
    checked: workspace.id === context.workspace.id,
    run: () => runAfterClose(() => navigate(`/${workspace.slug}/`)),
  }));
  const groups = filterGroups([{ heading: "Workspaces", commands }], search);
  return groups.length > 0 ? <PaletteGroups groups={groups} /> : <PaletteNote>No workspace matches</PaletteNote>;
}

const THEME_META: Record<Theme, { label: string; icon: typeof Sun }> = {
  light: { label: "Light", icon: Sun },
  dark: { label: "Dark", icon: Moon },
  system: { label: "System", icon: Monitor },
};

/** Light, dark or the system's: applied at once and kept on the profile, as the sidebar's menu does. */
export function ThemePage({ search }: { search: string }) {
  const preference = useThemeStore((s) => s.preference);
  const theme = useSaveTheme();
  const commands: PaletteCommand[] = THEMES.map((value) => {
    const { label, icon: Icon } = THEME_META[value];
    return {
      id: `theme:${value}`,
      label,
      icon: <Icon />,
      checked: preference === value,
      run: () => runAfterClose(() => theme.save(value)),
    };
  });
  const groups = filterGroups([{ heading: "Theme", commands }], search);
  return groups.length > 0 ? <PaletteGroups groups={groups} /> : <PaletteNote>No theme matches</PaletteNote>;
}
