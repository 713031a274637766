import { Bell, History, KeyRound, type LucideIcon, MonitorSmartphone, Palette, UserRound } from "lucide-react";

export type AccountSection = { key: string; label: string; path: string; icon: LucideIcon };

/** The signed-in user's own settings, under /{workspaceSlug}/settings/account. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: "profile", label: "Profile", path: "", icon: UserRound },
  { key: "security", label: "Security", path: "security", icon: KeyRound },
  { key: "notifications", label: "Notifications", path: "notifications", icon: Bell },
  { key: "appearance", label: "Appearance", path: "appearance", icon: Palette },
  { key: "sessions", label: "Sessions", path: "sessions", icon: MonitorSmartphone },
  { key: "activity", label: "Activity", path: "activity", icon: History },
];
