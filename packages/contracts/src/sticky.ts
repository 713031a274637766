import { z } from "zod";
import { text } from "./common";
import { STICKY_COLORS, STICKY_DESCRIPTION_MAX, STICKY_MAX_PAGE_SIZE, STICKY_NAME_MAX, STICKY_QUERY_MAX } from "./domain/sticky";
import { cursorParam } from "./issue-filters";

export {
  STICKY_COLORS,
  STICKY_DEFAULT_COLOR,
  STICKY_DESCRIPTION_MAX,
  STICKY_MAX_PAGE_SIZE,
  STICKY_NAME_MAX,
  STICKY_PAGE_SIZE,
  STICKY_QUERY_MAX,
  type StickyColor,
} from "./domain/sticky";

const stickyColor = z.enum(STICKY_COLORS, { message: `background_color must be one of: ${STICKY_COLORS.join(", ")}` });

/**
 * A sticky as its owner writes it. All fields are optional: the quick-create shortcut makes an empty note
 * first and fills it as the owner types.
 */
export const createStickyBody = z
  .object({
    name: text().trim().max(STICKY_NAME_MAX, `name can be at most ${STICKY_NAME_MAX} characters`),
    /** Rich text from the editor; the server sanitizes it like an issue description. */
    description_html: text().max(STICKY_DESCRIPTION_MAX, `description_html can be at most ${STICKY_DESCRIPTION_MAX} characters`),
    background_color: stickyColor,
    /** Where it goes in the owner's list; a new sticky goes on top when absent. */
    sort_order: z.number().finite(),
  })
  .partial()
  .strict();
/** A change; a reorder sends `sort_order` alone (the midpoint of its new neighbours). */
export const updateStickyBody = createStickyBody;

export type CreateStickyBody = z.infer<typeof createStickyBody>;
export type UpdateStickyBody = z.infer<typeof updateStickyBody>;

export const listStickiesQuery = z.object({
  cursor: cursorParam.optional(),
  per_page: z.coerce.number().int().min(1).max(STICKY_MAX_PAGE_SIZE).optional(),
  /** Case-insensitive search in the name and the text of the body. */
  query: text().trim().max(STICKY_QUERY_MAX).optional(),
});
export type ListStickiesQuery = z.input<typeof listStickiesQuery>;

export const stickySchema = z.object({
  id: z.string(),
  name: z.string(),
  description_html: z.string(),
  /** The body's plain text, for search and previews. */
  description_stripped: z.string(),
  background_color: stickyColor,
  sort_order: z.number(),
  owner: z.string(),
  workspace_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sticky = z.infer<typeof stickySchema>;

/** The cursor envelope (DESIGN §5) around the caller's stickies, highest sort_order (newest) first. */
export const stickyPageSchema = z.object({
  results: z.array(stickySchema),
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number(),
  total_count: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
});
export type StickyPage = z.infer<typeof stickyPageSchema>;
