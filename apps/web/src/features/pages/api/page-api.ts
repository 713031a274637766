import {
  type CreatePageBody,
  type PageAccess,
  type PageDescriptionBody,
  pageEndpoints as pages,
  type UpdatePageBody,
} from "@hangar/contracts";
import { call } from "../../../lib/api";
import type { PageListParams, PagePlace } from "./page-keys";

const listQuery = (params: PageListParams) => ({
  order_by: params.orderBy,
  ...(params.search.trim() ? { search: params.search.trim() } : {}),
  ...(params.ownedBy.length ? { owned_by: params.ownedBy.join(",") } : {}),
  ...(params.createdFrom ? { created_at__gte: params.createdFrom } : {}),
  ...(params.createdTo ? { created_at__lte: params.createdTo } : {}),
});

/** The Pages API (packages/contracts/src/endpoints/pages.ts) for one project. */
export const pageApi = {
  list: ({ slug, projectId }: PagePlace, params: PageListParams, signal?: AbortSignal) =>
    params.tab === "archived"
      ? call(pages.archivedList, { params: { slug, projectId }, query: listQuery(params) as never, signal })
      : call(pages.list, { params: { slug, projectId }, query: { type: params.tab, ...listQuery(params) } as never, signal }),
  get: ({ slug, projectId }: PagePlace, pageId: string, signal?: AbortSignal) =>
    call(pages.get, { params: { slug, projectId, pageId }, signal }),
  create: ({ slug, projectId }: PagePlace, body: CreatePageBody) => call(pages.create, { params: { slug, projectId }, body }),
  update: ({ slug, projectId }: PagePlace, pageId: string, body: UpdatePageBody) =>
    call(pages.update, { params: { slug, projectId, pageId }, body }),
  remove: ({ slug, projectId }: PagePlace, pageId: string) => call(pages.delete, { params: { slug, projectId, pageId } }),
  access: ({ slug, projectId }: PagePlace, pageId: string, access: PageAccess) =>
    call(pages.access, { params: { slug, projectId, pageId }, body: { access } }),
  lock: ({ slug, projectId }: PagePlace, pageId: string, locked: boolean) =>
    call(locked ? pages.lock : pages.unlock, { params: { slug, projectId, pageId } }),
  archive: ({ slug, projectId }: PagePlace, pageId: string, archived: boolean) =>
    archived
      ? call(pages.archive, { params: { slug, projectId, pageId } })
      : call(pages.restore, { params: { slug, projectId, pageId } }),
  duplicate: ({ slug, projectId }: PagePlace, pageId: string) => call(pages.duplicate, { params: { slug, projectId, pageId } }),
  move: ({ slug, projectId }: PagePlace, pageId: string, newProjectId: string) =>
    call(pages.move, { params: { slug, projectId, pageId }, body: { new_project_id: newProjectId } }),
  favorite: ({ slug, projectId }: PagePlace, pageId: string, favorite: boolean) =>
    favorite
      ? call(pages.favorite, { params: { slug, projectId, pageId } })
      : call(pages.unfavorite, { params: { slug, projectId, pageId } }),
  saveDescription: ({ slug, projectId }: PagePlace, pageId: string, body: PageDescriptionBody, keepalive = false) =>
    call(pages.updateDescription, { params: { slug, projectId, pageId }, body, keepalive }),
  versions: ({ slug, projectId }: PagePlace, pageId: string, signal?: AbortSignal) =>
    call(pages.versions, { params: { slug, projectId, pageId }, signal }),
  version: ({ slug, projectId }: PagePlace, pageId: string, versionId: string, signal?: AbortSignal) =>
    call(pages.version, { params: { slug, projectId, pageId, versionId }, signal }),
  createVersion: ({ slug, projectId }: PagePlace, pageId: string) =>
    call(pages.createVersion, { params: { slug, projectId, pageId } }),
  restoreVersion: ({ slug, projectId }: PagePlace, pageId: string, versionId: string) =>
    call(pages.restoreVersion, { params: { slug, projectId, pageId, versionId } }),
};
