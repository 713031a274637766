import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import { badRequest } from "../../lib/errors";
import { FileTooLargeError, type LocalStorage, verifyUploadFields } from "../../lib/storage/local-storage";
import { tooLargeMessage } from "./attachments.service";

type Part = MultipartFile | MultipartValue;

/**
 * The local stand-in for an S3 form POST: every field comes before the file (as S3 requires), the signed
 * policy decides the key, type and largest size, and the file is the part named "file".
 */
export async function receiveLocalUpload(
  storage: LocalStorage,
  opts: { secretKey: string; maxBytes: number },
  parts: AsyncIterable<Part>,
): Promise<void> {
  const fields: Record<string, string> = {};
  let stored = false;
  for await (const part of parts) {
    if (part.type === "field") {
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
      continue;
    }
    try {
      if (part.fieldname !== "file") throw badRequest(`file: unexpected file field "${part.fieldname}"; send the file as "file"`);
      if (stored) throw badRequest("file: send one file per upload");
      const policy = verifyUploadFields(opts.secretKey, fields);
      const limit = Math.min(policy.max_size, opts.maxBytes);
      try {
        await storage.write(policy.key, part.file, limit);
      } catch (err) {
        if (!(err instanceof FileTooLargeError)) throw err;
        throw badRequest(
          limit < opts.maxBytes
            ? `file: larger than the ${policy.max_size} bytes declared when the upload was created`
            : tooLargeMessage("file", opts.maxBytes),
        );
      }
      stored = true;
    } finally {
      // Let busboy move past a part we refused or stopped reading, so the request can finish.
      if (!part.file.readableEnded) part.file.resume();
    }
  }
  if (!stored) throw badRequest("file: the form has no file");
}
