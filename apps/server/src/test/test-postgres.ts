import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each test file gets its own database, cloned from a migrated template; null with TEST_DATABASE_URL. */
    testPostgres: { adminUrl: string; urlTemplate: string; template: string } | null;
  }
}

export const DATABASE_PLACEHOLDER = "__database__";

const cloned: { adminUrl: string; name: string }[] = [];

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A database for the calling test file: a clone of the run's migrated template on the embedded test
 * server; on TEST_DATABASE_URL, that shared database, unless `fresh` asks for an empty one of its own
 * (made on the same server and dropped when the file ends), for tests of a brand-new instance.
 */
export async function openTestDatabase(opts: { fresh?: boolean } = {}): Promise<Database> {
  const given = process.env.TEST_DATABASE_URL;
  if (given && !opts.fresh) {
    const database = await openDatabase({ databaseUrl: given });
    await migrateDatabase(database);
    return database;
  }
  const server = given ? sharedServer(given) : inject("testPostgres");
  if (!server) throw new Error("The test PostgreSQL was not started (vitest's globalSetup)");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = server.template ? ` template ${server.template}` : "";
  await withAdmin(server.adminUrl, (c) => c.query(`create database ${name}${template}`));
  cloned.push({ adminUrl: server.adminUrl, name });
  const database = await openDatabase({ databaseUrl: server.urlTemplate.replace(DATABASE_PLACEHOLDER, name) });
  if (!server.template) await migrateDatabase(database);
  return database;
}

/** TEST_DATABASE_URL's server, reached through its `postgres` database; no template there. */
function sharedServer(url: string) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const template = new URL(url);
  template.pathname = `/${DATABASE_PLACEHOLDER}`;
  return { adminUrl: admin.toString(), urlTemplate: template.toString(), template: null };
}

const closers: (() => Promise<void>)[] = [];

/** Something to close when the test file ends (its shared app and database); `first` runs before the rest. */
export function atFileEnd(close: () => Promise<void>, opts: { first?: boolean } = {}) {
  if (opts.first) closers.unshift(close);
  else closers.push(close);
}

/** Closes what the file opened, then drops its clones (with force: a test may leave a connection open). */
export async function endTestFile() {
  for (const close of closers.splice(0)) await close().catch(() => {});
  for (const { adminUrl, name } of cloned.splice(0))
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}
