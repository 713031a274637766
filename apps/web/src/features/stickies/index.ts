/** Light entry for the app shell (the quick-create shortcut and button); the screens are in ./pages. */
export { openQuickSticky, useQuickStickyStore } from "./lib/quick-sticky-store";
