import pino from "pino";
import { buildApp } from "./app";
import { migrateDatabase, openDatabase } from "./db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded";
import { DataDirLockedError, lockDataDir } from "./lib/data-dir-lock";
import { readEnv } from "./lib/env";

async function main() {
  const started = performance.now();
  const env = readEnv();
  const log = pino({ level: env.logLevel });
  let unlock = () => {};
  let embedded: EmbeddedPostgres | null = null;
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
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, log: (level, message) => log[level](message) });
  }
  const databaseUrl = env.databaseUrl ?? (embedded as EmbeddedPostgres).url;
  const database = await openDatabase({
    databaseUrl,
    onPoolError: (err) => log.warn(`a database connection was lost: ${err.message}`),
  });
  await migrateDatabase(database);
  const app = await buildApp({
    db: database.db,
    env,
    listen: database.listen,
    loggerInstance: log,
    logRequests: env.logLevel === "debug" || env.logLevel === "trace",
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    await embedded?.stop();
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("exit", unlock);
  await app.listen({ port: env.port, host: env.host });
  const ms = Math.round(performance.now() - started);
  const engine = embedded ? "embedded PostgreSQL" : "PostgreSQL at DATABASE_URL";
  app.log.info(`Hangar is ready on ${env.appOrigin} (${engine}, started in ${ms} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
