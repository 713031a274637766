import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { getTestContext } from "../test/harness";
import { boundedMemo, fromCompiled, splitsCleanly } from "./compiled-sql";

const dialect = new PgDialect();

describe("compiled statements", () => {
  it("run again from their text with the same values and the same rows", async () => {
    const { database } = await getTestContext();
    const built = sql`select ${"a$1"}::text as t, ${sql.param([1, 2, 3])}::int[] as xs, ${42}::int + ${8} as n where ${"x"} = ${"x"}`;
    const compiled = dialect.sqlToQuery(built);
    expect(compiled.params).toHaveLength(6);
    expect(splitsCleanly(compiled)).toBe(true);
    const again = dialect.sqlToQuery(fromCompiled(compiled));
    expect(again).toEqual(compiled);
    const rows = (await database.db.execute(fromCompiled(compiled))) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ t: "a$1", xs: [1, 2, 3], n: 50 }]);
  });

  it("refuse text that cannot be split at its placeholders", () => {
    expect(splitsCleanly({ sql: "select $1, $2", params: [1, 2] })).toBe(true);
    expect(splitsCleanly({ sql: "select '$1', $1", params: [1] })).toBe(false);
    expect(splitsCleanly({ sql: "select $2, $1", params: [1, 2] })).toBe(false);
    expect(splitsCleanly({ sql: "select $1", params: [1, 2] })).toBe(false);
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
