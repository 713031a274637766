import {
  FAVORITE_FIRST_SEQUENCE,
  FAVORITE_SEQUENCE_STEP,
  type Favorite,
  type FavoriteEntityType,
  type FavoriteProject,
  type Project,
} from "@hangar/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";
import { type CacheEdit, cacheEdit, temporaryId } from "./use-optimistic-mutation";

/** Something being starred or unstarred, as its own screen knows it. */
export type StarTarget = {
  type: FavoriteEntityType;
  id: string;
  /** Its project (a project's is itself); null for a workspace view. */
  projectId: string | null;
  name: string;
  logo_props?: Record<string, unknown>;
};

/** The project beside a favorite's name, from the cached project list (blank until the list has it). */
function projectBrief(queryClient: QueryClient, slug: string, projectId: string): FavoriteProject {
  const project = queryClient.getQueryData<Project[]>(queryKeys.projects(slug))?.find((p) => p.id === projectId);
  return project
    ? { id: project.id, name: project.name, identifier: project.identifier, logo_props: project.logo_props }
    : { id: projectId, name: "", identifier: "", logo_props: {} };
}

/** The sidebar's entry for a new star, under a temporary id until the server's list replaces it. */
function starredEntry(queryClient: QueryClient, slug: string, target: StarTarget, sequence: number): Favorite {
  const base = {
    id: temporaryId(),
    parent: null,
    sequence,
    workspace: "",
    created_at: new Date().toISOString(),
    is_folder: false as const,
    name: null,
    entity_identifier: target.id,
  };
  const project = target.projectId ? projectBrief(queryClient, slug, target.projectId) : null;
  switch (target.type) {
    case "project": {
      const { identifier, logo_props } = projectBrief(queryClient, slug, target.id);
      const data = { name: target.name, identifier, logo_props: target.logo_props ?? logo_props };
      return { ...base, entity_type: "project", project_id: target.id, entity_data: data };
    }
    case "view":
      return { ...base, entity_type: "view", project_id: target.projectId, entity_data: { name: target.name, project } };
    case "page": {
      const data = { name: target.name, logo_props: target.logo_props ?? {}, project: project as FavoriteProject };
      return { ...base, entity_type: "page", project_id: target.projectId as string, entity_data: data };
    }
    default: {
      const data = { name: target.name, project: project as FavoriteProject };
      return { ...base, entity_type: target.type, project_id: target.projectId as string, entity_data: data };
    }
  }
}

/**
 * Starring adds the entity last in the sidebar at once (spec §4: optimistic, with a temporary id); unstarring
 * takes it out, from inside a folder too. The mutation's rollback and refetch cover the rest.
 */
export function favoriteListEdit(queryClient: QueryClient, slug: string, target: StarTarget, favorite: boolean): CacheEdit {
  return cacheEdit<Favorite[]>(queryKeys.favorites(slug), (list) => {
    const without = list.filter((f) => !(f.entity_type === target.type && f.entity_identifier === target.id));
    if (!favorite) return without;
    if (without.length < list.length) return list;
    const last = Math.max(FAVORITE_FIRST_SEQUENCE - FAVORITE_SEQUENCE_STEP, ...list.map((f) => f.sequence));
    return [...list, starredEntry(queryClient, slug, target, last + FAVORITE_SEQUENCE_STEP)];
  });
}

/** An archived project (or one the caller left) takes everything starred in it out of the sidebar. */
export const withoutProjectFavorites = (slug: string, projectId: string): CacheEdit =>
  cacheEdit<Favorite[]>(queryKeys.favorites(slug), (list) => list.filter((f) => f.project_id !== projectId));
