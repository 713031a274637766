import type { Env } from "../env";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { FileStorage } from "./types";

export * from "./types";

const byEnv = new WeakMap<Env, FileStorage>();

/** One storage per configuration: S3 when S3_BUCKET is set, local disk under DATA_DIR/uploads otherwise. */
export function storageFor(env: Env): FileStorage {
  let storage = byEnv.get(env);
  if (!storage) {
    storage = env.s3
      ? new S3Storage(env.s3)
      : new LocalStorage({ dataDir: env.dataDir, secretKey: env.secretKey, appOrigin: env.appOrigin });
    byEnv.set(env, storage);
  }
  return storage;
}

/** "5 MB", "1.5 MB", "0.01 MB": a byte limit as people read it in an error message. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number(mb.toFixed(mb < 1 ? 2 : 1))} MB`;
}
