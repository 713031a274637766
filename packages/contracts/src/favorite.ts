import { z } from "zod";

/** Kinds of things a user can favorite (one `user_favorites` row each). */
export type FavoriteEntityType = "project" | "cycle" | "module" | "view" | "page";

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

/** The schema of one kind of favorite: its type, its entity_data and whether it has a project. */
export const entityFavoriteSchema = <const Type extends FavoriteEntityType, Data extends z.ZodType>(
  type: Type,
  data: Data,
  options: { projectless?: true } = {},
) =>
  z.object({
    id: z.string(),
    entity_type: z.literal(type),
    entity_identifier: z.string(),
    entity_data: data,
    project_id: options.projectless ? z.null() : z.string(),
    parent: z.string().nullable(),
    is_folder: z.boolean(),
    sequence: z.number(),
    name: z.string().nullable(),
    workspace: z.string(),
    created_at: z.string(),
  });
