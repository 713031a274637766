import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { extrasStatement, loadIssueExtras } from "./issue-serializer";
import { issueKit } from "./issue-test-kit";

type PreparedRow = { generic_plans: number | string; custom_plans: number | string };

/**
 * An issue's extras (labels, assignees, counts…) are read on every detail and every write's answer, as
 * a named prepared statement. Planning its eight branches costs more than running them, so PostgreSQL
 * must come to keep one plan for any issue: it does only if the plan it would keep is costed like the
 * ones it makes for each run (one issue compared as one value, not as an array of unknown length).
 */
describe("the extras of one issue", () => {
  it("are planned once per connection, then run on the kept plan", async () => {
    const k = await issueKit();
    const issues = [await k.create({ name: "One" }), await k.create({ name: "Two" })];
    const userId = k.m.admin.user.id;
    const text = extrasStatement(k.app.db, true, true).sql;
    const counts = await k.app.db.transaction(async (tx) => {
      // One connection, so every run meets the same prepared statement.
      for (let i = 0; i < 12; i++) {
        const issue = issues[i % 2];
        const extras = await loadIssueExtras(tx as unknown as Db, [issue.id], userId);
        expect(extras.get(issue.id)?.is_subscribed).toBe(true);
      }
      const found = await tx.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement = ${text}`,
      );
      return (found as unknown as { rows: PreparedRow[] }).rows;
    });
    expect(counts).toHaveLength(1);
    // PostgreSQL plans the first five runs for their values, then weighs one plan for all against them.
    expect(Number(counts[0].generic_plans)).toBeGreaterThanOrEqual(6);
  });
});
