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

const cloned: string[] = [];

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
 * A database of its own for the calling test file: a clone of the run's migrated template on the
 * embedded test server, or the PostgreSQL of TEST_DATABASE_URL (migrated here, shared by every file).
 */
export async function openTestDatabase(): Promise<Database> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const database = await openDatabase({ databaseUrl: given });
    await migrateDatabase(database);
    return database;
  }
  const server = inject("testPostgres");
  if (!server) throw new Error("The test PostgreSQL was not started (vitest's globalSetup)");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(server.adminUrl, (c) => c.query(`create database ${name} template ${server.template}`));
  cloned.push(name);
  return openDatabase({ databaseUrl: server.urlTemplate.replace(DATABASE_PLACEHOLDER, name) });
}

const closers: (() => Promise<void>)[] = [];

/** Something to close when the test file ends (its shared app and database). */
export function atFileEnd(close: () => Promise<void>) {
  closers.push(close);
}

/** Closes what the file opened, then drops its clones (with force: a test may leave a connection open). */
export async function endTestFile() {
  for (const close of closers.splice(0)) await close().catch(() => {});
  const server = process.env.TEST_DATABASE_URL ? null : inject("testPostgres");
  if (!server || cloned.length === 0) return;
  const names = cloned.splice(0);
  await withAdmin(server.adminUrl, async (c) => {
    for (const name of names) await c.query(`drop database if exists ${name} with (force)`);
  });
}
