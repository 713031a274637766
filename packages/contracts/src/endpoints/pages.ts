import { z } from "zod";
import { ROLE } from "../constants";
import { PAGE_LIVE_PATH } from "../domain/page";
import { endpoint, noContent } from "../endpoint";
import {
  createPageBody,
  createPageImageBody,
  createPageImageResponseSchema,
  listPagesQuery,
  movePageBody,
  pageAccessBody,
  pageBinarySchema,
  pageDescriptionBody,
  pageDetailSchema,
  pageFavoriteSchema,
  pageImageSchema,
  pageSchema,
  pageVersionDetailSchema,
  pageVersionSchema,
  updatePageBody,
} from "../page";

const base = "/api/workspaces/:slug/projects/:projectId";
const page = `${base}/pages/:pageId` as const;
const images = "/api/assets/v2/workspaces/:slug/projects/:projectId/pages/:pageId/images";
const assetId = z.uuid({ message: "assetId must be a UUID" });
/** Every project member reaches these; the page rules (spec §6, domain/page.ts) are the service's. */
const reader = { project: ROLE.GUEST } as const;
const writer = { project: ROLE.MEMBER } as const;

/**
 * Pages of a project (spec §7 Pages). A project with pages turned off (feature `page_view`) refuses them
 * all (403). Readers see public pages and their own private ones (Guests public pages only where the
 * project lets guests view all features); a private page of someone else answers 404. Edits of a locked
 * or archived page answer 409.
 */
export const pageEndpoints = {
  list: endpoint({
    method: "GET",
    path: `${base}/pages/`,
    access: reader,
    query: listPagesQuery,
    response: z.array(pageSchema),
    summary: "The project's pages the caller can see, not archived (type=public|private|all, search, filters, order_by)",
  }),
  archivedList: endpoint({
    method: "GET",
    path: `${base}/archived-pages/`,
    access: reader,
    query: listPagesQuery,
    response: z.array(pageSchema),
    summary: "The project's archived pages the caller can see",
  }),
  create: endpoint({
    method: "POST",
    path: `${base}/pages/`,
    access: writer,
    body: createPageBody,
    response: pageDetailSchema,
    status: 201,
    summary: "Create a page (project Member or Admin)",
  }),
  get: endpoint({
    method: "GET",
    path: `${page}/`,
    access: reader,
    response: pageDetailSchema,
    summary: "One page with its HTML",
  }),
  update: endpoint({
    method: "PATCH",
    path: `${page}/`,
    access: reader,
    body: updatePageBody,
    response: pageDetailSchema,
    summary: "Change a page's name and properties (owner, or a Member on a public page; not locked or archived)",
  }),
  delete: endpoint({
    method: "DELETE",
    path: `${page}/`,
    access: reader,
    response: noContent,
    status: 204,
    summary: "Delete a page (owner or Admin); its sub-pages move to the top",
  }),
  access: endpoint({
    method: "POST",
    path: `${page}/access/`,
    access: reader,
    body: pageAccessBody,
    response: pageDetailSchema,
    summary: "Make a page public (0) or private (1) (owner or Admin)",
  }),
  lock: endpoint({
    method: "POST",
    path: `${page}/lock/`,
    access: reader,
    response: pageDetailSchema,
    summary: "Lock a page: nobody edits it until it is unlocked (owner or Admin)",
  }),
  unlock: endpoint({
    method: "DELETE",
    path: `${page}/lock/`,
    access: reader,
    response: pageDetailSchema,
    summary: "Unlock a page (owner or Admin)",
  }),
  archive: endpoint({
    method: "POST",
    path: `${page}/archive/`,
    access: reader,
    response: z.object({ archived_at: z.string() }),
    summary: "Archive a page: read-only and listed apart (owner or Admin)",
  }),
  restore: endpoint({
    method: "DELETE",
    path: `${page}/archive/`,
    access: reader,
    response: noContent,
    status: 204,
    summary: "Restore an archived page (owner or Admin)",
  }),
  duplicate: endpoint({
    method: "POST",
    path: `${page}/duplicate/`,
    access: writer,
    response: pageDetailSchema,
    status: 201,
    summary: "Copy a page with its content; the copy is the caller's",
  }),
  move: endpoint({
    method: "POST",
    path: `${page}/move/`,
    access: reader,
    body: movePageBody,
    response: pageDetailSchema,
    summary: "Move a page to another project (owner or Admin here, Member or Admin there)",
  }),
  createImage: endpoint({
    method: "POST",
    path: `${images}/`,
    access: reader,
    body: createPageImageBody,
    response: createPageImageResponseSchema,
    status: 201,
    summary: "Reserve an image for the page's content (whoever may edit it) and get the signed upload form",
  }),
  completeImage: endpoint({
    method: "PATCH",
    path: `${images}/:assetId/`,
    params: { assetId },
    access: reader,
    response: pageImageSchema,
    summary: "Mark a page image uploaded; answers the address its <img> uses",
  }),
  image: endpoint({
    method: "GET",
    path: `${images}/:assetId/`,
    params: { assetId },
    access: reader,
    response: z.file().describe("The image's bytes; or, with object storage, a 302 redirect to a short-lived signed link"),
    summary: "An image of the page's content, for whoever may read the page",
  }),
  description: endpoint({
    method: "GET",
    path: `${page}/description/`,
    access: reader,
    response: pageBinarySchema,
    summary: "The page's Yjs document as application/octet-stream (empty when none)",
  }),
  updateDescription: endpoint({
    method: "PATCH",
    path: `${page}/description/`,
    access: reader,
    body: pageDescriptionBody,
    response: pageDetailSchema,
    summary: "Save a page's content: HTML (sanitized), the Yjs document (base64) and JSON",
  }),
  versions: endpoint({
    method: "GET",
    path: `${page}/versions/`,
    access: reader,
    response: z.array(pageVersionSchema),
    summary: "The page's kept versions, newest first",
  }),
  createVersion: endpoint({
    method: "POST",
    path: `${page}/versions/`,
    access: reader,
    response: pageVersionDetailSchema,
    status: 201,
    summary: "Keep the page's current content as a version (whoever may edit it)",
  }),
  version: endpoint({
    method: "GET",
    path: `${page}/versions/:versionId/`,
    access: reader,
    response: pageVersionDetailSchema,
    summary: "One version with its content",
  }),
  restoreVersion: endpoint({
    method: "POST",
    path: `${page}/versions/:versionId/restore/`,
    access: reader,
    response: pageDetailSchema,
    summary: "Put a version's content back (whoever may edit the page); the restore is kept as a new version",
  }),
  favorite: endpoint({
    method: "POST",
    path: `${base}/favorite-pages/:pageId/`,
    access: writer,
    response: pageFavoriteSchema,
    status: 201,
    summary: "Add a page to the caller's favorites (200 when it already was)",
  }),
  unfavorite: endpoint({
    method: "DELETE",
    path: `${base}/favorite-pages/:pageId/`,
    access: writer,
    response: noContent,
    status: 204,
    summary: "Remove a page from the caller's favorites",
  }),
  /**
   * The co-editing socket (Hocuspocus 3 protocol, binary Yjs sync and awareness messages). One socket
   * carries any number of page documents, each named `{slug}/{projectId}/{pageId}` (pageDocumentName): the
   * session cookie authenticates it, and each document is refused without read access, read-only when the
   * caller may only read or the page is locked or archived, downgraded or closed (4403) when that changes.
   * A handshake from another site's page is refused (403).
   */
  live: {
    ...endpoint({
      method: "GET",
      path: PAGE_LIVE_PATH,
      access: "signed-in",
      response: pageBinarySchema,
      summary: "WebSocket for co-editing pages (Hocuspocus/Yjs); documents are named {slug}/{projectId}/{pageId}",
    }),
    websocket: true as const,
  },
};
