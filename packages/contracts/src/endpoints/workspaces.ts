import { z } from "zod";
import { userActivityPageSchema, userActivityQuery } from "../account";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import { updateUserPropertiesBody, userPropertiesSchema } from "../issue-display";
import { issueListPageSchema } from "../issue-filters";
import { memberProfileSchema, memberStatsSchema, userIssuesQuery } from "../profile";
import {
  acceptInvitationsBody,
  createWorkspaceBody,
  inviteBody,
  joinInvitationBody,
  joinInvitationQuery,
  joinInvitationResponseSchema,
  slugCheckQuery,
  updateInvitationBody,
  updateMemberBody,
  updateWorkspaceBody,
  workspaceInvitationSchema,
  workspaceMemberMeSchema,
  workspaceMemberSchema,
  workspaceSchema,
} from "../workspace";
import { accountEndpoints } from "./account";

const me = "/api/users/me";
const workspace = "/api/workspaces/:slug";
const project = `${workspace}/projects/:projectId`;
const anyMember = { workspace: ROLE.GUEST } as const;
const admin = { workspace: ROLE.ADMIN } as const;

/** Workspaces, their members and invitations, profiles and display properties, plus the account endpoints. Each entry: packages/contracts/src/endpoint.ts. */
export const workspaceEndpoints = {
  ...accountEndpoints,

  // Workspaces (spec §6).
  list: endpoint({
    method: "GET",
    path: "/api/workspaces/",
    access: "signed-in",
    response: z.array(workspaceSchema),
    summary: "The workspaces the caller is an active member of",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/workspaces/",
    access: "signed-in",
    body: createWorkspaceBody,
    response: workspaceSchema,
    status: 201,
    summary: "Create a workspace; the caller becomes its Admin",
  }),
  slugCheck: endpoint({
    method: "GET",
    path: "/api/workspace-slug-check/",
    access: "signed-in",
    query: slugCheckQuery,
    response: z.object({ status: z.boolean() }),
    summary: "Whether a workspace slug is free",
  }),
  get: endpoint({ method: "GET", path: `${workspace}/`, access: anyMember, response: workspaceSchema, summary: "One workspace" }),
  update: endpoint({
    method: "PATCH",
    path: `${workspace}/`,
    access: admin,
    body: updateWorkspaceBody,
    response: workspaceSchema,
    summary: "Change a workspace's name, size or logo",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${workspace}/`,
    access: admin,
    response: noContent,
    status: 204,
    summary: "Delete a workspace and everything in it",
  }),
  myMembership: endpoint({
    method: "GET",
    path: `${workspace}/workspace-members/me/`,
    access: anyMember,
    response: workspaceMemberMeSchema,
    summary: "The caller's own membership, with their role",
  }),

  // Members.
  members: endpoint({
    method: "GET",
    path: `${workspace}/members/`,
    access: anyMember,
    response: z.array(workspaceMemberSchema),
    summary: "The workspace's active members",
  }),
  leave: endpoint({
    method: "POST",
    path: `${workspace}/members/leave/`,
    access: anyMember,
    response: noContent,
    status: 204,
    summary: "Leave the workspace (refused for its only admin)",
  }),
  updateMember: endpoint({
    method: "PATCH",
    path: `${workspace}/members/:id/`,
    access: admin,
    body: updateMemberBody,
    response: workspaceMemberSchema,
    summary: "Change a member's role",
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: `${workspace}/members/:id/`,
    access: admin,
    response: noContent,
    status: 204,
    summary: "Remove a member from the workspace",
  }),

  // Invitations.
  invite: endpoint({
    method: "POST",
    path: `${workspace}/invitations/`,
    access: admin,
    body: inviteBody,
    response: z.array(workspaceInvitationSchema),
    status: 201,
    summary: "Invite people by email, each with a role no higher than the caller's",
  }),
  invitations: endpoint({
    method: "GET",
    path: `${workspace}/invitations/`,
    access: admin,
    response: z.array(workspaceInvitationSchema),
    summary: "The workspace's pending invitations",
  }),
  updateInvitation: endpoint({
    method: "PATCH",
    path: `${workspace}/invitations/:id/`,
    access: admin,
    body: updateInvitationBody,
    response: workspaceInvitationSchema,
    summary: "Change a pending invitation's role",
  }),
  revokeInvitation: endpoint({
    method: "DELETE",
    path: `${workspace}/invitations/:id/`,
    access: admin,
    response: noContent,
    status: 204,
    summary: "Revoke a pending invitation",
  }),
  joinInvitation: endpoint({
    method: "GET",
    path: `${workspace}/invitations/:id/join/`,
    access: "public",
    query: joinInvitationQuery,
    response: workspaceInvitationSchema,
    summary: "An invitation for its join page; the address is masked unless the token or the invitee shows it",
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: `${workspace}/invitations/:id/join/`,
    access: "signed-in",
    body: joinInvitationBody.optional(),
    response: joinInvitationResponseSchema,
    summary: "Accept (or, with accepted: false, decline) an invitation sent to the caller's address",
  }),
  myInvitations: endpoint({
    method: "GET",
    path: `${me}/workspaces/invitations/`,
    access: "signed-in",
    response: z.array(workspaceInvitationSchema),
    summary: "The invitations pending for the caller's address",
  }),
  acceptMyInvitations: endpoint({
    method: "POST",
    path: `${me}/workspaces/invitations/`,
    access: "signed-in",
    body: acceptInvitationsBody,
    response: z.array(workspaceSchema),
    summary: "Accept several of the caller's invitations at once; answers the workspaces joined",
  }),

  // A member's profile page (spec §2): any member may look, and sees only what their own projects hold.
  userStats: endpoint({
    method: "GET",
    path: `${workspace}/user-stats/:userId/`,
    access: anyMember,
    response: memberStatsSchema,
    summary: "A member's issue counts over the caller's projects",
  }),
  userProfile: endpoint({
    method: "GET",
    path: `${workspace}/user-profile/:userId/`,
    access: anyMember,
    response: memberProfileSchema,
    summary: "A member's name, role and the projects the caller shares with them",
  }),
  userActivity: endpoint({
    method: "GET",
    path: `${workspace}/user-activity/:userId/`,
    access: anyMember,
    query: userActivityQuery,
    response: userActivityPageSchema,
    summary: "What a member did to issues of this workspace that the caller may read, newest first",
  }),
  userIssues: endpoint({
    method: "GET",
    path: `${workspace}/user-issues/:userId/`,
    access: anyMember,
    query: userIssuesQuery,
    response: issueListPageSchema,
    summary: "Issues assigned to, created by or subscribed to by a member, in the caller's projects",
  }),

  // Filter and display preferences are personal: anyone who may read a list keeps their own (guests too).
  workspaceProperties: endpoint({
    method: "GET",
    path: `${workspace}/user-properties/`,
    access: anyMember,
    response: userPropertiesSchema,
    summary: "The caller's preferences for the workspace's issue lists",
  }),
  updateWorkspaceProperties: endpoint({
    method: "PATCH",
    path: `${workspace}/user-properties/`,
    access: anyMember,
    body: updateUserPropertiesBody,
    response: userPropertiesSchema,
    summary: "Change the caller's preferences for the workspace's issue lists",
  }),
  projectProperties: endpoint({
    method: "GET",
    path: `${project}/user-properties/`,
    access: { project: ROLE.GUEST },
    response: userPropertiesSchema,
    summary: "The caller's preferences for a project's issues",
  }),
  updateProjectProperties: endpoint({
    method: "PATCH",
    path: `${project}/user-properties/`,
    access: { project: ROLE.GUEST },
    body: updateUserPropertiesBody,
    response: userPropertiesSchema,
    summary: "Change the caller's preferences for a project's issues",
  }),
  cycleProperties: endpoint({
    method: "GET",
    path: `${project}/cycles/:cycleId/user-properties/`,
    access: { project: ROLE.GUEST },
    response: userPropertiesSchema,
    summary: "The caller's preferences for a cycle's issues",
  }),
  updateCycleProperties: endpoint({
    method: "PATCH",
    path: `${project}/cycles/:cycleId/user-properties/`,
    access: { project: ROLE.GUEST },
    body: updateUserPropertiesBody,
    response: userPropertiesSchema,
    summary: "Change the caller's preferences for a cycle's issues",
  }),
  moduleProperties: endpoint({
    method: "GET",
    path: `${project}/modules/:moduleId/user-properties/`,
    access: { project: ROLE.GUEST },
    response: userPropertiesSchema,
    summary: "The caller's preferences for a module's issues",
  }),
  updateModuleProperties: endpoint({
    method: "PATCH",
    path: `${project}/modules/:moduleId/user-properties/`,
    access: { project: ROLE.GUEST },
    body: updateUserPropertiesBody,
    response: userPropertiesSchema,
    summary: "Change the caller's preferences for a module's issues",
  }),
};
