import { z } from "zod";
import { text, uuid } from "./common";
import { FAVORITE_FOLDER_NAME_MAX, FAVORITE_KINDS, type FavoriteEntityType } from "./domain/favorite";

export {
  FAVORITE_ENTITY_TYPES,
  FAVORITE_FIRST_SEQUENCE,
  FAVORITE_FOLDER_NAME_MAX,
  FAVORITE_KINDS,
  FAVORITE_SEQUENCE_STEP,
  type FavoriteEntityType,
  type FavoriteKind,
  PROJECT_SCOPED_FAVORITES,
} from "./domain/favorite";

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

const logoProps = z.record(z.string(), z.unknown());

/** The project a favorite lives in, as the sidebar shows it beside the name. */
export const favoriteProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  logo_props: logoProps,
});
export type FavoriteProject = z.infer<typeof favoriteProjectSchema>;

const listed = {
  id: z.string(),
  /** The folder it sits in; null at the top of the list. */
  parent: z.string().nullable(),
  sequence: z.number(),
  workspace: z.string(),
  created_at: z.string(),
};
/** A starred thing: its `name` is its entity's (entity_data.name), never one of its own. */
const starred = { ...listed, is_folder: z.literal(false), name: z.null(), entity_identifier: z.string() };

/**
 * One entry of the caller's favorites list (`user-favorites/`): a starred project, cycle, module, view or
 * page with what the sidebar shows of it (its name and its project), or a folder of them. A folder's
 * entity_data repeats its name, so every entry reads `entity_data.name`.
 */
export const favoriteSchema = z.discriminatedUnion("entity_type", [
  z.object({
    ...listed,
    entity_type: z.literal("folder"),
    is_folder: z.literal(true),
    name: z.string(),
    entity_identifier: z.null(),
    project_id: z.null(),
    entity_data: z.object({ name: z.string() }),
  }),
  z.object({
    ...starred,
    entity_type: z.literal("project"),
    project_id: z.string(),
    entity_data: z.object({ name: z.string(), identifier: z.string(), logo_props: logoProps }),
  }),
  z.object({
    ...starred,
    entity_type: z.literal("cycle"),
    project_id: z.string(),
    entity_data: z.object({ name: z.string(), project: favoriteProjectSchema }),
  }),
  z.object({
    ...starred,
    entity_type: z.literal("module"),
    project_id: z.string(),
    entity_data: z.object({ name: z.string(), project: favoriteProjectSchema }),
  }),
  /** A project view, or a workspace view (project_id null). */
  z.object({
    ...starred,
    entity_type: z.literal("view"),
    project_id: z.string().nullable(),
    entity_data: z.object({ name: z.string(), project: favoriteProjectSchema.nullable() }),
  }),
  z.object({
    ...starred,
    entity_type: z.literal("page"),
    project_id: z.string(),
    entity_data: z.object({ name: z.string(), logo_props: logoProps, project: favoriteProjectSchema }),
  }),
]);
export type Favorite = z.infer<typeof favoriteSchema>;
export type FolderFavorite = Extract<Favorite, { entity_type: "folder" }>;

const kind = z.enum(FAVORITE_KINDS, { message: `entity_type must be one of: ${FAVORITE_KINDS.join(", ")}` });
const folderName = text().trim().max(FAVORITE_FOLDER_NAME_MAX, `name can be at most ${FAVORITE_FOLDER_NAME_MAX} characters`);

/**
 * Star something (`entity_type` and `entity_identifier`, with `project_id` for what lives in a project; a
 * view without one is the workspace's), or make a folder (`entity_type` "folder", `is_folder` true, a
 * `name`). `parent` puts it straight into a folder. `name` is a folder's only: for anything else the
 * sidebar shows the entity's own name, so a client may send it and it is not kept.
 */
export const createFavoriteBody = z
  .object({
    entity_type: kind,
    entity_identifier: uuid.nullable().optional(),
    project_id: uuid.nullable().optional(),
    name: folderName.nullable().optional(),
    is_folder: z.boolean().optional(),
    parent: uuid.nullable().optional(),
  })
  .strict();
export type CreateFavoriteBody = z.infer<typeof createFavoriteBody>;

/**
 * Rename a folder (`name`), move a favorite into a folder or back out (`parent`, null for the top), or put it
 * elsewhere in its list (`sequence`: the midpoint of its new neighbours, or 10000 past the last).
 */
export const updateFavoriteBody = z
  .object({
    name: folderName,
    parent: uuid.nullable(),
    sequence: z.number().finite(),
  })
  .partial()
  .strict();
export type UpdateFavoriteBody = z.infer<typeof updateFavoriteBody>;

export const listFavoritesQuery = z.object({
  /** true: every favorite, those inside folders too; otherwise only the top of the list. */
  all: z
    .enum(["true", "false"], { message: "all must be true or false" })
    .transform((v) => v === "true")
    .optional(),
});

/** What a live event says of a favorite: enough for a screen to know which lists and stars to refresh. */
export const favoriteRefSchema = z.object({
  id: z.string(),
  entity_type: kind,
  entity_identifier: z.string().nullable(),
  project_id: z.string().nullable(),
  parent: z.string().nullable(),
});
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;
