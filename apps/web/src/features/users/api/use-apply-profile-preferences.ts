import type { UserProfile } from "@hangar/contracts";
import { useEffect } from "react";
import { setDatePreferences } from "../../../lib/dates";
import { useThemeStore } from "../../../lib/theme";
import { profileTheme } from "./use-save-theme";

let appliedDates: UserProfile | null = null;

/**
 * The profile is where the theme and date preferences live; this device's stored theme only paints the
 * first frame (public/boot.js). Dates are set during render, so the screens below format with them from
 * their first paint; the theme follows in an effect, as it touches the document.
 */
export function useApplyProfilePreferences(profile: UserProfile | undefined) {
  if (profile && profile !== appliedDates) {
    appliedDates = profile;
    setDatePreferences({ dateFormat: profile.date_format, timeFormat: profile.time_format, timeZone: profile.timezone });
  }
  const theme = profileTheme(profile);
  useEffect(() => {
    const store = useThemeStore.getState();
    if (theme && store.preference !== theme) store.setPreference(theme);
  }, [theme]);
}
