/**
 * The projects feature's public API: what other server features use. Import from "../projects", never from
 * its files. Workspaces announce the project memberships a workspace change ends or caps;
 * issues, cycles and modules check that people are members of the project; the favorites sidebar stars a
 * project the way its own favorite call does.
 */

export { memberProject } from "./project-access";
export { recordProjectMemberEvent } from "./project-events";
export { activeMembersAmong } from "./project-people";
export { favoriteProject } from "./projects.service";
