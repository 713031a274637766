import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getTestContext } from "../../test/harness";
import { type PlanNode, planNodes } from "../../test/query-plan";
import { notificationKit } from "./notification-test-kit";
import { type Inbox, type InboxFilters, inboxCountQuery, unreadCountsQuery } from "./notifications.repo";

/**
 * The inbox counts read all of a receiver's notifications, one heap page each after fan-outs interleave
 * receivers: they must be answered from an index alone. A filter on a column the indexes lack (as
 * `page_id` once was) turns them back into a heap scan of every row; these plans catch that.
 */
describe("inbox count plans", () => {
  it("count every filter combination and the unread badge from the index alone", async () => {
    const k = await notificationKit();
    const { m } = k;
    for (let i = 0; i < 3; i++) {
      const issue = await k.createIssue(m.admin, { name: `Plan ${i}` });
      await k.subscribe(m.member, issue.id);
      await k.patchIssue(m.admin, issue.id, { priority: "high" });
    }
    const [row] = await k.stored(m.member, (await k.inbox(m.member))[0].entity_identifier);
    const inbox: Inbox = { userId: m.member.user.id, workspaceId: row.workspace_id };
    const { database } = await getTestContext();
    // What autovacuum does in time (the table's thresholds are lowered for this, migration 0024).
    await database.db.execute(sql`vacuum analyze notifications`);

    const filters: InboxFilters[] = [
      {},
      { mentioned: true },
      { read: true },
      { archived: true },
      { snoozed: true },
      { type: ["assigned", "created", "subscribed"] },
    ];
    const queries = [...filters.map((f) => inboxCountQuery(database.db, inbox, f)), unreadCountsQuery(database.db, inbox)];
    for (const query of queries) {
      const text = query.toSQL().sql;
      // The test's few rows would be read whole by any plan; these settings ask for an index plan, and an
      // index-only one is possible only when the index holds every column the statement reads.
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const explained = await tx.execute(sql`explain (analyze, format json) ${query.getSQL()}`);
        const { rows } = explained as unknown as { rows: [{ "QUERY PLAN": [{ Plan: PlanNode }] }] };
        return rows[0]["QUERY PLAN"][0].Plan;
      });
      const scans = [...planNodes(plan)].filter((n) => n["Relation Name"] === "notifications");
      expect(
        scans.map((n) => n["Node Type"]),
        text,
      ).toEqual(["Index Only Scan"]);
      expect(scans[0]["Heap Fetches"], text).toBe(0);
    }
  });
});
