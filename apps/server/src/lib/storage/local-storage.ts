import { createHmac, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { safeEqual } from "../crypto";
import { badRequest, HttpError } from "../errors";
import {
  type FileStorage,
  isStorageKey,
  isUploadKey,
  type PresignedUpload,
  UPLOAD_EXPIRES_SECONDS,
  type UploadRequest,
} from "./types";

/** Our stand-in for an S3 bucket's POST endpoint, used when no S3 is configured. */
export const LOCAL_UPLOAD_PATH = "/api/assets/v2/uploads/";

export type UploadPolicy = { key: string; content_type: string; max_size: number; expires_at: number };

/** Prefixed so this HMAC can never be mistaken for another value signed with the same SECRET_KEY. */
const sign = (secret: string, encoded: string) =>
  createHmac("sha256", secret).update(`hangar-upload-policy:${encoded}`).digest("hex");

export function signUploadPolicy(secret: string, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString("base64url");
  return { policy: encoded, signature: sign(secret, encoded) };
}

const denied = (message: string) => new HttpError(403, message);

/** Checks the form fields of a browser upload against the policy we signed, as S3 would. */
export function verifyUploadFields(secret: string, fields: Record<string, string>, now = Date.now()): UploadPolicy {
  const { policy: encoded, signature, key } = fields;
  const contentType = fields["Content-Type"];
  if (!encoded || !signature || !key || contentType === undefined) {
    throw badRequest("policy: the form needs the fields key, Content-Type, policy and signature before the file");
  }
  if (!safeEqual(signature, sign(secret, encoded))) throw denied("Invalid upload signature");
  let policy: UploadPolicy;
  try {
    policy = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as UploadPolicy;
  } catch {
    throw denied("Invalid upload policy");
  }
  if (policy.key !== key || policy.content_type !== contentType) throw denied("The upload fields do not match the signed policy");
  if (!(policy.expires_at * 1000 > now)) throw denied("The upload policy has expired");
  if (!isStorageKey(key) || !Number.isInteger(policy.max_size)) throw badRequest("key: invalid storage key");
  return policy;
}

export class FileTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file is larger than ${limit} bytes`);
  }
}

export class LocalStorage implements FileStorage {
  readonly kind = "local";
  readonly root: string;

  constructor(private readonly opts: { dataDir: string; secretKey: string; appOrigin: string }) {
    this.root = path.resolve(opts.dataDir, "uploads");
  }

  async createPresignedUpload({ key, contentType, maxBytes }: UploadRequest): Promise<PresignedUpload> {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    const signed = signUploadPolicy(this.opts.secretKey, {
      key,
      content_type: contentType,
      max_size: maxBytes,
      expires_at: Math.floor(Date.now() / 1000) + UPLOAD_EXPIRES_SECONDS,
    });
    return { url: `${this.opts.appOrigin}${LOCAL_UPLOAD_PATH}`, fields: { key, "Content-Type": contentType, ...signed } };
  }

  /** The key pattern already rules out "..", but the resolved path is checked too so no key can leave the folder. */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw badRequest("key: invalid storage key");
    const full = path.resolve(this.root, ...key.split("/"));
    if (!full.startsWith(this.root + path.sep)) throw badRequest("key: invalid storage key");
    return full;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  async getDownloadUrl(): Promise<string | null> {
    return null;
  }

  async readStream(key: string): Promise<Readable | null> {
    return (await this.exists(key)) ? createReadStream(this.pathOf(key)) : null;
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  /** A rename: atomic, so the file is either still under the upload key or already under its own. */
  async promote(uploadKey: string, key: string): Promise<{ size: number } | null> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(this.pathOf(uploadKey), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
    return this.stat(key);
  }

  /**
   * Stores an upload. It is written aside and moved into place only when complete and within `maxBytes`,
   * so a cut-off or oversized upload never shows up under its key. Answers the number of bytes written.
   */
  async write(key: string, source: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    const incoming = path.join(this.root, ".incoming");
    await mkdir(incoming, { recursive: true });
    const temp = path.join(incoming, randomUUID());
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? new FileTooLargeError(maxBytes) : null, chunk);
      },
    });
    const sink = createWriteStream(temp, { flags: "wx" });
    try {
      await pipeline(source, limit, sink);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
      return size;
    } catch (err) {
      // A source that fails at once can beat the file's own opening: removing it before the sink has
      // closed would leave the file, created just after, behind.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
      await rm(temp, { force: true });
      throw err;
    }
  }
}
