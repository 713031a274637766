import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres/session";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import type { TablesRelationalConfig } from "drizzle-orm/relations";
import type pg from "pg";
import type { Db } from "./client";

type SessionInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/**
 * Makes a drizzle database on a pipelining pool (`pg.Pool({ pipeline: true })`) open its transactions
 * without waiting for BEGIN: it goes out on the wire ahead of the transaction's first statement, and both
 * answers come back in one round trip. On a 2-core machine with PostgreSQL on the same box, each round
 * trip costs both processes a write and a wake-up, and a write transaction has only a few statements, so
 * this is a sizeable share of its cost. Nested transactions (savepoints) are drizzle's own and unchanged.
 */
/** Per open transaction: sends its COMMIT now (commitWhenSent). */
const commitNow = new WeakMap<object, () => void>();

/**
 * Sends the transaction's COMMIT behind the statements the work has started, without waiting for their
 * answers, so that locks they take (a project's issue counter) are held for the database's work alone,
 * never for a round trip to the server. Drizzle's statements are sent when awaited, a promise job later,
 * so the COMMIT follows once this turn's promise jobs have run (setImmediate). The transaction must send
 * nothing that waits for an answer first: a statement sent after the COMMIT is refused with an error. If a statement before it fails, PostgreSQL turns the COMMIT into a
 * rollback and the work sees that statement's error as usual. Outside a pipelined transaction (a
 * savepoint, PGlite) it does nothing and the commit comes at the end as always.
 */
export function commitWhenSent(tx: unknown): void {
  commitNow.get(tx as object)?.();
}

/** Per open transaction: work to start once it has committed (afterCommit). */
const onCommit = new WeakMap<object, ((db: Db) => void)[]>();

/**
 * Starts `work` on the database (not the transaction, gone by then) once `tx` has committed, before the
 * transaction's caller goes on; never if it rolls back. Returns false, running nothing, where it cannot
 * (a savepoint, PGlite): the caller then does the work inside the transaction instead. `work` must not
 * throw; what it starts runs on its own (it catches its own failures).
 */
export function afterCommit(tx: unknown, work: (db: Db) => void): boolean {
  const list = onCommit.get(tx as object);
  if (!list) return false;
  list.push(work);
  return true;
}

export function pipelineTransactions(db: unknown, pool: pg.Pool): void {
  const session = (db as { session: NodePgSession<Record<string, unknown>, TablesRelationalConfig> }).session;
  const internals = session as unknown as SessionInternals;
  session.transaction = async <T>(
    work: (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    // Hangar sets no isolation level or access mode; say so rather than ignore one.
    if (config) throw new Error("transaction options are not supported on a pipelined pool");
    const client = await pool.connect();
    let committing: Promise<unknown> | undefined;
    let committed = false;
    // The work's statements go through this guard, which refuses any after an early COMMIT (they would
    // run outside the transaction); BEGIN, COMMIT and ROLLBACK go straight to the connection.
    const guarded = {
      query: (...args: Parameters<pg.PoolClient["query"]>) => {
        if (committed) return Promise.reject(new Error("a statement was sent after its transaction's commit"));
        return (client.query as (...a: unknown[]) => unknown)(...args);
      },
    } as unknown as pg.PoolClient;
    const own = new NodePgSession(guarded, internals.dialect, internals.schema, internals.options);
    const tx = new NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>(internals.dialect, own, internals.schema);
    const committedWork: ((db: Db) => void)[] = [];
    onCommit.set(tx, committedWork);
    commitNow.set(tx, () => {
      committing ??= new Promise((resolve) => setImmediate(resolve)).then(() => {
        committed = true;
        return client.query("commit");
      });
      committing.catch(() => {});
    });
    // Not awaited here: the work's first statement is written right behind it. If BEGIN fails (a dropped
    // connection), so does that statement, and the rollback below.
    const begun = client.query("begin");
    begun.catch(() => {});
    let broken: Error | undefined;
    try {
      const result = await work(tx);
      await begun;
      await (committing ?? client.query("commit"));
      for (const started of committedWork) started(db as Db);
      return result;
    } catch (error) {
      await begun.catch(() => {});
      try {
        // After an early COMMIT there is no transaction left: PostgreSQL only warns.
        await client.query("rollback");
      } catch (rollbackError) {
        // The connection is unusable: the pool must not hand it out again.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      commitNow.delete(tx);
      onCommit.delete(tx);
      client.release(broken);
    }
  };
}
