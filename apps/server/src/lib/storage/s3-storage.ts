import type { Readable } from "node:stream";
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost, type PresignedPostOptions } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../env";
import {
  attachmentDisposition,
  DOWNLOAD_EXPIRES_SECONDS,
  type DownloadMeta,
  type FileStorage,
  isUploadKey,
  type PresignedUpload,
  UPLOAD_EXPIRES_SECONDS,
  type UploadRequest,
} from "./types";

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's default chain applies (instance role, AWS_* variables, shared config).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/** The POST policy: this key only, this Content-Type only, at most maxBytes, for an hour. */
export function presignedPostOptions(bucket: string, { key, contentType, maxBytes }: UploadRequest): PresignedPostOptions {
  return {
    Bucket: bucket,
    Key: key,
    Fields: { "Content-Type": contentType },
    Conditions: [["content-length-range", 0, maxBytes]],
    Expires: UPLOAD_EXPIRES_SECONDS,
  };
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements FileStorage {
  readonly kind = "s3";
  readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client = client ?? createS3Client(settings);
  }

  async createPresignedUpload(request: UploadRequest): Promise<PresignedUpload> {
    if (!isUploadKey(request.key)) throw new Error(`not an upload key: ${request.key}`);
    return createPresignedPost(this.client, presignedPostOptions(this.settings.bucket, request));
  }

  /**
   * S3 cannot revoke a presigned POST, so the file is copied out of its reach: to a key no policy names,
   * which only the server writes. The size is the copy's, whatever the form sends afterwards.
   */
  async promote(uploadKey: string, key: string): Promise<{ size: number } | null> {
    const { bucket } = this.settings;
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${uploadKey}`, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const stored = await this.stat(key);
    await this.delete(uploadKey);
    return stored;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  getDownloadUrl(key: string, meta: DownloadMeta): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: meta.contentType,
      ResponseContentDisposition: attachmentDisposition(meta.name),
    });
    return getSignedUrl(this.client, command, { expiresIn: DOWNLOAD_EXPIRES_SECONDS });
  }

  async readStream(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return (object.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
