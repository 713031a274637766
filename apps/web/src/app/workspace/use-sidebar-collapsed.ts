import { useCallback, useState } from "react";

/** Spec §2: collapsible sidebars remember their state in browser local storage. */
export const SIDEBAR_COLLAPSED_KEY = "sidebar_collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Private mode or a full quota: the choice still applies until the page reloads.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
