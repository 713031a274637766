import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openLive } from "../../../test/harness";
import { issueKit } from "../issue-test-kit";

describe("bulk operations", () => {
  it("does not wait for a transaction that only refers to the issues, as a fan-out writing notifications does", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b" });
    const undo = new Error("undo");
    // A row that refers to an issue (a notification, a comment) takes a key-share lock on it for its foreign
    // key. The bulk's own row locks must not wait for it: the fan-out of an earlier change, writing its
    // notifications while the next change locks the same issues in another order, would deadlock.
    await k.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 from issues where id in (${b.id}, ${a.id}) for key share`);
        const res = await k.m.member.agent.post(`${k.base}/bulk-operation-issues/`, {
          issue_ids: [a.id, b.id],
          properties: { priority: "high" },
        });
        expect(res.statusCode, res.body).toBe(200);
        throw undo;
      })
      .catch((err) => {
        if (err !== undo) throw err;
      });
    expect((await k.get(a.id)).priority).toBe("high");
  });

  it("changes state, priority, dates and adds assignees and labels on every issue, with activity and events", async () => {
    const k = await issueKit();
    const [l1, l2] = [await k.label(), await k.label()];
    const a = await k.create({ name: "a", label_ids: [l1], assignee_ids: [k.m.admin.user.id] });
    const b = await k.create({ name: "b" });
    const url = `${k.base}/bulk-operation-issues/`;
    const properties = {
      state_id: k.stateOf("started"),
      priority: "high",
      assignee_ids: [k.m.member.user.id],
      label_ids: [l2],
      start_date: "2025-04-01",
      target_date: "2025-04-30",
    };
    expect((await k.m.guest.agent.post(url, { issue_ids: [a.id], properties })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url, { issue_ids: [a.id], properties })).statusCode).toBe(404);
    const live = await openLive(k.m.guest.agent, k.m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const res = await k.m.member.agent.post(url, { issue_ids: [a.id, b.id], properties });
    expect(res.statusCode).toBe(200);
    const after = await k.get(a.id);
    expect(after).toMatchObject({
      state_id: properties.state_id,
      priority: "high",
      start_date: "2025-04-01",
      target_date: "2025-04-30",
    });
    expect(after.label_ids.sort()).toEqual([l1, l2].sort());
    expect(after.assignee_ids.sort()).toEqual([k.m.admin.user.id, k.m.member.user.id].sort());
    expect((await k.get(b.id)).label_ids).toEqual([l2]);
    const fields = (await k.activities(b.id))
      .filter((r) => r.verb === "updated")
      .map((r) => r.field)
      .sort();
    expect(fields).toEqual(["assignees", "labels", "priority", "start_date", "state", "target_date"]);
    await live.waitFor((msg) => msg.event?.action === "updated" && (msg.event.payload.issue as { id: string }).id === b.id);
    expect(live.messages.filter((msg) => msg.event?.action === "updated")).toHaveLength(2);
    live.ws.terminate();
  });

  it("sets or clears an estimate point of the project's active estimate on every issue", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b" });
    const url = `${k.base}/bulk-operation-issues/`;
    const created = await k.m.admin.agent.post(`${k.base}/estimates/`, {
      estimate: { name: "Points", type: "points" },
      estimate_points: ["1", "2", "3"].map((value, i) => ({ key: i + 1, value })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const three = (created.json().points as { id: string; value: string }[]).find((p) => p.value === "3")?.id;
    const set = await k.m.member.agent.post(url, { issue_ids: [a.id, b.id], properties: { estimate_point: three } });
    expect(set.statusCode, set.body).toBe(200);
    expect([(await k.get(a.id)).estimate_point, (await k.get(b.id)).estimate_point]).toEqual([three, three]);
    expect((await k.activities(a.id)).map((r) => r.field)).toContain("estimate_point");

    const cleared = await k.m.member.agent.post(url, { issue_ids: [a.id, b.id], properties: { estimate_point: null } });
    expect(cleared.statusCode).toBe(200);
    // A point that is not one of this project's estimates changes nothing.
    const stranger = "00000000-0000-4000-8000-000000000000";
    const bad = await k.m.member.agent.post(url, { issue_ids: [a.id, b.id], properties: { estimate_point: stranger } });
    expect(bad.statusCode).toBe(400);
    expect([(await k.get(a.id)).estimate_point, (await k.get(b.id)).estimate_point]).toEqual([null, null]);
  });

  it("refuses the whole batch on one bad issue or value", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b", target_date: "2025-01-01" });
    const url = `${k.base}/bulk-operation-issues/`;
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { issue_ids: [a.id, b.id], properties: { priority: "high", start_date: "2025-02-01" } },
        /^target_date: must be on or after start_date \(.+-\d+\)$/,
      ],
      [{ issue_ids: [a.id, "00000000-0000-4000-8000-000000000000"], properties: { priority: "high" } }, /^issue_ids: /],
      [{ issue_ids: [], properties: { priority: "high" } }, /^issue_ids: /],
      [{ issue_ids: [a.id], properties: { priority: "p0" } }, /^properties\.priority: /],
      [{ issue_ids: [a.id], properties: { name: "nope" } }, /^properties/],
      [{ issue_ids: [a.id], properties: { label_ids: ["00000000-0000-4000-8000-000000000000"] } }, /^label_ids: /],
    ];
    for (const [body, message] of cases) {
      const res = await k.m.member.agent.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect((await k.get(a.id)).priority).toBe("none");
    expect((await k.activities(a.id)).map((r) => r.verb)).toEqual(["created"]);
  });

  it("bulk-deletes only when the caller may delete every issue", async () => {
    const k = await issueKit();
    const mine = await k.create({ name: "mine" }, "member");
    const admins = await k.create({ name: "admin's" }, "admin");
    const url = `${k.base}/bulk-delete-issues/`;
    expect((await k.m.guest.agent.delete(url, { issue_ids: [mine.id] })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.delete(url, { issue_ids: [mine.id] })).statusCode).toBe(404);
    const refused = await k.m.member.agent.delete(url, { issue_ids: [mine.id, admins.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/-2$/);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().total_results).toBe(2);
    expect((await k.m.member.agent.delete(url, { issue_ids: [mine.id] })).statusCode).toBe(204);
    expect((await k.m.admin.agent.delete(url, { issue_ids: [admins.id] })).statusCode).toBe(204);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().total_results).toBe(0);
    expect((await k.m.admin.agent.get(`${k.base}/deleted-issues/`)).json()).toHaveLength(2);
  });

  it("bulk-archives completed and cancelled issues, refusing the batch and naming the others", async () => {
    const k = await issueKit();
    const done = await k.create({ name: "done", state_id: k.stateOf("completed") });
    const gone = await k.create({ name: "gone", state_id: k.stateOf("cancelled") });
    const open = await k.create({ name: "open" });
    const url = `${k.base}/bulk-archive-issues/`;
    expect((await k.m.guest.agent.post(url, { issue_ids: [done.id] })).statusCode).toBe(403);
    const refused = await k.m.member.agent.post(url, { issue_ids: [done.id, open.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(
      new RegExp(`^issue_ids: only issues in a completed or canceled state can be archived: .*-${open.sequence_id}$`),
    );
    expect((await k.get(done.id)).archived_at).toBeNull();
    const ok = await k.m.member.agent.post(url, { issue_ids: [done.id, gone.id] });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().archived_at).toBe("string");
    expect((await k.m.member.agent.get(`${k.base}/archived-issues/`)).json().total_results).toBe(2);
  });
});
