import { useState } from "react";

const KEY = "hangar:cycle-progress-sidebar";

/** Whether the cycle's progress sidebar is shown; remembered per browser, open by default. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(KEY) !== "closed";
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(KEY, next ? "open" : "closed");
    } catch {
      // Private mode or a full store: the choice then lasts for this visit only.
    }
  };
  return [open, set];
}
