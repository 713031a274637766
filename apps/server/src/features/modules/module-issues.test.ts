import { describe, expect, it } from "vitest";
import { createProject } from "../../test/harness";
import { planningKit } from "../cycles/planning-test-kit";

describe("module issues", () => {
  it("an issue can be in many modules; adding leaves its other modules alone", async () => {
    const { base, as, module, issue, getIssue, activitiesOf, eventsOf } = await planningKit();
    const a = await module({ name: "A" });
    const b = await module({ name: "B" });
    const i = await issue();
    const res = await as("member").post(`${base}/modules/${a.id}/issues/`, { issues: [i.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].module_ids).toEqual([a.id]);
    await as("member").post(`${base}/modules/${b.id}/issues/`, { issues: [i.id] });
    expect([...(await getIssue(i.id)).module_ids].sort()).toEqual([a.id, b.id].sort());
    expect((await as("guest").get(`${base}/modules/${a.id}/`)).json().total_issues).toBe(1);
    const rows = await activitiesOf(i.id, "module");
    expect(rows.map((r) => [r.new_identifier, r.new_value, r.old_identifier])).toEqual([
      [a.id, "A", null],
      [b.id, "B", null],
    ]);
    expect((await eventsOf("issue", i.id)).at(-1)?.payload).toMatchObject({ changed: ["module_ids"] });
    expect((await eventsOf("module", b.id)).at(-1)?.payload).toMatchObject({ module: { total_issues: 1 }, changed: ["issues"] });
    await as("member").post(`${base}/modules/${a.id}/issues/`, { issues: [i.id] });
    expect(await activitiesOf(i.id, "module")).toHaveLength(2);
  });

  it("removes an issue from a module; again is 404; roles", async () => {
    const { base, as, module, issue, getIssue, activitiesOf, statuses } = await planningKit();
    const a = await module({ name: "A" });
    const i = await issue();
    await as("member").post(`${base}/modules/${a.id}/issues/`, { issues: [i.id] });
    const url = `${base}/modules/${a.id}/issues/${i.id}/`;
    expect((await as("guest").delete(url)).statusCode).toBe(403);
    expect((await as("outsider").delete(url)).statusCode).toBe(404);
    expect((await as("member").delete(url)).statusCode).toBe(204);
    expect((await getIssue(i.id)).module_ids).toEqual([]);
    expect((await activitiesOf(i.id, "module")).at(-1)).toMatchObject({ old_identifier: a.id, new_identifier: null });
    expect((await as("member").delete(url)).statusCode).toBe(404);
    expect(await statuses((who) => as(who).post(`${base}/modules/${a.id}/issues/`, { issues: [i.id] }))).toEqual([
      200, 200, 403, 404,
    ]);
  });

  it("refuses unknown or foreign issues and changes nothing", async () => {
    const { m, base, as, module, issue, getIssue } = await planningKit();
    const a = await module({ name: "A" });
    const i = await issue();
    const other = await createProject(m.admin.agent, m.slug);
    const foreign = (await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/issues/`, { name: "x" })).json();
    for (const body of [{ issues: [] }, { issues: [i.id, foreign.id] }, { issues: ["x"] }]) {
      const res = await as("member").post(`${base}/modules/${a.id}/issues/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain("issues");
    }
    expect((await getIssue(i.id)).module_ids).toEqual([]);
  });

  it("issues/{id}/modules/ adds and removes modules in one call", async () => {
    const { m, base, as, module, issue, getIssue, activitiesOf, statuses } = await planningKit();
    const a = await module({ name: "A" });
    const b = await module({ name: "B" });
    const c = await module({ name: "C" });
    const i = await issue();
    const url = `${base}/issues/${i.id}/modules/`;
    const first = await as("member").post(url, { modules: [a.id, b.id] });
    expect(first.statusCode, first.body).toBe(200);
    expect([...first.json().module_ids].sort()).toEqual([a.id, b.id].sort());
    const second = await as("member").post(url, { modules: [c.id], removed_modules: [a.id] });
    expect([...second.json().module_ids].sort()).toEqual([b.id, c.id].sort());
    expect((await activitiesOf(i.id, "module")).slice(-2)).toEqual([
      expect.objectContaining({ new_identifier: c.id, old_identifier: null }),
      expect.objectContaining({ old_identifier: a.id, new_identifier: null }),
    ]);
    const other = await createProject(m.admin.agent, m.slug);
    const foreign = (await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${other.id}/modules/`, { name: "F" })).json();
    const bad = await as("member").post(url, { modules: [foreign.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^modules: /);
    expect((await as("member").post(url, { removed_modules: [foreign.id] })).json().error).toMatch(/^removed_modules: /);
    expect((await as("member").post(url, { modules: [b.id], removed_modules: [b.id] })).statusCode).toBe(400);
    expect([...(await getIssue(i.id)).module_ids].sort()).toEqual([b.id, c.id].sort());
    expect(
      (await as("member").post(`${base}/issues/00000000-0000-4000-8000-000000000000/modules/`, { modules: [b.id] })).statusCode,
    ).toBe(404);
    expect(await statuses((who) => as(who).post(url, { modules: [b.id] }))).toEqual([200, 200, 403, 404]);
  });

  it("deleting a module takes its issues out of it with activity", async () => {
    const { base, as, module, issue, getIssue, activitiesOf, eventsOf } = await planningKit();
    const a = await module({ name: "Gone" });
    const i = await issue();
    await as("member").post(`${base}/modules/${a.id}/issues/`, { issues: [i.id] });
    expect((await as("member").delete(`${base}/modules/${a.id}/`)).statusCode).toBe(204);
    expect((await getIssue(i.id)).module_ids).toEqual([]);
    expect((await activitiesOf(i.id, "module")).at(-1)).toMatchObject({ old_identifier: a.id, old_value: "Gone" });
    expect((await eventsOf("module", a.id)).at(-1)?.action).toBe("deleted");
  });
});

describe("module links", () => {
  it("creates, lists, edits and deletes links; http and https only", async () => {
    const { base, as, module, statuses } = await planningKit();
    const mod = await module({ name: "Links" });
    const url = `${base}/modules/${mod.id}/module-links/`;
    const created = await as("member").post(url, { url: "https://example.com/spec", title: "Spec" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ url: "https://example.com/spec", title: "Spec", module: mod.id });
    for (const bad of ["ftp://example.com/file", "javascript:alert(1)"]) {
      const res = await as("member").post(url, { url: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("url: Invalid URL provided");
    }
    expect((await as("member").post(url, { url: "not a url" })).json().error).toContain("Invalid URL");
    expect((await as("member").post(url, { url: "https://example.com/spec" })).statusCode).toBe(409);
    expect((await as("guest").get(url)).json()).toHaveLength(1);
    expect((await as("guest").get(`${base}/modules/${mod.id}/`)).json().link_module).toEqual([
      expect.objectContaining({ id: created.json().id, url: "https://example.com/spec" }),
    ]);
    const linkUrl = `${url}${created.json().id}/`;
    expect((await as("guest").get(linkUrl)).json().title).toBe("Spec");
    const edited = await as("member").patch(linkUrl, { title: "Spec v2", url: "http://example.org" });
    expect(edited.json()).toMatchObject({ title: "Spec v2", url: "http://example.org" });
    expect((await as("member").patch(linkUrl, { url: "mailto:a@b.c" })).json().error).toBe("url: Invalid URL provided");
    expect((await as("admin").get(linkUrl)).json().url).toBe("http://example.org");
    expect(await statuses((who) => as(who).post(url, { url: `https://example.com/${who}` }))).toEqual([201, 201, 403, 404]);
    expect((await as("guest").delete(linkUrl)).statusCode).toBe(403);
    expect((await as("member").delete(linkUrl)).statusCode).toBe(204);
    expect((await as("member").get(linkUrl)).statusCode).toBe(404);
  });
});
