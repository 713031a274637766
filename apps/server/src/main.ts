import pino from "pino";
import { buildApp } from "./app";
import { DataDirLockedError, openServerDatabase } from "./db/server-database";
import { readEnv } from "./lib/env";
import { tuneGarbageCollector } from "./lib/gc-tuning";

async function main() {
  const started = performance.now();
  tuneGarbageCollector();
  const env = readEnv();
  const log = pino({ level: env.logLevel });
  const opened = await openServerDatabase(env, (level, message) => log[level](message)).catch((err) => {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`hangar: ${err.message}`);
    process.exit(1);
  });
  const app = await buildApp({
    db: opened.database.db,
    env,
    listen: opened.database.listen,
    loggerInstance: log,
    logRequests: env.logLevel === "debug" || env.logLevel === "trace",
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await opened.close();
    process.exit(0);
  };
  // SIGHUP too: a closed terminal would otherwise end Node without its exit handlers, and leave
  // the embedded PostgreSQL running.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(signal));
  await app.listen({ port: env.port, host: env.host });
  const ms = Math.round(performance.now() - started);
  const engine = opened.embedded ? "embedded PostgreSQL" : "PostgreSQL at DATABASE_URL";
  app.log.info(`Hangar is ready on ${env.appOrigin} (${engine}, started in ${ms} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
