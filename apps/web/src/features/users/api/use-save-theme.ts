import { THEMES, type Theme, type UserProfile } from "@hangar/contracts";
import { useCallback } from "react";
import { useThemeStore } from "../../../lib/theme";
import { useUpdateProfile } from "./use-update-profile";

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/** The theme a profile holds, if it holds one (spec §3: theme.theme). */
export const profileTheme = (profile: UserProfile | undefined): Theme | null => {
  const value = profile?.theme?.theme;
  return isTheme(value) ? value : null;
};

/**
 * Switches the theme here at once and stores it on the profile, so every device the user signs in on
 * follows; a failed save puts the previous theme back.
 */
export function useSaveTheme() {
  const update = useUpdateProfile("Failed to update user profile theme");
  const { mutate } = update;
  const save = useCallback(
    (theme: Theme) => {
      const { preference: previous, setPreference } = useThemeStore.getState();
      setPreference(theme);
      mutate({ theme: { theme } }, { onError: () => setPreference(previous) });
    },
    [mutate],
  );
  return { save, isPending: update.isPending };
}
