import { z } from "zod";
import { text } from "./common";

/** FILE_SIZE_LIMIT when the server sets none: 5 MB. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_NAME_MAX = 255;
/** Browsers send an empty type for files they can't classify; those are stored as plain bytes. */
export const FALLBACK_MIME_TYPE = "application/octet-stream";

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

export type AttachmentAttributes = { name: string; size: number; type: string };

export type IssueAttachment = AttachmentAttributes & {
  id: string;
  /** Download URL (same origin; answers the file or redirects to a short-lived storage link). */
  asset: string;
  attributes: AttachmentAttributes;
  issue_id: string;
  project_id: string;
  workspace_id: string;
  is_uploaded: boolean;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

/** The browser POSTs multipart form data: every entry of `fields`, then the file as `file`, to `url`. */
export type UploadData = { url: string; fields: Record<string, string> };

export type CreateAttachmentResponse = { asset_id: string; upload_data: UploadData; attachment: IssueAttachment };
