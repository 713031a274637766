import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** How long a presigned upload stays usable. */
export const UPLOAD_EXPIRES_SECONDS = 60 * 60;
/** How long an S3 download link handed out by a redirect stays usable. */
export const DOWNLOAD_EXPIRES_SECONDS = 120;

export type PresignedUpload = { url: string; fields: Record<string, string> };
export type UploadRequest = { key: string; contentType: string; maxBytes: number };
export type DownloadMeta = { name: string; contentType: string };

/** Where uploaded files live: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /**
   * Form fields and a URL the browser POSTs the file to, bound to one key, type and size, for an hour. The
   * key must be an upload key (newUploadKey): a form can never name a key whose file is served.
   */
  createPresignedUpload(request: UploadRequest): Promise<PresignedUpload>;
  /**
   * Moves what was uploaded under `uploadKey` to `key` (a storage key no form names) and answers its size,
   * or null when nothing was uploaded. The upload form still works until it expires, but only ever writes
   * under `uploadKey` again, which nothing reads: the moved file cannot be replaced through it.
   */
  promote(uploadKey: string, key: string): Promise<{ size: number } | null>;
  /** Size of the stored object, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** A short-lived URL to send the browser to, or null when the server streams the file itself. */
  getDownloadUrl(key: string, meta: DownloadMeta): Promise<string | null>;
  readStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Where presigned forms put files until the upload is completed; a bucket may expire what is left here. */
export const UPLOAD_PREFIX = "pending/";
const KEY_RE = new RegExp(`^(${UPLOAD_PREFIX})?workspace/${UUID}/${UUID}$`);

/** Keys are generated, never taken from a file name, so a name can't choose where a file lands. */
export const newStorageKey = (workspaceId: string) => `workspace/${workspaceId.toLowerCase()}/${randomUUID()}`;
/** A key for one presigned upload form; completing the upload moves the file to a newStorageKey. */
export const newUploadKey = (workspaceId: string) => `${UPLOAD_PREFIX}${newStorageKey(workspaceId)}`;
export const isStorageKey = (key: unknown): key is string => typeof key === "string" && KEY_RE.test(key);
export const isUploadKey = (key: unknown): key is string => isStorageKey(key) && key.startsWith(UPLOAD_PREFIX);

/** Content-Disposition that survives any file name: an ASCII fallback plus the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
