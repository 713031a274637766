/**
 * The attachment contract's values and rules without its zod schemas, so the browser can load them alone
 * (../attachment.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/** FILE_SIZE_LIMIT when the server sets none: 5 MB. */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Browsers send an empty type for files they can't classify; those are stored as plain bytes. */
export const FALLBACK_MIME_TYPE = "application/octet-stream";
