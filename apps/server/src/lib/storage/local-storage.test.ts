import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { FileTooLargeError, LocalStorage, signUploadPolicy, verifyUploadFields } from "./local-storage";
import { attachmentDisposition, isStorageKey, isUploadKey, newStorageKey, newUploadKey } from "./types";

const SECRET = "unit-secret";
const WS = "6f1c0b1e-3a4d-4c9e-9f7a-2b8c1d0e5f60";

function storage() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-storage-"));
  return { dataDir, local: new LocalStorage({ dataDir, secretKey: SECRET, appOrigin: "https://hangar.example" }) };
}

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? `${err.status} ${err.message}` : String(err);
  }
  return "ok";
};

describe("storage keys", () => {
  it("are generated per workspace and match the strict pattern", () => {
    const key = newStorageKey(WS);
    expect(key).toMatch(new RegExp(`^workspace/${WS}/[0-9a-f-]{36}$`));
    expect(isStorageKey(key)).toBe(true);
    expect(newStorageKey(WS)).not.toBe(key);
    expect(isUploadKey(key)).toBe(false);
  });

  it("for uploads sit apart, under pending/, where no served file is", () => {
    const key = newUploadKey(WS);
    expect(key).toMatch(new RegExp(`^pending/workspace/${WS}/[0-9a-f-]{36}$`));
    expect(isStorageKey(key)).toBe(true);
    expect(isUploadKey(key)).toBe(true);
    expect(storage().local.pathOf(key)).toMatch(/uploads\/pending\/workspace\//);
  });

  it.each([
    "../../etc/passwd",
    `workspace/${WS}/../../etc/passwd`,
    `workspace/${WS}/x`,
    `/workspace/${WS}/${WS}`,
    `workspace/${WS}/${WS}/`,
    `workspace\\${WS}\\${WS}`,
    `workspace/${WS}/${WS.toUpperCase()}`,
    `pending/../workspace/${WS}/${WS}`,
    `other/workspace/${WS}/${WS}`,
  ])("refuse %s", (key) => {
    expect(isStorageKey(key)).toBe(false);
    expect(status(() => storage().local.pathOf(key))).toBe("400 key: invalid storage key");
  });
});

describe("local upload policy", () => {
  const key = newUploadKey(WS);
  const future = () => Math.floor(Date.now() / 1000) + 60;
  const fieldsFor = (policy = { key, content_type: "image/png", max_size: 10, expires_at: future() }) => ({
    key: policy.key,
    "Content-Type": policy.content_type,
    ...signUploadPolicy(SECRET, policy),
  });

  it("presigns a POST to our upload route, valid for an hour", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { url, fields } = await storage().local.createPresignedUpload({ key, contentType: "image/png", maxBytes: 123 });
    expect(url).toBe("https://hangar.example/api/assets/v2/uploads/");
    expect(Object.keys(fields).sort()).toEqual(["Content-Type", "key", "policy", "signature"]);
    const policy = verifyUploadFields(SECRET, fields);
    expect(policy).toMatchObject({ key, content_type: "image/png", max_size: 123 });
    expect(policy.expires_at - before).toBeGreaterThanOrEqual(3600);
    expect(policy.expires_at - before).toBeLessThanOrEqual(3601);
  });

  it("never signs a form for a key whose file is served", async () => {
    await expect(
      storage().local.createPresignedUpload({ key: newStorageKey(WS), contentType: "image/png", maxBytes: 1 }),
    ).rejects.toThrow(/not an upload key/);
  });

  it("accepts the fields it signed", () => {
    expect(status(() => verifyUploadFields(SECRET, fieldsFor()))).toBe("ok");
  });

  it("refuses a signature made with another secret", () => {
    const fields = {
      ...fieldsFor(),
      ...signUploadPolicy("other", { key, content_type: "image/png", max_size: 10, expires_at: future() }),
    };
    expect(status(() => verifyUploadFields(SECRET, fields))).toBe("403 Invalid upload signature");
  });

  it("refuses a policy edited after signing", () => {
    const fields = fieldsFor();
    const edited = JSON.parse(Buffer.from(fields.policy, "base64url").toString());
    edited.max_size = 10_000_000;
    fields.policy = Buffer.from(JSON.stringify(edited)).toString("base64url");
    expect(status(() => verifyUploadFields(SECRET, fields))).toBe("403 Invalid upload signature");
  });

  it("refuses fields that differ from the policy", () => {
    expect(status(() => verifyUploadFields(SECRET, { ...fieldsFor(), "Content-Type": "text/html" }))).toBe(
      "403 The upload fields do not match the signed policy",
    );
    expect(status(() => verifyUploadFields(SECRET, { ...fieldsFor(), key: newStorageKey(WS) }))).toBe(
      "403 The upload fields do not match the signed policy",
    );
  });

  it("refuses an expired policy", () => {
    const fields = fieldsFor({ key, content_type: "image/png", max_size: 10, expires_at: Math.floor(Date.now() / 1000) - 1 });
    expect(status(() => verifyUploadFields(SECRET, fields))).toBe("403 The upload policy has expired");
  });

  it("refuses a signed policy whose key is not a storage key", () => {
    const fields = fieldsFor({ key: "../../etc/passwd", content_type: "image/png", max_size: 10, expires_at: future() });
    expect(status(() => verifyUploadFields(SECRET, fields))).toBe("400 key: invalid storage key");
  });

  it("needs every field", () => {
    const { signature: _s, ...fields } = fieldsFor();
    expect(status(() => verifyUploadFields(SECRET, fields))).toMatch(/^400 policy: /);
  });
});

describe("local storage", () => {
  it("writes, stats, streams and deletes under DATA_DIR/uploads", async () => {
    const { dataDir, local } = storage();
    const key = newStorageKey(WS);
    expect(await local.stat(key)).toBeNull();
    expect(await local.write(key, Readable.from([Buffer.from("hello "), Buffer.from("world")]), 11)).toBe(11);
    expect(readFileSync(path.join(dataDir, "uploads", ...key.split("/")), "utf8")).toBe("hello world");
    expect(await local.stat(key)).toEqual({ size: 11 });
    expect(await local.exists(key)).toBe(true);
    expect(await local.getDownloadUrl()).toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of (await local.readStream(key)) as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello world");
    await local.delete(key);
    expect(await local.exists(key)).toBe(false);
    expect(await local.readStream(key)).toBeNull();
    await local.delete(key);
  });

  it("never shows an oversized upload under its key and leaves no partial file", async () => {
    const { dataDir, local } = storage();
    const key = newStorageKey(WS);
    await expect(local.write(key, Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), 10)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await local.exists(key)).toBe(false);
    expect(readdirSync(path.join(dataDir, "uploads", ".incoming"))).toEqual([]);
    expect(existsSync(path.join(dataDir, "uploads", "workspace"))).toBe(false);
  });
});

describe("local storage: completing an upload", () => {
  it("moves the file out of the upload key; a later upload there leaves it untouched", async () => {
    const { local } = storage();
    const uploadKey = newUploadKey(WS);
    const key = newStorageKey(WS);
    expect(await local.promote(uploadKey, key)).toBeNull();
    await local.write(uploadKey, Readable.from([Buffer.from("original")]), 100);
    expect(await local.promote(uploadKey, key)).toEqual({ size: 8 });
    expect(await local.exists(uploadKey)).toBe(false);
    await local.write(uploadKey, Readable.from([Buffer.from("replacement!")]), 100);
    expect(readFileSync(local.pathOf(key), "utf8")).toBe("original");
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition('résumé "final"\\.pdf')).toBe(
      `attachment; filename="r_sum_ _final__.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%5C.pdf`,
    );
    expect(attachmentDisposition("../../etc/passwd")).toBe(
      `attachment; filename="../../etc/passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
    );
    expect(attachmentDisposition("it's (1)*.txt")).toContain("filename*=UTF-8''it%27s%20%281%29%2A.txt");
  });
});
