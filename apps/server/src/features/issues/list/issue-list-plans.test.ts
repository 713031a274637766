import { listIssuesQuery } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type PlanNode, planNodes } from "../../../test/query-plan";
import { listInputFromQuery, planIssueList } from "./issue-list.service";
import { listKit } from "./issue-list-test-kit";

/** A bound value written as SQL, for EXECUTE. */
const literal = (v: unknown) =>
  v === null ? "null" : typeof v === "number" || typeof v === "boolean" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

/** What a list's scan of `issues` may read: the live-issue indexes, an issue by id, children by parent. */
const LIST_INDEXES = ["issues_live_order_idx", "issues_live_state_order_idx", "issues_pkey", "issues_parent_idx"];

/**
 * Lists run as named prepared statements, and after a few runs PostgreSQL may plan them once for any
 * parameters. Such a generic plan can only use the live-issue partial indexes (`not is_draft …`) if the
 * statement states those conditions in its text: bound as a parameter (`is_draft = $3`), the draft test
 * once sent every generic plan to other indexes and the planner back to planning each run, which cost
 * as much as running it. These plans are the generic ones, forced.
 */
describe("list statements planned once for any parameters", () => {
  it("still read issues through the live-issue indexes", async () => {
    const k = await listKit();
    for (let i = 0; i < 3; i++) await k.create({ name: `Plan ${i}` });
    const db = k.app.db;
    const queries = ["per_page=20", "group_by=state_id&sub_issue=false&per_page=50&cursor=50:0:0", "group_by=priority"];
    let n = 0;
    for (const query of queries) {
      const input = listInputFromQuery(listIssuesQuery.parse(Object.fromEntries(new URLSearchParams(query))));
      const plan = planIssueList(db, {
        workspaceId: k.workspaceId,
        userId: k.m.member.user.id,
        projectIds: [k.m.projectId],
        ...input,
      });
      for (const statement of [plan.rows, plan.totals]) {
        const { sql: text, params } = statement.toSQL();
        const name = `list_plan_test_${n++}`;
        const root = await db.transaction(async (tx) => {
          await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
          // The test's few rows would be read whole by any plan; this asks for an index one.
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql.raw(`prepare ${name} as ${text}`));
          const explained = await tx.execute(sql.raw(`explain (format json) execute ${name}(${params.map(literal).join(", ")})`));
          await tx.execute(sql.raw(`deallocate ${name}`));
          const { rows } = explained as unknown as { rows: [{ "QUERY PLAN": [{ Plan: PlanNode }] }] };
          return rows[0]["QUERY PLAN"][0].Plan;
        });
        const issueIndexes = [...planNodes(root)]
          .map((node) => node["Index Name"])
          .filter((index): index is string => !!index?.startsWith("issues_"));
        expect(issueIndexes.length, `${query}\n${text}`).toBeGreaterThan(0);
        expect(
          issueIndexes.filter((index) => !LIST_INDEXES.includes(index)),
          `${query}\n${text}`,
        ).toEqual([]);
        const seqScans = [...planNodes(root)].filter(
          (node) => node["Node Type"] === "Seq Scan" && node["Relation Name"] === "issues",
        );
        expect(seqScans, `${query}\n${text}`).toEqual([]);
      }
    }
  });
});
