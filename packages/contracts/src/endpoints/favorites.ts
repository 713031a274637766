import { z } from "zod";
import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import { createFavoriteBody, favoriteSchema, listFavoritesQuery, updateFavoriteBody } from "../favorite";

const favorites = "/api/workspaces/:slug/user-favorites";
/**
 * Every member, guests too, keeps their own favorites; each is its owner's alone (anyone else gets 404, a
 * rule of the service). What may be starred is what the per-entity calls allow: a project the caller is
 * in, and a cycle, module, view or page of a project where they are at least a Member.
 */
const anyMember = { workspace: ROLE.GUEST } as const;

/** The favorites sidebar with its folders (spec §7 Favorites). Each entry: packages/contracts/src/endpoint.ts. */
export const favoriteEndpoints = {
  list: endpoint({
    method: "GET",
    path: `${favorites}/`,
    access: anyMember,
    query: listFavoritesQuery,
    response: z.array(favoriteSchema),
    summary:
      "The caller's favorites in sequence order: the top of the list, or with all=true those in folders too. Favorites of what the caller can no longer read are left out",
  }),
  create: endpoint({
    method: "POST",
    path: `${favorites}/`,
    access: anyMember,
    body: createFavoriteBody,
    response: favoriteSchema,
    status: 201,
    summary: "Star a project, cycle, module, view or page (200 when it already was), or make a folder; last in the list",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${favorites}/:favoriteId/`,
    access: anyMember,
    body: updateFavoriteBody,
    response: favoriteSchema,
    summary: "Rename a folder, move a favorite into or out of a folder, or reorder it (sequence)",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${favorites}/:favoriteId/`,
    access: anyMember,
    response: noContent,
    status: 204,
    summary: "Remove a favorite (its entity is no longer starred); a folder goes with everything in it",
  }),
  group: endpoint({
    method: "GET",
    path: `${favorites}/:favoriteId/group/`,
    access: anyMember,
    response: z.array(favoriteSchema),
    summary: "The favorites inside one of the caller's folders, in sequence order",
  }),
};
