import { z } from "zod";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import {
  createEstimateBody,
  createEstimatePointBody,
  estimatePointSchema,
  estimateSchema,
  updateEstimateBody,
  updateEstimatePointBody,
} from "../estimate";
import { createLabelBody, labelSchema, updateLabelBody } from "../label";
import {
  addProjectMembersBody,
  createProjectBody,
  favoriteProjectBody,
  joinProjectsBody,
  listProjectsQuery,
  projectFavoriteSchema,
  projectIdentifierCheckSchema,
  projectIdentifierQuery,
  projectMemberSchema,
  projectSchema,
  updateProjectBody,
  updateProjectMemberBody,
} from "../project";
import { createStateBody, replaceStateBody, stateSchema, updateStateBody } from "../state";

const workspace = "/api/workspaces/:slug";
const project = `${workspace}/projects/:projectId`;
const anyWorkspaceMember = { workspace: ROLE.GUEST } as const;
const reader = { project: ROLE.GUEST } as const;
const writer = { project: ROLE.MEMBER } as const;
const projectAdmin = { project: ROLE.ADMIN } as const;
/** Member management: a project Admin, or a workspace Admin even outside the project. */
const memberAdmin = { project: ROLE.ADMIN, orWorkspaceAdmin: true } as const;

/**
 * Projects (spec §5, §6): any workspace member lists the projects they may see; public ones are browsed and
 * joined from the Member role up (the services decide); project Admins change settings.
 */
const projects = {
  create: endpoint({
    method: "POST",
    path: `${workspace}/projects/`,
    access: { workspace: ROLE.MEMBER },
    body: createProjectBody,
    response: projectSchema,
    status: 201,
    summary: "Create a project; the creator becomes its Admin and it gets the default states",
  }),
  list: endpoint({
    method: "GET",
    path: `${workspace}/projects/`,
    access: anyWorkspaceMember,
    query: listProjectsQuery,
    response: z.array(projectSchema),
    summary: "The projects the caller belongs to, and the public ones they may browse",
  }),
  checkIdentifier: endpoint({
    method: "GET",
    path: `${workspace}/project-identifiers/`,
    access: anyWorkspaceMember,
    query: projectIdentifierQuery,
    response: projectIdentifierCheckSchema,
    summary: "Whether a project identifier is already taken in the workspace",
  }),
  joinMany: endpoint({
    method: "POST",
    path: `${workspace}/projects/join/`,
    access: anyWorkspaceMember,
    body: joinProjectsBody,
    response: z.array(projectSchema),
    summary: "Join public projects with the caller's workspace role",
  }),
  get: endpoint({
    method: "GET",
    path: `${project}/`,
    access: anyWorkspaceMember,
    response: projectSchema,
    summary: "One project the caller belongs to, or a public one they may browse",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${project}/`,
    access: projectAdmin,
    body: updateProjectBody,
    response: projectSchema,
    summary: "Change a project's settings and features",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${project}/`,
    access: memberAdmin,
    response: noContent,
    status: 204,
    summary: "Delete a project and everything in it",
  }),
  archive: endpoint({
    method: "POST",
    path: `${project}/archive/`,
    access: projectAdmin,
    response: z.object({ archived_at: z.string() }),
    summary: "Archive a project (it leaves everyone's favorites)",
  }),
  restore: endpoint({
    method: "DELETE",
    path: `${project}/archive/`,
    access: projectAdmin,
    response: noContent,
    status: 204,
    summary: "Restore an archived project",
  }),
  join: endpoint({
    method: "POST",
    path: `${project}/join/`,
    access: anyWorkspaceMember,
    response: projectSchema,
    summary: "Join one public project with the caller's workspace role",
  }),
  favorite: endpoint({
    method: "POST",
    path: `${workspace}/user-favorite-projects/`,
    access: anyWorkspaceMember,
    body: favoriteProjectBody,
    response: projectFavoriteSchema,
    status: 201,
    summary: "Add a project the caller belongs to to their favorites (200 when it already was)",
  }),
  unfavorite: endpoint({
    method: "DELETE",
    path: `${workspace}/user-favorite-projects/:projectId/`,
    access: anyWorkspaceMember,
    response: noContent,
    status: 204,
    summary: "Remove a project from the caller's favorites",
  }),
};

/** Project members (spec §6): every member reads the list (pickers need it); Admins change it. */
const members = {
  listMembers: endpoint({
    method: "GET",
    path: `${project}/members/`,
    access: { project: ROLE.GUEST, orWorkspaceAdmin: true },
    response: z.array(projectMemberSchema),
    summary: "The project's members other than the caller",
  }),
  addMembers: endpoint({
    method: "POST",
    path: `${project}/members/`,
    access: memberAdmin,
    body: addProjectMembersBody,
    response: z.array(projectMemberSchema),
    status: 201,
    summary: "Add workspace members to the project (all or none)",
  }),
  leave: endpoint({
    method: "POST",
    path: `${project}/members/leave/`,
    access: reader,
    response: noContent,
    status: 204,
    summary: "Leave the project (its last Admin cannot)",
  }),
  getMember: endpoint({
    method: "GET",
    path: `${project}/members/:memberId/`,
    access: { project: ROLE.GUEST, orWorkspaceAdmin: true },
    response: projectMemberSchema,
    summary: "One membership of the project",
  }),
  updateMember: endpoint({
    method: "PATCH",
    path: `${project}/members/:memberId/`,
    access: memberAdmin,
    body: updateProjectMemberBody,
    response: projectMemberSchema,
    summary: "Change a member's project role (never above their workspace role)",
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: `${project}/members/:memberId/`,
    access: memberAdmin,
    response: noContent,
    status: 204,
    summary: "Remove a member from the project",
  }),
  myMembership: endpoint({
    method: "GET",
    path: `${project}/project-members/me/`,
    access: reader,
    response: projectMemberSchema,
    summary: "The caller's own membership of the project",
  }),
};

/** States (spec §4): Guests read them, Members and Admins change them. */
const states = {
  listWorkspaceStates: endpoint({
    method: "GET",
    path: `${workspace}/states/`,
    access: anyWorkspaceMember,
    response: z.array(stateSchema),
    summary: "The states of every project the caller belongs to",
  }),
  listStates: endpoint({
    method: "GET",
    path: `${project}/states/`,
    access: reader,
    response: z.array(stateSchema),
    summary: "A project's states, by group then sequence",
  }),
  createState: endpoint({
    method: "POST",
    path: `${project}/states/`,
    access: writer,
    body: createStateBody,
    response: stateSchema,
    status: 201,
    summary: "Create a state",
  }),
  getState: endpoint({
    method: "GET",
    path: `${project}/states/:stateId/`,
    access: reader,
    response: stateSchema,
    summary: "One state",
  }),
  updateState: endpoint({
    method: "PATCH",
    path: `${project}/states/:stateId/`,
    access: writer,
    body: updateStateBody,
    response: stateSchema,
    summary: "Change a state",
  }),
  replaceState: endpoint({
    method: "PUT",
    path: `${project}/states/:stateId/`,
    access: writer,
    body: replaceStateBody,
    response: stateSchema,
    summary: "Replace a state's editable fields",
  }),
  markDefaultState: endpoint({
    method: "POST",
    path: `${project}/states/:stateId/mark-default/`,
    access: writer,
    response: stateSchema,
    summary: "Make this the state new issues get",
  }),
  deleteState: endpoint({
    method: "DELETE",
    path: `${project}/states/:stateId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete a state no live issue is in (never the default)",
  }),
};

/** Labels (spec §4): Guests read them, Members and Admins change them. */
const labels = {
  listWorkspaceLabels: endpoint({
    method: "GET",
    path: `${workspace}/labels/`,
    access: anyWorkspaceMember,
    response: z.array(labelSchema),
    summary: "The labels of every project the caller belongs to",
  }),
  listLabels: endpoint({
    method: "GET",
    path: `${project}/issue-labels/`,
    access: reader,
    response: z.array(labelSchema),
    summary: "A project's labels, by sort order",
  }),
  createLabel: endpoint({
    method: "POST",
    path: `${project}/issue-labels/`,
    access: writer,
    body: createLabelBody,
    response: labelSchema,
    status: 201,
    summary: "Create a label, at the end of its siblings",
  }),
  getLabel: endpoint({
    method: "GET",
    path: `${project}/issue-labels/:labelId/`,
    access: reader,
    response: labelSchema,
    summary: "One label",
  }),
  updateLabel: endpoint({
    method: "PATCH",
    path: `${project}/issue-labels/:labelId/`,
    access: writer,
    body: updateLabelBody,
    response: labelSchema,
    summary: "Change, reorder or move a label",
  }),
  deleteLabel: endpoint({
    method: "DELETE",
    path: `${project}/issue-labels/:labelId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete a label; its sub-labels move to the top level",
  }),
};

/** Estimates (spec §5, §6 settings/estimates): any project member reads them, project Admins change them. */
const estimates = {
  listWorkspaceEstimates: endpoint({
    method: "GET",
    path: `${workspace}/estimates/`,
    access: anyWorkspaceMember,
    response: z.array(estimateSchema),
    summary: "The estimates of every project the caller belongs to",
  }),
  listEstimates: endpoint({
    method: "GET",
    path: `${project}/estimates/`,
    access: reader,
    response: z.array(estimateSchema),
    summary: "A project's estimates; the active one is marked last_used",
  }),
  createEstimate: endpoint({
    method: "POST",
    path: `${project}/estimates/`,
    access: projectAdmin,
    body: createEstimateBody,
    response: estimateSchema,
    status: 201,
    summary: "Create an estimate with its points; it becomes the active one",
  }),
  getEstimate: endpoint({
    method: "GET",
    path: `${project}/estimates/:estimateId/`,
    access: reader,
    response: estimateSchema,
    summary: "One estimate with its points",
  }),
  updateEstimate: endpoint({
    method: "PATCH",
    path: `${project}/estimates/:estimateId/`,
    access: projectAdmin,
    body: updateEstimateBody,
    response: estimateSchema,
    summary: "Rename an estimate, or make it the active one",
  }),
  deleteEstimate: endpoint({
    method: "DELETE",
    path: `${project}/estimates/:estimateId/`,
    access: projectAdmin,
    response: noContent,
    status: 204,
    summary: "Delete an estimate",
  }),
  createEstimatePoint: endpoint({
    method: "POST",
    path: `${project}/estimates/:estimateId/estimate-points/`,
    access: projectAdmin,
    body: createEstimatePointBody,
    response: estimatePointSchema,
    status: 201,
    summary: "Add a point to an estimate",
  }),
  updateEstimatePoint: endpoint({
    method: "PATCH",
    path: `${project}/estimates/:estimateId/estimate-points/:pointId/`,
    access: projectAdmin,
    body: updateEstimatePointBody,
    response: estimatePointSchema,
    summary: "Change a point of an estimate",
  }),
  updatePoint: endpoint({
    method: "PATCH",
    path: `${project}/estimate-points/:pointId/`,
    access: projectAdmin,
    body: updateEstimatePointBody,
    response: estimatePointSchema,
    summary: "Change a point, named without its estimate",
  }),
  deleteEstimatePoint: endpoint({
    method: "DELETE",
    path: `${project}/estimates/:estimateId/estimate-points/:pointId/`,
    access: projectAdmin,
    response: noContent,
    status: 204,
    summary: "Remove a point from an estimate",
  }),
};

/** Projects, their members, states, labels and estimates. Each entry: packages/contracts/src/endpoint.ts. */
export const projectEndpoints = { ...projects, ...members, ...states, ...labels, ...estimates };
