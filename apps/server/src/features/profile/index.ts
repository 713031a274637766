/** The profile feature's public API for other server features: import from "../profile", never its files. */
export { recentWorkspaceActivities } from "./activity.service";
