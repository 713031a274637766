import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import { badRequest, HttpError } from "../../lib/errors";
import { FileTooLargeError, type LocalStorage, verifyUploadFields } from "../../lib/storage/local-storage";
import { tooLargeMessage } from "./asset-upload";

type Part = MultipartFile | MultipartValue;

export const UPLOAD_USED = "This upload form can no longer be used: its upload was completed or its attachment removed";

/**
 * The local stand-in for an S3 form POST: every field comes before the file (as S3 requires), the signed
 * policy decides the key, type and largest size, and the file is the part named "file".
 */
export async function receiveLocalUpload(
  storage: LocalStorage,
  opts: {
    secretKey: string;
    maxBytes: number;
    /** Whether the key still waits for its file: a form is single-use, not good for its whole hour. */
    awaitingUpload: (key: string) => Promise<boolean>;
  },
  parts: AsyncIterable<Part>,
): Promise<void> {
  const fields: Record<string, string> = {};
  let stored = false;
  let storageFailure: unknown = null;
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      try {
        if (part.fieldname !== "file")
          throw badRequest(`file: unexpected file field "${part.fieldname}"; send the file as "file"`);
        if (stored) throw badRequest("file: send one file per upload");
        const policy = verifyUploadFields(opts.secretKey, fields);
        if (!(await opts.awaitingUpload(policy.key))) throw new HttpError(403, UPLOAD_USED);
        const limit = Math.min(policy.max_size, opts.maxBytes);
        try {
          await storage.write(policy.key, part.file, limit);
        } catch (err) {
          if (err instanceof FileTooLargeError) {
            throw badRequest(
              limit < opts.maxBytes
                ? `file: larger than the ${policy.max_size} bytes declared when the upload was created`
                : tooLargeMessage("file", opts.maxBytes),
            );
          }
          // A broken form body shows up as the file stream's error; anything else is the disk's fault.
          if (!part.file.errored) storageFailure = err;
          throw err;
        }
        stored = true;
      } finally {
        // Let busboy move past a part we refused or stopped reading, so the request can finish.
        if (!part.file.readableEnded) part.file.resume();
      }
    }
  } catch (err) {
    const known = err instanceof HttpError || (err as { statusCode?: number }).statusCode !== undefined;
    if (known || err === storageFailure) throw err;
    throw badRequest("file: the multipart form data is malformed or incomplete");
  }
  if (!stored) throw badRequest("file: the form has no file");
}
