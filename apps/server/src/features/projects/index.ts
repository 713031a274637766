/**
 * The projects feature's public API: what other server features use. Import from "../projects", never from
 * its files. Workspaces announce the project memberships a workspace change ends or caps.
 */
export { recordProjectMemberEvent } from "./project-events";
