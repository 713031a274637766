import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, SqlRunner } from "../../db/client";

/**
 * The connection a drizzle transaction runs on, as the job queue takes one: a job enqueued with it
 * (`enqueue(job, payload, { db })`) is written by that transaction, so it exists only if the change does.
 * Drizzle keeps the connection on the transaction's session; both of its PostgreSQL drivers expose
 * `query(text, values)` there, which is all the queue needs.
 */
export function transactionSql(tx: Db): SqlRunner {
  if (!(tx instanceof PgTransaction)) throw new Error("transactionSql needs a transaction, not the database");
  const client = (tx as unknown as { session?: { client?: SqlRunner } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("this transaction's connection runs no SQL");
  return client;
}
