import { useStoredState } from "../../../lib/use-stored-state";

/** Whether pages use the screen's full width; remembered in this browser. */
export function useFullWidth(): [boolean, (on: boolean) => void] {
  // Stored as "1"/"0" by earlier versions, which JSON reads as the numbers 1 and 0.
  return useStoredState("hangar.pages.fullWidth", (stored) => stored === true || stored === 1);
}
