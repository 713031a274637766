import { z } from "zod";
import { text } from "./common";
import { FALLBACK_MIME_TYPE } from "./domain/attachment";

export { DEFAULT_ATTACHMENT_MAX_BYTES, FALLBACK_MIME_TYPE } from "./domain/attachment";

export const ATTACHMENT_NAME_MAX = 255;

const MIME_TYPE_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
const CONTROL_CHARS_RE = /[\u0000-\u001f\u007f]/;

export const createAttachmentBody = z.object({
  name: text()
    .trim()
    .min(1, "name is required")
    .max(ATTACHMENT_NAME_MAX, `name can be at most ${ATTACHMENT_NAME_MAX} characters`)
    .refine((name) => !CONTROL_CHARS_RE.test(name), "name must not contain control characters"),
  size: z.number().int("size must be a whole number of bytes").min(0, "size must not be negative"),
  type: text()
    .max(255, "type can be at most 255 characters")
    .trim()
    .toLowerCase()
    .transform((type) => type || FALLBACK_MIME_TYPE)
    .pipe(text().regex(MIME_TYPE_RE, "type must be a MIME type such as image/png")),
});
export type CreateAttachmentBody = z.infer<typeof createAttachmentBody>;

export const attachmentAttributesSchema = z.object({ name: z.string(), size: z.number(), type: z.string() });
export type AttachmentAttributes = z.infer<typeof attachmentAttributesSchema>;

export const issueAttachmentSchema = attachmentAttributesSchema.extend({
  id: z.string(),
  /** Download URL (same origin; answers the file or redirects to a short-lived storage link). */
  asset: z.string(),
  attributes: attachmentAttributesSchema,
  issue_id: z.string(),
  project_id: z.string(),
  workspace_id: z.string(),
  is_uploaded: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type IssueAttachment = z.infer<typeof issueAttachmentSchema>;

/** The browser POSTs multipart form data: every entry of `fields`, then the file as `file`, to `url`. */
export const uploadDataSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });
export type UploadData = z.infer<typeof uploadDataSchema>;

export const createAttachmentResponseSchema = z.object({
  asset_id: z.string(),
  upload_data: uploadDataSchema,
  attachment: issueAttachmentSchema,
});
export type CreateAttachmentResponse = z.infer<typeof createAttachmentResponseSchema>;
