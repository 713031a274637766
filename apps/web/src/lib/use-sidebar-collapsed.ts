import { useCallback, useSyncExternalStore } from "react";

/**
 * Spec §2: collapsible sidebars remember their state in browser local storage. These are the ones Hangar
 * has (the main sidebar, the issue page's properties, the cycle's and the module's progress), each under
 * its own key; every screen showing one reads the same value, and other tabs follow a change.
 */
export const SIDEBAR_KEYS = {
  main: "sidebar_collapsed",
  issueDetail: "issue_detail_sidebar_collapsed",
  cycle: "cycle_sidebar_collapsed",
  module: "module_sidebar_collapsed",
} as const;
export type SidebarName = keyof typeof SIDEBAR_KEYS;

const listeners = new Set<() => void>();
/** Choices made while storage refuses writes (private mode, a full quota): they hold until a reload. */
const unsaved: Record<string, boolean> = {};

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(key: string, fallback: boolean): boolean {
  if (key in unsaved) return unsaved[key];
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === "true";
  } catch {
    return fallback;
  }
}

/** Whether sidebar `name` is collapsed (`fallback` until the user chooses), a toggle, and a setter. */
export function useSidebarCollapsed(
  name: SidebarName,
  fallback = false,
): [collapsed: boolean, toggle: () => void, setCollapsed: (collapsed: boolean) => void] {
  const key = SIDEBAR_KEYS[name];
  const collapsed = useSyncExternalStore(subscribe, () => read(key, fallback));
  const setCollapsed = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
        delete unsaved[key];
      } catch {
        unsaved[key] = next;
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  const toggle = useCallback(() => setCollapsed(!read(key, fallback)), [setCollapsed, key, fallback]);
  return [collapsed, toggle, setCollapsed];
}
