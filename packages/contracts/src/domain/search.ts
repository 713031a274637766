/**
 * The search contract's values without its zod schemas, so the browser can load them alone (../search.ts
 * holds the schemas and re-exports these; the lint forbids zod here).
 */

/** What `entity-search/` can be asked for, as a comma-joined `query_type` (spec §5). */
export const ENTITY_SEARCH_TYPES = ["user_mention", "issue", "project", "cycle", "module", "page"] as const;
export type EntitySearchType = (typeof ENTITY_SEARCH_TYPES)[number];

/** Longest search string any search endpoint takes. */
export const SEARCH_QUERY_MAX = 255;

/** Hits per group of the workspace search and of entity-search: a palette or a mention list shows no more. */
export const SEARCH_GROUP_LIMIT = 10;

/** Hits an issue picker gets per query: it searches again as the user types instead of holding a project. */
export const ISSUE_PICKER_LIMIT = 30;

/** How long an issue picker waits after a keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 150;
