import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issues } from "../../../db/schema";
import { getTestContext } from "../../../test/harness";
import { waitFor } from "../../../test/wait-for";
import { type GroupedPage, listKit } from "./issue-list-test-kit";

/**
 * issues.label_ids is a copy of the issue's issue_labels rows kept by a trigger (a board grouped by
 * labels reads it off the list index). Whatever writes the links, the copy must say the same.
 */
describe("issues' label ids copy", () => {
  it("follows every way links are written: create, edit, bulk edit, label deletion, project deletion", async () => {
    const k = await listKit();
    const [red, blue, green] = [await k.label("red"), await k.label("blue"), await k.label("green")];
    const a = await k.create({ name: "a", label_ids: [red, blue] });
    const b = await k.create({ name: "b", label_ids: [blue] });
    const c = await k.create({ name: "c" });
    const ids = [a.id, b.id, c.id];
    // The copy beside the truth, in link order, for each of the three issues.
    const mismatches = async () =>
      (
        (await k.app.db.execute(sql`
          select i.id from ${issues} i
          where i.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and i.label_ids is distinct from array(
              select l.label_id from issue_labels l where l.issue_id = i.id order by l.created_at, l.label_id)`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const copies = async () =>
      Object.fromEntries(
        (await k.app.db.select({ id: issues.id, label_ids: issues.label_ids }).from(issues).where(inArray(issues.id, ids))).map(
          (r) => [r.id, [...r.label_ids].sort()],
        ),
      );
    expect(await mismatches()).toEqual([]);
    expect(await copies()).toEqual({ [a.id]: [red, blue].sort(), [b.id]: [blue], [c.id]: [] });

    expect((await k.m.admin.agent.patch(`${k.base}/issues/${a.id}/`, { label_ids: [green] })).statusCode).toBe(200);
    const bulk = await k.m.admin.agent.post(`${k.base}/bulk-operation-issues/`, {
      issue_ids: [b.id, c.id],
      properties: { label_ids: [red, green] },
    });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    expect(await mismatches()).toEqual([]);
    // An edit replaces the labels; a bulk edit adds to them.
    expect(await copies()).toEqual({
      [a.id]: [green],
      [b.id]: [red, blue, green].sort(),
      [c.id]: [red, green].sort(),
    });

    // Deleting a label removes its links by cascade: the copies lose it, and the board's groups with them.
    expect((await k.m.admin.agent.delete(`${k.base}/issue-labels/${green}/`)).statusCode).toBe(204);
    expect(await mismatches()).toEqual([]);
    expect(await copies()).toEqual({ [a.id]: [], [b.id]: [red, blue].sort(), [c.id]: [red] });
    const board = await k.list<GroupedPage>("group_by=labels__id");
    const names = k.groupNames(board);
    expect(Object.fromEntries(Object.entries(names).map(([key, list]) => [key, [...list].sort()]))).toEqual({
      [red]: ["b", "c"],
      [blue]: ["b"],
      None: ["a"],
    });

    // Deleting the project deletes issues and links together; nothing is left to disagree.
    expect((await k.m.admin.agent.delete(`/api/workspaces/${k.m.slug}/projects/${k.m.projectId}/`)).statusCode).toBe(204);
    expect(await copies()).toEqual({});
  });
});

describe("issues' label ids copy under concurrent writers", () => {
  // Two transactions linking labels to one issue at once: the second must see the first's link once it
  // has committed, or the copy would keep only its own.
  it("keeps both links when two transactions label one issue at once", async () => {
    const k = await listKit();
    const [red, blue] = [await k.label("red"), await k.label("blue")];
    const issue = await k.create({ name: "contended" });
    const [ws] = (
      (await k.app.db.execute(sql`select workspace_id from ${issues} where id = ${issue.id}`)) as unknown as {
        rows: { workspace_id: string }[];
      }
    ).rows;
    const database = (await getTestContext()).database;
    const pool = database.pool as NonNullable<typeof database.pool>;
    const [first, second] = [await pool.connect(), await pool.connect()];
    const link = (labelId: string) =>
      `insert into issue_labels (workspace_id, project_id, issue_id, label_id) values ('${ws.workspace_id}', '${k.m.projectId}', '${issue.id}', '${labelId}')`;
    try {
      await first.query("begin");
      await second.query("begin");
      await first.query(link(red));
      const secondInsert = second.query(link(blue)); // waits for the first to finish with the issue
      await waitFor("the second insert to wait for the first's lock", async () => {
        const { rows } = await pool.query("select wait_event_type from pg_stat_activity where pid = $1", [
          (second as unknown as { processID: number }).processID,
        ]);
        return rows[0]?.wait_event_type === "Lock";
      });
      await first.query("commit");
      await secondInsert;
      await second.query("commit");
    } finally {
      first.release();
      second.release();
    }
    const [row] = await k.app.db
      .select({ label_ids: issues.label_ids })
      .from(issues)
      .where(inArray(issues.id, [issue.id]));
    expect([...row.label_ids].sort()).toEqual([red, blue].sort());
  });
});
