/** Bigger parts other features' screens load on demand: a person's activity across issues. */

export { uploadFile } from "./api/upload-file";
export { RelativeTime } from "./components/relative-time";
export { UserActivityFeed } from "./components/user-activity-feed";
export { UserActivityList } from "./components/user-activity-list";
