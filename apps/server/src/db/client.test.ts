import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestContext } from "../test/harness";

/** The list statements are tuned for these planner settings; every session must have them. */
describe("database sessions", () => {
  it("price random reads as SSDs do and run without JIT or parallel workers", async () => {
    const { app } = await getTestContext();
    const setting = async (name: string) =>
      ((await app.db.execute(sql.raw(`select current_setting('${name}') as value`))) as unknown as { rows: { value: string }[] })
        .rows[0].value;
    // Several at once, so the pool opens more than one session.
    const costs = await Promise.all(Array.from({ length: 4 }, () => setting("random_page_cost")));
    expect(costs).toEqual(["1.1", "1.1", "1.1", "1.1"]);
    expect(await setting("jit")).toBe("off");
    expect(await setting("max_parallel_workers_per_gather")).toBe("0");
  });
});
