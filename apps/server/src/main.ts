import path from "node:path";
import { buildApp } from "./app";
import { migrateDatabase, openDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./lib/data-dir-lock";
import { readEnv } from "./lib/env";

async function main() {
  const started = performance.now();
  const env = readEnv();
  let unlock = () => {};
  if (!env.databaseUrl) {
    try {
      unlock = lockDataDir(env.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(`hangar: ${err.message}`);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "pg") });
  await migrateDatabase(database);
  const app = await buildApp({
    db: database.db,
    env,
    listen: database.listen,
    logger: { level: env.logLevel },
    logRequests: env.logLevel === "debug" || env.logLevel === "trace",
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("exit", unlock);
  await app.listen({ port: env.port, host: env.host });
  const ms = Math.round(performance.now() - started);
  app.log.info(`Hangar is ready on ${env.appOrigin} (${database.kind}, started in ${ms} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
