import { type CreateViewBody, favoriteEndpoints, type UpdateViewBody, viewEndpoints as views } from "@hangar/contracts";
import { call } from "../../../lib/api";
import type { ViewPlace } from "./view-keys";

/**
 * The calls of a saved view wherever it lives: a project's views (projectId) or the workspace's (projectId
 * null) have the same endpoints under two paths (packages/contracts/src/endpoints/views.ts).
 */
export const viewApi = {
  list: ({ slug, projectId }: ViewPlace, archived: boolean, signal?: AbortSignal) => {
    const query = archived ? { archived: "true" as const } : undefined;
    return projectId
      ? call(views.projectList, { params: { slug, projectId }, query, signal })
      : call(views.workspaceList, { params: { slug }, query, signal });
  },
  get: ({ slug, projectId }: ViewPlace, viewId: string, signal?: AbortSignal) =>
    projectId
      ? call(views.projectGet, { params: { slug, projectId, viewId }, signal })
      : call(views.workspaceGet, { params: { slug, viewId }, signal }),
  create: ({ slug, projectId }: ViewPlace, body: CreateViewBody) =>
    projectId
      ? call(views.projectCreate, { params: { slug, projectId }, body })
      : call(views.workspaceCreate, { params: { slug }, body }),
  update: ({ slug, projectId }: ViewPlace, viewId: string, body: UpdateViewBody) =>
    projectId
      ? call(views.projectUpdate, { params: { slug, projectId, viewId }, body })
      : call(views.workspaceUpdate, { params: { slug, viewId }, body }),
  delete: ({ slug, projectId }: ViewPlace, viewId: string) =>
    projectId
      ? call(views.projectDelete, { params: { slug, projectId, viewId } })
      : call(views.workspaceDelete, { params: { slug, viewId } }),
  archive: ({ slug, projectId }: ViewPlace, viewId: string) =>
    projectId
      ? call(views.projectArchive, { params: { slug, projectId, viewId } })
      : call(views.workspaceArchive, { params: { slug, viewId } }),
  restore: ({ slug, projectId }: ViewPlace, viewId: string) =>
    projectId
      ? call(views.projectRestore, { params: { slug, projectId, viewId } })
      : call(views.workspaceRestore, { params: { slug, viewId } }),
  /** A workspace view has no favorite call of its own: it is starred through the favorites sidebar's. */
  favorite: async ({ slug, projectId }: ViewPlace, viewId: string, favorite: boolean): Promise<void> => {
    if (projectId) {
      if (favorite) await call(views.projectFavorite, { params: { slug, projectId }, body: { view: viewId } });
      else await call(views.projectUnfavorite, { params: { slug, projectId, viewId } });
    } else if (favorite) {
      await call(favoriteEndpoints.create, { params: { slug }, body: { entity_type: "view", entity_identifier: viewId } });
    } else {
      const list = await call(favoriteEndpoints.list, { params: { slug }, query: { all: "true" } });
      const starred = list.find((f) => f.entity_type === "view" && f.entity_identifier === viewId);
      if (starred) await call(favoriteEndpoints.delete, { params: { slug, favoriteId: starred.id } });
    }
  },
};
