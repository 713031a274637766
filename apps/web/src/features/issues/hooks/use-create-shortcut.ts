import { useEffect, useEffectEvent } from "react";
import { isTypingTarget } from "../../../lib/use-shortcut";

/**
 * Waiting this long after "c" lets the workspace's two-key "c p" (create project) win when "p"
 * follows, instead of "c" opening the issue modal and "p" landing in its title.
 */
export const CREATE_SHORTCUT_DELAY_MS = 350;

/** "c" opens the create-issue modal on project pages, outside text fields and dialogs. */
export function useCreateIssueShortcut(onCreate: () => void, enabled: boolean) {
  const run = useEffectEvent(onCreate);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        return;
      }
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || event.key.toLowerCase() !== "c") return;
      if (isTypingTarget(event.target) || document.querySelector("[role=dialog],[role=alertdialog]")) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, CREATE_SHORTCUT_DELAY_MS);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled]);
}
