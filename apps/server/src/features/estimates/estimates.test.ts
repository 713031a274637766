import { ESTIMATE_SYSTEMS } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { planningKit } from "../cycles/planning-test-kit";

const body = (type: string, values: string[], name = "Estimate") => ({
  estimate: { name, type },
  estimate_points: values.map((value, i) => ({ key: i + 1, value })),
});

describe("estimates", () => {
  it("creates an estimate from a spec system; it becomes the active one", async () => {
    const { m, base, as } = await planningKit();
    const res = await as("admin").post(
      `${base}/estimates/`,
      body("points", ESTIMATE_SYSTEMS.points.templates.fibonacci.values, "Fibonacci"),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Fibonacci",
      type: "points",
      last_used: true,
      project: m.projectId,
      description: "",
    });
    expect(res.json().points.map((p: { key: number; value: string }) => [p.key, p.value])).toEqual([
      [1, "1"],
      [2, "2"],
      [3, "3"],
      [4, "5"],
      [5, "8"],
      [6, "13"],
    ]);
    expect(res.json().points[0]).toMatchObject({ estimate: res.json().id, project: m.projectId, description: "" });
    const listed = await as("guest").get(`${base}/estimates/`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    expect((await as("guest").get(`${base}/estimates/${res.json().id}/`)).json().points).toHaveLength(6);
  });

  it("enforces 2 to 6 points: 1 or 7 are refused and nothing is created", async () => {
    const { base, as } = await planningKit();
    for (const values of [["1"], ["1", "2", "3", "4", "5", "6", "7"], []]) {
      const res = await as("admin").post(`${base}/estimates/`, body("points", values));
      expect(res.statusCode, values.join()).toBe(400);
      expect(res.json().error).toBe("estimate_points: Estimate points must be between 2 and 6");
    }
    expect((await as("admin").post(`${base}/estimates/`, body("categories", ["Easy", "Medium"]))).statusCode).toBe(201);
    expect((await as("admin").get(`${base}/estimates/`)).json()).toHaveLength(1);
  });

  it("refuses time estimates (paid plan), non-numeric points and duplicates, naming the field", async () => {
    const { base, as } = await planningKit();
    const cases: [unknown, RegExp][] = [
      [body("time", ["1", "2", "3"]), /^estimate\.type: Time estimates are available on paid plans only/],
      [body("points", ["1", "two"]), /^estimate_points\.1\.value: must be a number/],
      [body("categories", ["S", "s"]), /^estimate_points: values must be unique/],
      [
        {
          estimate: { name: "X", type: "points" },
          estimate_points: [
            { key: 1, value: "1" },
            { key: 1, value: "2" },
          ],
        },
        /^estimate_points: keys/,
      ],
      [body("weird", ["1", "2"]), /type/],
      [{ estimate: { name: "", type: "points" }, estimate_points: [] }, /name/],
      [{ estimate_points: [] }, /estimate/],
    ];
    for (const [payload, pattern] of cases) {
      const res = await as("admin").post(`${base}/estimates/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(pattern);
    }
    expect((await as("admin").get(`${base}/estimates/`)).json()).toEqual([]);
  });

  it("is Admin-only to change; any project member reads; outsiders get 404", async () => {
    const { base, as, statuses, estimate } = await planningKit();
    const e = await estimate("points", ["1", "2", "3"]);
    const p = e.points[0].id;
    expect(await statuses((who) => as(who).get(`${base}/estimates/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).get(`${base}/estimates/${e.id}/`))).toEqual([200, 200, 200, 404]);
    expect(await statuses((who) => as(who).post(`${base}/estimates/`, body("points", ["1", "2"], who)))).toEqual([
      201, 403, 403, 404,
    ]);
    expect(await statuses((who) => as(who).patch(`${base}/estimates/${e.id}/`, { name: who }))).toEqual([200, 403, 403, 404]);
    expect(await statuses((who) => as(who).patch(`${base}/estimates/${e.id}/estimate-points/${p}/`, { value: "4" }))).toEqual([
      200, 403, 403, 404,
    ]);
    expect((await as("member").post(`${base}/estimates/${e.id}/estimate-points/`, { value: "9" })).statusCode).toBe(403);
    expect((await as("member").delete(`${base}/estimates/${e.id}/`)).statusCode).toBe(403);
    expect((await as("admin").get(`${base}/estimates/00000000-0000-4000-8000-000000000000/`)).statusCode).toBe(404);
  });

  it("switching: PATCH last_used makes it active and archives the others; list is active first, then newest", async () => {
    const { base, as, estimate, eventsOf } = await planningKit();
    const a = await estimate("points", ["1", "2"], "A");
    await estimate("points", ["1", "2"], "B");
    const c = await estimate("categories", ["S", "M"], "C");
    const names = async () =>
      (await as("member").get(`${base}/estimates/`))
        .json()
        .map((e: { name: string; last_used: boolean }) => [e.name, e.last_used]);
    expect(await names()).toEqual([
      ["C", true],
      ["B", false],
      ["A", false],
    ]);
    const res = await as("admin").patch(`${base}/estimates/${a.id}/`, { last_used: true, description: "Back to A" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ last_used: true, description: "Back to A" });
    expect(await names()).toEqual([
      ["A", true],
      ["C", false],
      ["B", false],
    ]);
    expect((await eventsOf("estimate", a.id)).at(-1)?.payload).toMatchObject({ archived_estimate_ids: [c.id] });
    const bad = await as("admin").patch(`${base}/estimates/${a.id}/`, { type: "time" });
    expect(bad.statusCode).toBe(400);
  });

  it("adds, edits and deletes points within the limits", async () => {
    const { base, as, estimate, eventsOf } = await planningKit();
    const e = await estimate("points", ["1", "2"]);
    const url = `${base}/estimates/${e.id}/estimate-points/`;
    const added = await as("admin").post(url, { value: "3" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ key: 3, value: "3", estimate: e.id });
    expect((await as("admin").post(url, { value: "x" })).json().error).toMatch(/^value: must be a number/);
    expect((await as("admin").post(url, { value: "2" })).json().error).toMatch(/unique/);
    for (const v of ["5", "8", "13"]) expect((await as("admin").post(url, { value: v })).statusCode).toBe(201);
    const seventh = await as("admin").post(url, { value: "21" });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().error).toContain("Estimate points must be between 2 and 6");

    const edited = await as("admin").patch(`${url}${added.json().id}/`, { value: "4", description: "four" });
    expect(edited.json()).toMatchObject({ value: "4", description: "four", key: 3 });
    const short = await as("admin").patch(`${base}/estimate-points/${added.json().id}/`, { key: 9 });
    expect(short.json()).toMatchObject({ key: 9, value: "4" });
    expect((await as("admin").patch(`${url}${added.json().id}/`, { key: 1 })).json().error).toMatch(/^estimate_points: keys/);
    expect((await as("admin").patch(`${url}00000000-0000-4000-8000-000000000000/`, { value: "1" })).statusCode).toBe(404);

    const points = (await as("admin").get(`${base}/estimates/${e.id}/`)).json().points as { id: string }[];
    for (const p of points.slice(0, 4)) expect((await as("admin").delete(`${url}${p.id}/`)).statusCode).toBe(204);
    const last = await as("admin").delete(`${url}${points[4].id}/`);
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toContain("Estimate points must be between 2 and 6");
    expect((await as("admin").get(`${base}/estimates/${e.id}/`)).json().points).toHaveLength(2);
    expect((await eventsOf("estimate", e.id)).at(-1)?.payload).toMatchObject({ changed: ["points"] });
  });

  it("deleting a point or an estimate clears it from issues, with activity and an event", async () => {
    const { base, as, estimate, issue, getIssue, activitiesOf, eventsOf } = await planningKit();
    const e = await estimate("points", ["1", "2", "3"]);
    const a = await issue({ estimate_point: e.points[2].id });
    expect(a.estimate_point).toBe(e.points[2].id);
    expect((await as("admin").delete(`${base}/estimates/${e.id}/estimate-points/${e.points[2].id}/`)).statusCode).toBe(204);
    expect((await getIssue(a.id)).estimate_point).toBeNull();
    expect((await activitiesOf(a.id, "estimate_point")).at(-1)).toMatchObject({
      old_identifier: e.points[2].id,
      new_identifier: null,
    });
    expect((await eventsOf("issue", a.id)).at(-1)?.payload).toMatchObject({
      changed: ["estimate_point"],
      issue: { estimate_point: null },
    });
    const b = await issue({ estimate_point: e.points[0].id });
    expect((await as("admin").delete(`${base}/estimates/${e.id}/`)).statusCode).toBe(204);
    expect((await getIssue(b.id)).estimate_point).toBeNull();
    expect((await as("admin").get(`${base}/estimates/`)).json()).toEqual([]);
    expect((await eventsOf("estimate", e.id)).at(-1)?.action).toBe("deleted");
  });
});

describe("issue estimate validation", () => {
  it("an issue's estimate_point must be a point of the project's active estimate", async () => {
    const { base, as, estimate, issue, getIssue } = await planningKit();
    const old = await estimate("points", ["1", "2"], "Old");
    const active = await estimate("categories", ["S", "M", "L"], "Active");
    const a = await issue();
    const ok = await as("member").patch(`${base}/issues/${a.id}/`, { estimate_point: active.points[1].id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().estimate_point).toBe(active.points[1].id);
    for (const point of [old.points[0].id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await as("member").patch(`${base}/issues/${a.id}/`, { estimate_point: point });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^estimate_point: /);
    }
    expect((await getIssue(a.id)).estimate_point).toBe(active.points[1].id);
    const created = await as("member").post(`${base}/issues/`, { name: "x", estimate_point: old.points[1].id });
    expect(created.statusCode).toBe(400);
    expect((await as("member").patch(`${base}/issues/${a.id}/`, { estimate_point: null })).json().estimate_point).toBeNull();
    // Switching back to Old keeps issues' values; only the active estimate's points count in totals.
    await as("admin").patch(`${base}/estimates/${old.id}/`, { last_used: true });
    expect((await as("member").patch(`${base}/issues/${a.id}/`, { estimate_point: old.points[0].id })).statusCode).toBe(200);
  });

  it("the workspace estimates list holds the estimates of the caller's projects", async () => {
    const { m, as, estimate } = await planningKit();
    const e = await estimate("points", ["1", "2"]);
    const res = await as("guest").get(`/api/workspaces/${m.slug}/estimates/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string }) => x.id)).toEqual([e.id]);
    expect((await as("outsider").get(`/api/workspaces/${m.slug}/estimates/`)).statusCode).toBe(404);
  });
});
