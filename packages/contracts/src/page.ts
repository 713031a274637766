import { z } from "zod";
import { createAttachmentBody, uploadDataSchema } from "./attachment";
import { calendarDate, hexColor, jsonObject, logoProps, text, uuid } from "./common";
import { AVATAR_TYPES } from "./domain/account";
import { PAGE_ACCESS, PAGE_NAME_MAX, PAGE_ORDER_BY } from "./domain/page";
import { entityFavoriteSchema } from "./favorite";

export {
  canCreatePage,
  canDuplicatePage,
  canEditPage,
  canFavoritePage,
  canManagePage,
  canViewPage,
  DEFAULT_PAGE_ORDER_BY,
  PAGE_ACCESS,
  PAGE_ARCHIVED_MESSAGE,
  PAGE_LIST_TABS,
  PAGE_LIVE_ACCESS_LOST,
  PAGE_LIVE_PATH,
  PAGE_LOCKED_MESSAGE,
  PAGE_NAME_MAX,
  PAGE_ORDER_BY,
  PAGE_SORT_FIELDS,
  PAGE_SORT_LABEL,
  PAGE_TITLE_AUTOSAVE_MS,
  PAGE_VERSION_INTERVAL_MS,
  PAGES_DISABLED_MESSAGE,
  type PageAccess,
  type PageActor,
  type PageListTab,
  type PageLiveNotice,
  type PageOrderBy,
  type PageRuleTarget,
  type PageSortField,
  pageDocumentName,
  pageTitle,
  UNTITLED_PAGE,
} from "./domain/page";

/** Stored page HTML is sanitized like every rich text; this bounds what a client may send. */
export const PAGE_HTML_MAX = 1_000_000;
/** A Yjs update, base64-encoded, within the request body limit (2 MB). */
export const PAGE_BINARY_BASE64_MAX = 1_400_000;

const accessValue = z.literal([PAGE_ACCESS.PUBLIC, PAGE_ACCESS.PRIVATE], { message: "must be 0 (public) or 1 (private)" });
const pageName = text().trim().max(PAGE_NAME_MAX, `name can be at most ${PAGE_NAME_MAX} characters`);
const pageHtml = text().max(PAGE_HTML_MAX, "description_html is too long");
/** The editor's document as JSON (ProseMirror); jsonb refuses NUL, the body limit bounds its size. */
const pageJson = z
  .record(z.string(), z.unknown())
  .refine((value) => !JSON.stringify(value).includes("\\u0000"), "must not contain the NUL character (\\u0000)");
const base64 = z
  .string()
  .max(PAGE_BINARY_BASE64_MAX, "description_binary is too large")
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, "must be base64");

/**
 * Creating a page (project role Member or Admin): everything is optional; an empty name is kept as it is
 * and shown "Untitled". `parent` nests it under a page of the same project the caller can read.
 */
export const createPageBody = z
  .object({
    name: pageName,
    description_html: pageHtml,
    color: hexColor.or(z.literal("")),
    logo_props: logoProps,
    access: accessValue,
    parent: uuid.nullable(),
    view_props: jsonObject,
  })
  .partial()
  .strict();
export type CreatePageBody = z.infer<typeof createPageBody>;

/**
 * Changes only what the body names. Refused (409) on a locked or archived page; access, lock, archive and
 * project have their own endpoints, and the content goes through `description/`.
 */
export const updatePageBody = z
  .object({
    name: pageName,
    color: hexColor.or(z.literal("")),
    logo_props: logoProps,
    parent: uuid.nullable(),
    view_props: jsonObject,
    sort_order: z.number().finite(),
  })
  .partial()
  .strict();
export type UpdatePageBody = z.infer<typeof updatePageBody>;

export const pageAccessBody = z.object({ access: accessValue }).strict();
export type PageAccessBody = z.infer<typeof pageAccessBody>;

/** Page move sends new_project_id (spec §3): the caller must be allowed to move it out and to create in the target. */
export const movePageBody = z.object({ new_project_id: uuid }).strict();
export type MovePageBody = z.infer<typeof movePageBody>;

/**
 * Saving the content (the editor's fallback when the live channel is down, or an import): the HTML is
 * sanitized and its plain text kept for search. `description_binary` is the Yjs document state (one update,
 * base64); leaving it out clears the stored one, since it would no longer match the HTML (the editor then
 * builds the document from the HTML on its next open).
 */
export const pageDescriptionBody = z
  .object({
    description_html: pageHtml,
    description_binary: base64.optional(),
    description_json: pageJson.optional(),
  })
  .strict();
export type PageDescriptionBody = z.infer<typeof pageDescriptionBody>;

/** Pages list filters; `owned_by` is a comma-joined list of user ids; dates are inclusive `YYYY-MM-DD` (UTC). */
export const listPagesQuery = z.object({
  /** public: the public pages; private: the caller's own private ones; all (default): both. */
  type: z.enum(["all", "public", "private"], { message: "type must be one of: all, public, private" }).optional(),
  order_by: z.enum(PAGE_ORDER_BY, { message: `order_by must be one of: ${PAGE_ORDER_BY.join(", ")}` }).optional(),
  /** Matches the name or the text of the page, any case. */
  search: text().trim().max(255).optional(),
  owned_by: z
    .string()
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(uuid, { message: "owned_by must be user ids" }).max(100))
    .optional(),
  created_at__gte: calendarDate.optional(),
  created_at__lte: calendarDate.optional(),
});
export type ListPagesQuery = z.infer<typeof listPagesQuery>;

/** A page as every list shows it (no content). `project_ids` names its one project, as the spec's field does. */
export const pageSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  label_ids: z.array(z.string()),
  owned_by: z.string().nullable(),
  access: z.literal([PAGE_ACCESS.PUBLIC, PAGE_ACCESS.PRIVATE]),
  /** Publishing is not offered, so there is never an anchor. */
  anchor: z.null(),
  logo_props: z.record(z.string(), z.unknown()),
  view_props: z.record(z.string(), z.unknown()),
  /** For the caller. */
  is_favorite: z.boolean(),
  is_locked: z.boolean(),
  archived_at: z.string().nullable(),
  workspace: z.string(),
  project: z.string(),
  project_ids: z.array(z.string()),
  team: z.null(),
  /** The page it is nested under, or null at the top. */
  parent: z.string().nullable(),
  sort_order: z.number(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** One page with its content as HTML (the Yjs document is `description/`). */
export const pageDetailSchema = pageSchema.extend({ description_html: z.string() });
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** The `description/` GET answer: the stored Yjs update as `application/octet-stream` (empty body when none). */
export const pageBinarySchema = z.unknown().describe("application/octet-stream: the page's Yjs document");

/** A kept state of a page's content: who saved it and when. */
export const pageVersionSchema = z.object({
  id: z.string(),
  page: z.string(),
  workspace: z.string(),
  project: z.string(),
  owned_by: z.string().nullable(),
  /** The last edit this version holds; a version is refreshed while its author keeps editing. */
  last_saved_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

export const pageVersionDetailSchema = pageVersionSchema.extend({
  description_html: z.string(),
  description_json: z.record(z.string(), z.unknown()).nullable(),
  /** The Yjs update, base64; null when the version holds HTML only. */
  description_binary: z.string().nullable(),
});
export type PageVersionDetail = z.infer<typeof pageVersionDetailSchema>;

export const pageFavoriteSchema = entityFavoriteSchema(
  "page",
  z.object({ name: z.string(), logo_props: z.record(z.string(), z.unknown()) }),
);
export type PageFavorite = z.infer<typeof pageFavoriteSchema>;

/** An image put into a page's content: uploaded like an attachment, served to whoever may read the page. */
export const createPageImageBody = createAttachmentBody.refine(
  (body) => (AVATAR_TYPES as readonly string[]).includes(body.type),
  { message: `type must be one of: ${AVATAR_TYPES.join(", ")}`, path: ["type"] },
);
export type CreatePageImageBody = z.input<typeof createPageImageBody>;
export const createPageImageResponseSchema = z.object({ asset_id: z.string(), upload_data: uploadDataSchema });
export type CreatePageImageResponse = z.infer<typeof createPageImageResponseSchema>;
/** `asset_url` is where the page's `<img src>` points (one of this instance's upload paths). */
export const pageImageSchema = z.object({ asset_id: z.string(), asset_url: z.string() });
export type PageImage = z.infer<typeof pageImageSchema>;
