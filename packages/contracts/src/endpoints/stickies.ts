import { ROLE } from "../constants";
import { endpoint, noContent } from "../endpoint";
import { createStickyBody, listStickiesQuery, stickyPageSchema, stickySchema, updateStickyBody } from "../sticky";

const stickies = "/api/workspaces/:slug/stickies";
/**
 * Every member, guests too, keeps their own stickies. Each sticky is its owner's alone: anyone else gets
 * 404 for it (a rule of the service).
 */
const anyMember = { workspace: ROLE.GUEST } as const;

/** Stickies, the quick personal notes (spec §7 Stickies). Each entry: packages/contracts/src/endpoint.ts. */
export const stickyEndpoints = {
  create: endpoint({
    method: "POST",
    path: `${stickies}/`,
    access: anyMember,
    body: createStickyBody,
    response: stickySchema,
    status: 201,
    summary: "Write a sticky (on top of the caller's list unless sort_order says otherwise)",
  }),
  list: endpoint({
    method: "GET",
    path: `${stickies}/`,
    access: anyMember,
    query: listStickiesQuery,
    response: stickyPageSchema,
    summary: "The caller's stickies in this workspace, top of the list first; `query` searches name and text",
  }),
  get: endpoint({
    method: "GET",
    path: `${stickies}/:stickyId/`,
    access: anyMember,
    response: stickySchema,
    summary: "One of the caller's stickies",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${stickies}/:stickyId/`,
    access: anyMember,
    body: updateStickyBody,
    response: stickySchema,
    summary: "Change one of the caller's stickies: name, body, color, or its place (sort_order)",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${stickies}/:stickyId/`,
    access: anyMember,
    response: noContent,
    status: 204,
    summary: "Delete one of the caller's stickies",
  }),
};
