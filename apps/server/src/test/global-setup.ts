import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded";
import { installJobSchema } from "../lib/jobs";

import { DATABASE_PLACEHOLDER } from "./test-postgres";

const TEMPLATE = "hangar_template";

/**
 * One embedded PostgreSQL for the whole run, with the schema migrated once into a template database;
 * each test file clones it (a file-level copy, much faster than migrating), job queue tables included.
 * TEST_DATABASE_URL instead runs every file against that one database, as a second server process would
 * share it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("testPostgres", null);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-test-pg-"));
  // mkdtemp makes the folder private to us; as root, PostgreSQL runs as its own user and must enter it.
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    log: (level, message) => {
      if (level !== "info") console.warn(`test postgres: ${message}`);
    },
  });
  const adminUrl = embedded.urlFor("postgres");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: embedded.urlFor(TEMPLATE) });
  await migrateDatabase(database);
  // pg-boss's tables too: every file's app starts a job queue on its copy.
  await installJobSchema(database.pool as pg.Pool);
  await database.close();
  project.provide("testPostgres", { adminUrl, urlTemplate: embedded.urlFor(DATABASE_PLACEHOLDER), template: TEMPLATE });
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
