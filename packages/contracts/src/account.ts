import { z } from "zod";
import { createAttachmentBody, uploadDataSchema } from "./attachment";
import { AVATAR_TYPES, type DATE_FORMATS, type THEMES, type TIME_FORMATS } from "./domain/account";
import { paginated } from "./endpoint";
import { issueActivitySchema } from "./issue-extras";
import { cursorParam } from "./issue-filters";

export { AVATAR_MAX_BYTES, AVATAR_TYPES, DATE_FORMATS, isTimeZone, THEMES, TIME_FORMATS } from "./domain/account";

export type Theme = (typeof THEMES)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

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

export const createAvatarBody = createAttachmentBody.refine((body) => (AVATAR_TYPES as readonly string[]).includes(body.type), {
  message: `type must be one of: ${AVATAR_TYPES.join(", ")}`,
  path: ["type"],
});
export type CreateAvatarBody = z.input<typeof createAvatarBody>;

/** Where the browser sends the avatar's file; completing the asset makes it the user's avatar. */
export const createAvatarResponseSchema = z.object({ asset_id: z.string(), upload_data: uploadDataSchema });
export type CreateAvatarResponse = z.infer<typeof createAvatarResponseSchema>;
