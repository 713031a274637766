import type { Favorite, FavoriteProject } from "@hangar/contracts";

export const WEBSITE: FavoriteProject = { id: "p1", name: "Website", identifier: "WEB", logo_props: {} };

const listed = (id: string, sequence: number, parent: string | null = null) => ({
  id,
  parent,
  sequence,
  workspace: "w1",
  created_at: "2025-01-01T00:00:00Z",
});

export const folder = (id: string, name: string, sequence: number): Favorite => ({
  ...listed(id, sequence),
  entity_type: "folder",
  is_folder: true,
  name,
  entity_identifier: null,
  project_id: null,
  entity_data: { name },
});

const starred = (id: string, sequence: number, parent: string | null, entityId: string) => ({
  ...listed(id, sequence, parent),
  is_folder: false as const,
  name: null,
  entity_identifier: entityId,
});

export const starredCycle = (
  id: string,
  name: string,
  sequence: number,
  parent: string | null = null,
  entityId = `c-${id}`,
): Favorite => ({
  ...starred(id, sequence, parent, entityId),
  entity_type: "cycle",
  project_id: WEBSITE.id,
  entity_data: { name, project: WEBSITE },
});

export const starredView = (
  id: string,
  name: string,
  sequence: number,
  parent: string | null = null,
  entityId = `v-${id}`,
): Favorite => ({
  ...starred(id, sequence, parent, entityId),
  entity_type: "view",
  project_id: WEBSITE.id,
  entity_data: { name, project: WEBSITE },
});

export const starredProject = (id: string, sequence: number, parent: string | null = null): Favorite => ({
  ...starred(id, sequence, parent, WEBSITE.id),
  entity_type: "project",
  project_id: WEBSITE.id,
  entity_data: { name: WEBSITE.name, identifier: WEBSITE.identifier, logo_props: {} },
});

export const starredPage = (
  id: string,
  name: string,
  sequence: number,
  parent: string | null = null,
  entityId = `pg-${id}`,
): Favorite => ({
  ...starred(id, sequence, parent, entityId),
  entity_type: "page",
  project_id: WEBSITE.id,
  entity_data: { name, logo_props: {}, project: WEBSITE },
});
