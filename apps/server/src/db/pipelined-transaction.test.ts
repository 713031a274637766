import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestContext } from "../test/harness";
import type { Db } from "./client";
import { commitWhenSent } from "./pipelined-transaction";

/** Transactions on the pipelining pool: BEGIN goes out with the first statement, COMMIT may go early. */
describe("pipelined transactions", () => {
  const setup = async () => {
    const { app } = await getTestContext();
    const table = `pipelined_${Math.random().toString(36).slice(2, 10)}`;
    await app.db.execute(sql.raw(`create table ${table} (n int primary key)`));
    const rows = async () =>
      ((await app.db.execute(sql.raw(`select n from ${table} order by n`))) as unknown as { rows: { n: number }[] }).rows.map(
        (r) => r.n,
      );
    const insert = (tx: Db, n: number) => tx.execute(sql.raw(`insert into ${table} values (${n})`));
    return { db: app.db, rows, insert };
  };

  it("commits all or nothing, and a failed statement rolls back the ones before it", async () => {
    const { db, rows, insert } = await setup();
    await db.transaction(async (tx) => {
      await Promise.all([insert(tx, 1), insert(tx, 2)]);
    });
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 3);
        await insert(tx, 1); // duplicate key
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([1, 2]);
    // Inside a transaction, the work sees its own writes.
    await db.transaction(async (tx) => {
      await insert(tx, 4);
      const seen = (await tx.execute(sql.raw("select 1"))) as unknown as { rows: unknown[] };
      expect(seen.rows).toHaveLength(1);
    });
    expect(await rows()).toEqual([1, 2, 4]);
  });

  it("commits early behind the statements sent, and refuses any statement after", async () => {
    const { db, rows, insert } = await setup();
    await db.transaction(async (tx) => {
      const sent = Promise.all([insert(tx, 1), insert(tx, 2)]);
      commitWhenSent(tx);
      await sent;
    });
    expect(await rows()).toEqual([1, 2]);
    // A statement that fails before the early COMMIT turns it into a rollback: nothing is kept.
    await expect(
      db.transaction(async (tx) => {
        const sent = Promise.all([insert(tx, 3), insert(tx, 1)]);
        commitWhenSent(tx);
        await sent;
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([1, 2]);
    // A statement after the early COMMIT would run outside the transaction: it is refused, not run.
    await expect(
      db.transaction(async (tx) => {
        const sent = insert(tx, 5);
        commitWhenSent(tx);
        await sent;
        await insert(tx, 6);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/after its transaction's commit/) } });
    expect(await rows()).toEqual([1, 2, 5]);
    // The connection goes back to the pool in a usable state.
    await db.transaction(async (tx) => insert(tx, 7));
    expect(await rows()).toEqual([1, 2, 5, 7]);
  });
});
