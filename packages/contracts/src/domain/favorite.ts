/**
 * The favorite contract's values and rules without its zod schemas, so the browser can load them alone
 * (../favorite.ts holds the schemas and re-exports these; the lint forbids zod here).
 */

/** Kinds of things a user can favorite (one `user_favorites` row each). */
export const FAVORITE_ENTITY_TYPES = ["project", "cycle", "module", "view", "page"] as const;
export type FavoriteEntityType = (typeof FAVORITE_ENTITY_TYPES)[number];

/** What a favorite row holds: one of those things, or a folder of them (spec §3). */
export const FAVORITE_KINDS = [...FAVORITE_ENTITY_TYPES, "folder"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** Spec §9: a new favorite goes this far after the last one; a reorder takes the midpoint of its neighbours. */
export const FAVORITE_SEQUENCE_STEP = 10000;
/** The sequence of a user's first favorite, as every other list's first sort order. */
export const FAVORITE_FIRST_SEQUENCE = 65535;

/** A folder's name, like every short name. */
export const FAVORITE_FOLDER_NAME_MAX = 255;

/** The kinds a favorite names with a project of its own; a view may be the workspace's (no project). */
export const PROJECT_SCOPED_FAVORITES: readonly FavoriteEntityType[] = ["cycle", "module", "page"];
