/** Kinds of things a user can favorite (one `user_favorites` row each). */
export type FavoriteEntityType = "project" | "cycle" | "module" | "view";

/** A favorite as the API returns it; each kind differs only in its type, its entity_data and whether it has a project. */
export type EntityFavorite<Type extends FavoriteEntityType, Data, ProjectId extends string | null = string> = {
  id: string;
  entity_type: Type;
  entity_identifier: string;
  entity_data: Data;
  project_id: ProjectId;
  parent: string | null;
  is_folder: boolean;
  sequence: number;
  name: string | null;
  workspace: string;
  created_at: string;
};
