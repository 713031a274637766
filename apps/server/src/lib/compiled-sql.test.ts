import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { getTestContext, signUp } from "../test/harness";
import { boundedMemo, compileSql, executeCompiled, runShaped } from "./compiled-sql";

const dialect = new PgDialect();

describe("compiled statements", () => {
  it("run again from their text, prepared by name, with the same values, rows and types as a built one", async () => {
    const { database } = await getTestContext();
    const built = sql`select ${"a$1"}::text as t, ${sql.param([1, 2, 3])}::int[] as xs, ${42}::int + ${8} as n,
      ${"2026-01-02T03:04:05.678Z"}::timestamptz as at where ${"x"} = ${"x"}`;
    const compiled = dialect.sqlToQuery(built);
    const direct = ((await database.db.execute(built)) as unknown as { rows: unknown[] }).rows;
    // Twice: the second run reuses the statement its connection prepared.
    for (let run = 0; run < 2; run++) expect(await executeCompiled(database.db, compiled)).toEqual(direct);
    expect(direct).toMatchObject([{ t: "a$1", xs: [1, 2, 3], n: 50 }]);
    // Timestamps stay text, as Drizzle's own queries give them.
    expect(typeof (direct[0] as { at: unknown }).at).toBe("string");
    expect(compileSql(database.db, built)).toEqual(compiled);
  });
});

describe("shaped statements", () => {
  it("are built once per shape and run with each call's values, rows mapped as the builder's own", async () => {
    const { app, database } = await getTestContext();
    const [a, b] = [await signUp(app), await signUp(app)];
    let builds = 0;
    const byEmail = (email: string) =>
      runShaped<typeof users.$inferSelect>(
        database.db,
        "test-user-by-email",
        (db) => {
          builds++;
          return db
            .select()
            .from(users)
            .where(eq(users.email, sql.placeholder("email")));
        },
        { email },
      );
    const direct = await database.db.select().from(users).where(eq(users.email, a.user.email));
    expect(await byEmail(a.user.email)).toEqual(direct);
    expect((direct[0] as { created_at: unknown }).created_at).toBeInstanceOf(Date);
    // In a transaction too, whose connection prepares the statement again.
    const inTx = await database.db.transaction((tx) => byEmail(b.user.email));
    expect(inTx.map((u) => u.id)).toEqual([b.user.id]);
    expect(await byEmail("nobody@example.com")).toEqual([]);
    expect(builds).toBe(1);
  });
});

describe("bounded memo", () => {
  it("keeps the most recently used entries", () => {
    const memo = boundedMemo<number>(2);
    memo.set("a", 1);
    memo.set("b", 2);
    expect(memo.get("a")).toBe(1);
    memo.set("c", 3);
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")).toBe(1);
    expect(memo.get("c")).toBe(3);
    expect(memo.size).toBe(2);
  });
});
