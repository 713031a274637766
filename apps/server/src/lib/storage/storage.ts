import type { Env } from "../env";
import { LocalStorage } from "./local-storage";
import type { FileStorage } from "./types";

export * from "./types";

const byEnv = new WeakMap<Env, Promise<FileStorage>>();

/**
 * One storage per configuration: S3 when S3_BUCKET is set, local disk under DATA_DIR/uploads otherwise.
 * The AWS SDK is loaded only when S3 is configured, so a local install never pays for it at start-up.
 */
export function storageFor(env: Env): Promise<FileStorage> {
  let storage = byEnv.get(env);
  if (!storage) {
    const s3 = env.s3;
    storage = s3
      ? import("./s3-storage").then(({ S3Storage }) => new S3Storage(s3))
      : Promise.resolve(new LocalStorage({ dataDir: env.dataDir, secretKey: env.secretKey, appOrigin: env.appOrigin }));
    byEnv.set(env, storage);
  }
  return storage;
}
