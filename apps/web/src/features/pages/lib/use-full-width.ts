import { useState } from "react";

const KEY = "hangar.pages.fullWidth";

/** Whether pages use the screen's full width; remembered in this browser. */
export function useFullWidth(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(KEY) === "1";
    } catch {
      return false;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(KEY, next ? "1" : "0");
    } catch {
      // Storage refused (private mode): the choice lasts this visit.
    }
  };
  return [on, set];
}
