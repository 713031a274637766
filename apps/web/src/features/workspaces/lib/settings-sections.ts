import { type LucideIcon, Settings, Users } from "lucide-react";

export type WorkspaceSettingsSection = { key: string; label: string; path: string; icon: LucideIcon };

/** Spec §2 workspace settings; billing, exports, webhooks and API tokens join this list when they exist. */
export const WORKSPACE_SETTINGS_SECTIONS: readonly WorkspaceSettingsSection[] = [
  { key: "general", label: "General", path: "", icon: Settings },
  { key: "members", label: "Members", path: "members", icon: Users },
];
