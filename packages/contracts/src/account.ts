import { z } from "zod";
import { createAttachmentBody, uploadDataSchema } from "./attachment";
import { paginated } from "./endpoint";
import { issueActivitySchema } from "./issue-extras";
import { cursorParam } from "./issue-filters";

/** The themes a profile can hold (spec §3 theme.theme); "system" follows the device's light or dark setting. */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * How a user reads dates, whatever the interface language: "auto" follows the browser's locale; the others
 * are numeric patterns that read the same in any language (yyyy year, MM month, dd day).
 */
export const DATE_FORMATS = ["auto", "yyyy-MM-dd", "dd/MM/yyyy", "MM/dd/yyyy", "dd.MM.yyyy"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** 12 h (3:04 PM) or 24 h (15:04) clock; "auto" follows the browser's locale. */
export const TIME_FORMATS = ["auto", "12h", "24h"] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** Whether the runtime knows this IANA time zone name ("Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** One of the caller's signed-in browsers or clients (a row of the sessions table, never its secret). */
export const accountSessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The session this request came with. */
  is_current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const signedOutSessionsSchema = z.object({ signed_out: z.number() });
export type SignedOutSessions = z.infer<typeof signedOutSessionsSchema>;

/** A page of a person's activity: `cursor` as everywhere (DESIGN §5), 20 per page unless `per_page` says. */
export const userActivityQuery = z
  .object({
    cursor: cursorParam.optional(),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type UserActivityQuery = z.input<typeof userActivityQuery>;

/** One change a person made to an issue, with enough of the issue to name and link it. */
export const userActivitySchema = issueActivitySchema.extend({
  issue_detail: z
    .object({
      id: z.string(),
      name: z.string(),
      sequence_id: z.number(),
      /** The project's identifier, e.g. "WEB". */
      identifier: z.string(),
    })
    .nullable(),
  workspace_slug: z.string(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

export const userActivityPageSchema = paginated(userActivitySchema);
export type UserActivityPage = z.infer<typeof userActivityPageSchema>;

/** Image types an avatar may be: what every browser shows in an <img>. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
/** An avatar is small: 2 MB at most, whatever the instance allows for attachments. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const createAvatarBody = createAttachmentBody.refine((body) => (AVATAR_TYPES as readonly string[]).includes(body.type), {
  message: `type must be one of: ${AVATAR_TYPES.join(", ")}`,
  path: ["type"],
});
export type CreateAvatarBody = z.input<typeof createAvatarBody>;

/** Where the browser sends the avatar's file; completing the asset makes it the user's avatar. */
export const createAvatarResponseSchema = z.object({ asset_id: z.string(), upload_data: uploadDataSchema });
export type CreateAvatarResponse = z.infer<typeof createAvatarResponseSchema>;
