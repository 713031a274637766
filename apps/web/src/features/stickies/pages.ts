/** The stickies screens and parts, loaded on demand (the editor comes with them). */
export { AllStickiesModal } from "./components/all-stickies-modal";
export { QuickStickyDialog } from "./components/quick-sticky-dialog";
export { StickiesPage } from "./components/stickies-page";
export { StickiesPanel } from "./components/stickies-panel";
