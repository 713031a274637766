import { create } from "zustand";

export type ThemePreference = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "hangar-theme";

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-color-scheme: dark)").matches
    : false;
}

function readStored(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

export function resolveTheme(preference: ThemePreference): "light" | "dark" {
  if (preference === "system") return systemPrefersDark() ? "dark" : "light";
  return preference;
}

export function applyTheme(preference: ThemePreference) {
  const resolved = resolveTheme(preference);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}

type ThemeState = {
  preference: ThemePreference;
  resolved: "light" | "dark";
  setPreference: (preference: ThemePreference) => void;
  syncWithSystem: () => void;
};

export const useThemeStore = create<ThemeState>((set, get) => {
  const preference = readStored();
  return {
    preference,
    resolved: resolveTheme(preference),
    setPreference: (next) => {
      try {
        if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
        else localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private mode or a full quota: the choice still applies for this tab.
      }
      applyTheme(next);
      set({ preference: next, resolved: resolveTheme(next) });
    },
    syncWithSystem: () => {
      const { preference: current } = get();
      if (current !== "system") return;
      applyTheme(current);
      set({ resolved: resolveTheme(current) });
    },
  };
});

/** Keeps "system" in step with the OS setting; returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => useThemeStore.getState().syncWithSystem();
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}
