import { z } from "zod";
import { ROLE } from "../constants";
import { type AccessPolicy, endpoint, noContent } from "../endpoint";
import { issueListPageSchema, listIssuesQuery } from "../issue-filters";
import { createViewBody, favoriteViewBody, issueViewSchema, listViewsQuery, updateViewBody, viewFavoriteSchema } from "../view";

const projectBase = "/api/workspaces/:slug/projects/:projectId";
const workspaceBase = "/api/workspaces/:slug";

/**
 * The endpoints a saved view has wherever it lives: every member (guests too) reads the public views and
 * their own private ones; Members create; the owner or an Admin changes, locks, archives and deletes (a
 * rule of the service). `access` is the project or workspace policy of the place.
 */
function viewPlaceEndpoints<const B extends string, const R extends AccessPolicy, const W extends AccessPolicy>(
  base: B,
  reader: R,
  writer: W,
  place: string,
) {
  const view = `${base}/views/:viewId` as const;
  return {
    list: endpoint({
      method: "GET",
      path: `${base}/views/`,
      access: reader,
      query: listViewsQuery,
      response: z.array(issueViewSchema),
      summary: `The ${place}'s saved views the caller can see (archived=true: the archived ones)`,
    }),
    create: endpoint({
      method: "POST",
      path: `${base}/views/`,
      access: writer,
      body: createViewBody,
      response: issueViewSchema,
      status: 201,
      summary: `Save a ${place} view`,
    }),
    get: endpoint({ method: "GET", path: `${view}/`, access: reader, response: issueViewSchema, summary: "One saved view" }),
    update: endpoint({
      method: "PATCH",
      path: `${view}/`,
      access: writer,
      body: updateViewBody,
      response: issueViewSchema,
      summary: "Change a view (its owner or an Admin; a locked view takes only is_locked, access and sort_order)",
    }),
    delete: endpoint({
      method: "DELETE",
      path: `${view}/`,
      access: writer,
      response: noContent,
      status: 204,
      summary: "Delete a view (its owner or an Admin)",
    }),
    issues: endpoint({
      method: "GET",
      path: `${view}/issues/`,
      access: reader,
      query: listIssuesQuery,
      response: issueListPageSchema,
      summary: "The issues the view's filters select, shown its way unless the query says otherwise",
    }),
    lock: endpoint({
      method: "POST",
      path: `${view}/lock/`,
      access: writer,
      response: issueViewSchema,
      summary: "Lock a view's settings (its owner or an Admin)",
    }),
    unlock: endpoint({
      method: "DELETE",
      path: `${view}/lock/`,
      access: writer,
      response: issueViewSchema,
      summary: "Unlock a view's settings (its owner or an Admin)",
    }),
    archive: endpoint({
      method: "POST",
      path: `${view}/archive/`,
      access: writer,
      response: z.object({ archived_at: z.string() }),
      summary: "Archive a view (its owner or an Admin)",
    }),
    restore: endpoint({
      method: "DELETE",
      path: `${view}/archive/`,
      access: writer,
      response: noContent,
      status: 204,
      summary: "Restore an archived view (its owner or an Admin)",
    }),
  };
}

/** `list` of the project's views becomes `projectList`: the table is flat, one name per endpoint. */
function named<const P extends string, T extends Record<string, unknown>>(prefix: P, entries: T) {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [`${prefix}${name[0]?.toUpperCase()}${name.slice(1)}`, entry]),
  ) as { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
}

/** Saved views, per project (spec §3, §4) and workspace-wide (spec §2). */
export const viewEndpoints = {
  ...named("project", viewPlaceEndpoints(projectBase, { project: ROLE.GUEST }, { project: ROLE.MEMBER }, "project")),
  projectFavorite: endpoint({
    method: "POST",
    path: `${projectBase}/user-favorite-views/`,
    access: { project: ROLE.MEMBER },
    body: favoriteViewBody,
    response: viewFavoriteSchema,
    status: 201,
    summary: "Add a project view to the caller's favorites (200 when it already was)",
  }),
  projectUnfavorite: endpoint({
    method: "DELETE",
    path: `${projectBase}/user-favorite-views/:viewId/`,
    access: { project: ROLE.MEMBER },
    response: noContent,
    status: 204,
    summary: "Remove a project view from the caller's favorites",
  }),
  ...named("workspace", viewPlaceEndpoints(workspaceBase, { workspace: ROLE.GUEST }, { workspace: ROLE.MEMBER }, "workspace")),
  workspaceCreateLegacy: endpoint({
    method: "POST",
    path: `${workspaceBase}/workspace-views/`,
    access: { workspace: ROLE.MEMBER },
    body: createViewBody,
    response: issueViewSchema,
    status: 201,
    summary: "Save a workspace view (Plane's other path for it)",
  }),
};
