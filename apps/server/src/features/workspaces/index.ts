/**
 * The workspaces feature's public API: what other server features use. Import from "../workspaces", never
 * from its files. Users list and lock their workspaces and count their invitations; projects check a
 * member's workspace membership.
 */
export { countPendingInvitationsFor } from "./invitations.service";
export { lockAdminWorkspacesOf, workspaceMembershipOf } from "./members.service";
export { listWorkspacesOf } from "./workspaces.service";
