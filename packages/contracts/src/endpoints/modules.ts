import { z } from "zod";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import { issueSchema } from "../issue";
import {
  createModuleBody,
  createModuleLinkBody,
  favoriteModuleBody,
  issueModulesBody,
  listModulesQuery,
  moduleFavoriteSchema,
  moduleIssuesBody,
  moduleLinkSchema,
  moduleSchema,
  replaceModuleBody,
  updateModuleBody,
  updateModuleLinkBody,
} from "../module";

const project = "/api/workspaces/:slug/projects/:projectId";
const moduleBase = `${project}/modules/:moduleId`;
const link = `${moduleBase}/module-links/:linkId`;
const reader = { project: ROLE.GUEST } as const;
const writer = { project: ROLE.MEMBER } as const;

/**
 * Modules (spec §3, §7 Modules): Guests read them, Members and Admins change them. A module's issue list
 * is with the issue lists (endpoints/issues.ts).
 */
export const moduleEndpoints = {
  listWorkspace: endpoint({
    method: "GET",
    path: "/api/workspaces/:slug/modules/",
    access: { workspace: ROLE.GUEST },
    response: z.array(moduleSchema),
    summary: "Every non-archived module of the projects the caller belongs to",
  }),
  list: endpoint({
    method: "GET",
    path: `${project}/modules/`,
    access: reader,
    query: listModulesQuery,
    response: z.array(moduleSchema),
    summary: "A project's modules, in the order asked for (spec §9)",
  }),
  create: endpoint({
    method: "POST",
    path: `${project}/modules/`,
    access: writer,
    body: createModuleBody,
    response: moduleSchema,
    status: 201,
    summary: "Create a module",
  }),
  get: endpoint({ method: "GET", path: `${moduleBase}/`, access: reader, response: moduleSchema, summary: "One module" }),
  update: endpoint({
    method: "PATCH",
    path: `${moduleBase}/`,
    access: writer,
    body: updateModuleBody,
    response: moduleSchema,
    summary: "Change a module",
  }),
  replace: endpoint({
    method: "PUT",
    path: `${moduleBase}/`,
    access: writer,
    body: replaceModuleBody,
    response: moduleSchema,
    summary: "Replace a module's editable fields; those left out go back to their defaults",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${moduleBase}/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Delete a module; its issues stay",
  }),
  addIssues: endpoint({
    method: "POST",
    path: `${moduleBase}/issues/`,
    access: writer,
    body: moduleIssuesBody,
    response: z.array(issueSchema),
    summary: "Add issues to the module (an issue keeps its other modules)",
  }),
  removeIssue: endpoint({
    method: "DELETE",
    path: `${moduleBase}/issues/:issueId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Take an issue out of the module",
  }),
  setIssueModules: endpoint({
    method: "POST",
    path: `${project}/issues/:issueId/modules/`,
    access: writer,
    body: issueModulesBody,
    response: issueSchema,
    summary: "Add an issue to some modules and take it out of others in one go",
  }),
  listLinks: endpoint({
    method: "GET",
    path: `${moduleBase}/module-links/`,
    access: reader,
    response: z.array(moduleLinkSchema),
    summary: "The module's links",
  }),
  createLink: endpoint({
    method: "POST",
    path: `${moduleBase}/module-links/`,
    access: writer,
    body: createModuleLinkBody,
    response: moduleLinkSchema,
    status: 201,
    summary: "Add a link to the module",
  }),
  getLink: endpoint({ method: "GET", path: `${link}/`, access: reader, response: moduleLinkSchema, summary: "One link" }),
  updateLink: endpoint({
    method: "PATCH",
    path: `${link}/`,
    access: writer,
    body: updateModuleLinkBody,
    response: moduleLinkSchema,
    summary: "Change a link",
  }),
  deleteLink: endpoint({
    method: "DELETE",
    path: `${link}/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Remove a link",
  }),
  archive: endpoint({
    method: "POST",
    path: `${moduleBase}/archive/`,
    access: writer,
    response: z.object({ archived_at: z.string() }),
    summary: "Archive a completed or canceled module",
  }),
  restore: endpoint({
    method: "DELETE",
    path: `${moduleBase}/archive/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Restore an archived module",
  }),
  listArchived: endpoint({
    method: "GET",
    path: `${project}/archived-modules/`,
    access: reader,
    response: z.array(moduleSchema),
    summary: "A project's archived modules",
  }),
  getArchived: endpoint({
    method: "GET",
    path: `${project}/archived-modules/:moduleId/`,
    access: reader,
    response: moduleSchema,
    summary: "One archived module",
  }),
  favorite: endpoint({
    method: "POST",
    path: `${project}/user-favorite-modules/`,
    access: writer,
    body: favoriteModuleBody,
    response: moduleFavoriteSchema,
    status: 201,
    summary: "Add a module to the caller's favorites (200 when it already was)",
  }),
  unfavorite: endpoint({
    method: "DELETE",
    path: `${project}/user-favorite-modules/:moduleId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Remove a module from the caller's favorites",
  }),
};
