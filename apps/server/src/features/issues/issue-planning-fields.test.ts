import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cycleIssues, issues } from "../../db/schema";
import { createProject } from "../../test/harness";
import { day, planningKit } from "../cycles/planning-test-kit";

const sorted = (ids: unknown) => [...(ids as string[])].sort();

describe("creating an issue in a cycle and modules", () => {
  it("joins the cycle and modules in the same call, with activity", async () => {
    const { base, as, cycle, module, activitiesOf, getIssue } = await planningKit();
    const c = await cycle({ start_date: day(-1), end_date: day(5) });
    const m1 = await module();
    const m2 = await module();
    const res = await as("member").post(`${base}/issues/`, { name: "Planned", cycle_id: c.id, module_ids: [m1.id, m2.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cycle_id).toBe(c.id);
    expect(sorted(res.json().module_ids)).toEqual(sorted([m1.id, m2.id]));
    const stored = await getIssue(res.json().id);
    expect(stored.cycle_id).toBe(c.id);
    expect((await activitiesOf(res.json().id, "cycle")).map((a) => a.new_identifier)).toEqual([c.id]);
    expect(await activitiesOf(res.json().id, "module")).toHaveLength(2);
    const cycleList = await as("guest").get(`${base}/cycles/${c.id}/cycle-issues/`);
    expect(cycleList.json().total_results).toBe(1);
  });

  it("treats quick add's None as no cycle and no module", async () => {
    const { base, as } = await planningKit();
    const res = await as("member").post(`${base}/issues/`, { name: "Quick", cycle_id: "None", module_ids: ["None"] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ cycle_id: null, module_ids: [] });
  });

  it("refuses a completed, unknown or foreign cycle or module and creates nothing", async () => {
    const { m, app, base, as, cycle, module } = await planningKit();
    const done = await cycle({ start_date: day(-20), end_date: day(-10) });
    const other = await createProject(m.admin.agent, m.slug);
    const foreign = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/cycles/`, { name: "Elsewhere" });
    const mod = await module();
    const before = await app.db.select({ n: count() }).from(issues).where(eq(issues.project_id, m.projectId));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ cycle_id: done.id }, /^cycle_id: a completed cycle takes no new issues/],
      [{ cycle_id: "00000000-0000-4000-8000-000000000000" }, /^cycle_id: cycle not found in this project/],
      [{ cycle_id: foreign.json().id }, /^cycle_id: cycle not found/],
      [{ cycle_id: "soon" }, /^cycle_id/],
      [{ module_ids: [mod.id, "00000000-0000-4000-8000-000000000000"] }, /^module_ids: module not found in this project/],
      [{ module_ids: "all" }, /^module_ids/],
    ];
    for (const [body, message] of cases) {
      const res = await as("member").post(`${base}/issues/`, { name: "Nope", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const after = await app.db.select({ n: count() }).from(issues).where(eq(issues.project_id, m.projectId));
    expect(after[0].n).toBe(before[0].n);
    expect((await as("guest").post(`${base}/issues/`, { name: "Guest", cycle_id: "None" })).statusCode).toBe(403);
  });

  it("leaves drafts out of planning: a draft ignores cycle and module fields", async () => {
    const { base, as, cycle } = await planningKit();
    const c = await cycle({ start_date: day(-1), end_date: day(5) });
    const res = await as("member").post(`${base}/issue-drafts/`, { name: "Draft", cycle_id: c.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().cycle_id).toBeNull();
  });
});

describe("bulk cycle and modules", () => {
  it("moves issues into a cycle (one cycle each), out with null, and adds modules keeping the old ones", async () => {
    const { app, base, as, cycle, module, issue, getIssue, activitiesOf } = await planningKit();
    const c1 = await cycle({ start_date: day(-1), end_date: day(3) });
    const c2 = await cycle({ start_date: day(10), end_date: day(20) });
    const m1 = await module();
    const m2 = await module();
    const a = await issue({ module_ids: [m1.id] });
    const b = await issue();
    const ids = [a.id, b.id];
    const bulk = (properties: Record<string, unknown>, who: "member" | "guest" = "member") =>
      as(who).post(`${base}/bulk-operation-issues/`, { issue_ids: ids, properties });

    const into = await bulk({ cycle_id: c1.id, priority: "high" });
    expect(into.statusCode, into.body).toBe(200);
    expect(into.json().map((i: { cycle_id: string }) => i.cycle_id)).toEqual([c1.id, c1.id]);
    expect(into.json().map((i: { priority: string }) => i.priority)).toEqual(["high", "high"]);
    expect((await bulk({ cycle_id: c2.id })).statusCode).toBe(200);
    const links = await app.db.select().from(cycleIssues).where(eq(cycleIssues.issue_id, a.id));
    expect(links.map((l) => l.cycle_id)).toEqual([c2.id]);
    expect((await activitiesOf(a.id, "cycle")).map((x) => [x.old_identifier, x.new_identifier])).toEqual([
      [null, c1.id],
      [c1.id, c2.id],
    ]);

    const modules = await bulk({ module_ids: [m2.id] });
    expect(modules.statusCode).toBe(200);
    expect(sorted((await getIssue(a.id)).module_ids)).toEqual(sorted([m1.id, m2.id]));
    expect((await getIssue(b.id)).module_ids).toEqual([m2.id]);

    const out = await bulk({ cycle_id: null });
    expect(out.statusCode).toBe(200);
    expect(out.json().map((i: { cycle_id: string | null }) => i.cycle_id)).toEqual([null, null]);
    expect((await getIssue(b.id)).cycle_id).toBeNull();
    expect((await bulk({ cycle_id: c1.id }, "guest")).statusCode).toBe(403);
  });

  it("is all or nothing: a completed or unknown cycle or module changes no issue", async () => {
    const { base, as, cycle, module, issue, getIssue } = await planningKit();
    const current = await cycle({ start_date: day(-1), end_date: day(3) });
    const done = await cycle({ start_date: day(-20), end_date: day(-10) });
    const mod = await module();
    const a = await issue({ priority: "low", cycle_id: current.id });
    const b = await issue({ priority: "low" });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ priority: "urgent", cycle_id: done.id }, /^cycle_id: a completed cycle takes no new issues/],
      [{ priority: "urgent", cycle_id: "00000000-0000-4000-8000-000000000000" }, /^cycle_id: cycle not found/],
      [{ priority: "urgent", module_ids: [mod.id, "00000000-0000-4000-8000-000000000000"] }, /^module_ids: module not found/],
      [{ cycle_id: "next" }, /cycle_id/],
      [{ module_ids: ["x"] }, /module_ids/],
    ];
    for (const [properties, message] of cases) {
      const res = await as("member").post(`${base}/bulk-operation-issues/`, { issue_ids: [a.id, b.id], properties });
      expect(res.statusCode, JSON.stringify(properties)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const [afterA, afterB] = [await getIssue(a.id), await getIssue(b.id)];
    expect(afterA).toMatchObject({ priority: "low", cycle_id: current.id, module_ids: [] });
    expect(afterB).toMatchObject({ priority: "low", cycle_id: null, module_ids: [] });
  });
});
