import type { S3Client } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { readEnv, type S3Settings } from "../env";
import { LocalStorage } from "./local-storage";
import { presignedPostOptions, S3Storage } from "./s3-storage";
import { storageFor } from "./storage";

// No S3 server here: these check what the wrapper asks S3 to enforce, which is all the code decides.
const settings: S3Settings = {
  bucket: "hangar-files",
  region: "eu-central-1",
  endpoint: "http://minio.local:9000",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  forcePathStyle: true,
};
const served = "workspace/6f1c0b1e-3a4d-4c9e-9f7a-2b8c1d0e5f60/0b5c2f9e-1d2a-4c3b-8e7f-6a5b4c3d2e1f";
const key = `pending/${served}`;

type Policy = { expiration: string; conditions: unknown[] };
const decodePolicy = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy, "base64").toString("utf8")) as Policy;

describe("S3 presigned POST", () => {
  it("limits the upload to this key, this content type and at most the declared size, for an hour", async () => {
    const before = Date.now();
    const { url, fields } = await new S3Storage(settings).createPresignedUpload({
      key,
      contentType: "image/png",
      maxBytes: 4321,
    });
    expect(url).toBe("http://minio.local:9000/hangar-files");
    expect(fields).toMatchObject({
      key,
      "Content-Type": "image/png",
      bucket: "hangar-files",
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    });
    expect(fields["X-Amz-Credential"]).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request$/);
    expect(fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
    const policy = decodePolicy(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 0, 4321],
        { key },
        { bucket: "hangar-files" },
        { "Content-Type": "image/png" },
      ]),
    );
    expect(policy.conditions).not.toContainEqual(expect.arrayContaining(["starts-with"]));
    const expiresIn = (Date.parse(policy.expiration) - before) / 1000;
    expect(expiresIn).toBeGreaterThan(3590);
    expect(expiresIn).toBeLessThanOrEqual(3601);
  });

  it("builds the options from the request alone", () => {
    expect(presignedPostOptions("b", { key, contentType: "application/pdf", maxBytes: 5 })).toEqual({
      Bucket: "b",
      Key: key,
      Fields: { "Content-Type": "application/pdf" },
      Conditions: [["content-length-range", 0, 5]],
      Expires: 3600,
    });
  });

  it("uses virtual-hosted bucket URLs on AWS", async () => {
    const aws = new S3Storage({ ...settings, endpoint: null, forcePathStyle: false });
    const { url } = await aws.createPresignedUpload({ key, contentType: "image/png", maxBytes: 1 });
    expect(url).toBe("https://hangar-files.s3.eu-central-1.amazonaws.com/");
  });
});

/** A bucket in memory that answers the commands S3Storage sends, and remembers them. */
function fakeBucket(objects: Map<string, number>) {
  const sent: [string, Record<string, unknown>][] = [];
  const missing = () => Object.assign(new Error("The specified key does not exist."), { name: "NoSuchKey" });
  const client = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const { input } = command;
      const name = command.constructor.name;
      sent.push([name, input]);
      if (name === "CopyObjectCommand") {
        const source = String(input.CopySource).replace(`${settings.bucket}/`, "");
        const size = objects.get(source);
        if (size === undefined) throw missing();
        objects.set(String(input.Key), size);
        return {};
      }
      if (name === "HeadObjectCommand") {
        const size = objects.get(String(input.Key));
        if (size === undefined) throw Object.assign(new Error("Not Found"), { name: "NotFound" });
        return { ContentLength: size };
      }
      if (name === "DeleteObjectCommand") {
        objects.delete(String(input.Key));
        return {};
      }
      throw new Error(`unexpected ${name}`);
    },
  };
  return { storage: new S3Storage(settings, client as unknown as S3Client), sent };
}

describe("S3: completing an upload", () => {
  it("never presigns a form for a key whose file is served", async () => {
    await expect(
      new S3Storage(settings).createPresignedUpload({ key: served, contentType: "image/png", maxBytes: 1 }),
    ).rejects.toThrow(/not an upload key/);
  });

  it("copies the upload to a key no form names, then deletes it from the form's key", async () => {
    const objects = new Map([[key, 8]]);
    const { storage, sent } = fakeBucket(objects);
    expect(await storage.promote(key, served)).toEqual({ size: 8 });
    expect(sent).toEqual([
      ["CopyObjectCommand", { Bucket: settings.bucket, CopySource: `${settings.bucket}/${key}`, Key: served }],
      ["HeadObjectCommand", { Bucket: settings.bucket, Key: served }],
      ["DeleteObjectCommand", { Bucket: settings.bucket, Key: key }],
    ]);
    expect([...objects]).toEqual([[served, 8]]);
    // The form still works for the rest of its hour, but only writes where nothing is read.
    objects.set(key, 12);
    expect(await storage.stat(served)).toEqual({ size: 8 });
  });

  it("answers null when nothing was uploaded", async () => {
    const { storage, sent } = fakeBucket(new Map());
    expect(await storage.promote(key, served)).toBeNull();
    expect(sent.map(([name]) => name)).toEqual(["CopyObjectCommand"]);
  });
});

describe("S3 download link", () => {
  it("is a presigned GET valid for two minutes that makes the browser save the file under its name", async () => {
    const link = new URL(
      await new S3Storage(settings).getDownloadUrl(served, { name: "Plan ü.pdf", contentType: "application/pdf" }),
    );
    expect(`${link.origin}${link.pathname}`).toBe(`http://minio.local:9000/hangar-files/${served}`);
    expect(link.searchParams.get("X-Amz-Expires")).toBe("120");
    expect(link.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(link.searchParams.get("response-content-type")).toBe("application/pdf");
    expect(link.searchParams.get("response-content-disposition")).toBe(
      `attachment; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%C3%BC.pdf`,
    );
  });
});

describe("storage configuration", () => {
  it("reads FILE_SIZE_LIMIT and S3_* from the environment", async () => {
    const env = readEnv({
      DATA_DIR: "/tmp/hangar-env-test",
      SECRET_KEY: "k",
      FILE_SIZE_LIMIT: "1048576",
      S3_BUCKET: "files",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.uploadMaxBytes).toBe(1048576);
    expect(env.s3).toEqual({
      bucket: "files",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(await storageFor(env)).toBeInstanceOf(S3Storage);
    expect(await storageFor(env)).toBe(await storageFor(env));
  });

  it("defaults to 5 MB on local disk", async () => {
    const env = readEnv({ DATA_DIR: "/tmp/hangar-env-test", SECRET_KEY: "k" });
    expect(env.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(env.s3).toBeNull();
    expect(await storageFor(env)).toBeInstanceOf(LocalStorage);
    expect(
      readEnv({ DATA_DIR: "/tmp/x", SECRET_KEY: "k", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle,
    ).toBe(false);
    expect(() => readEnv({ DATA_DIR: "/tmp/x", SECRET_KEY: "k", FILE_SIZE_LIMIT: "5MB" })).toThrow(/FILE_SIZE_LIMIT/);
  });
});
