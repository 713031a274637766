export { applyLiveEvent, resyncWorkspace } from "./apply-live-event";
export { LiveClient, liveUrl } from "./live-client";
export { useLiveUpdates } from "./use-live-updates";
