import { describe, expect, it } from "vitest";
import { addMember, createProject, signUp } from "../../../test/harness";
import { type GroupedPage, type ListPage, listKit } from "./issue-list-test-kit";

describe("issue list scopes", () => {
  it("keeps archived and draft issues out of the project list; each has its own list", async () => {
    const k = await listKit();
    await k.create({ name: "live" });
    const done = await k.create({ name: "archived", state_id: k.stateOf("completed") });
    expect((await k.m.admin.agent.post(`${k.base}/issues/${done.id}/archive/`)).statusCode).toBe(200);
    expect((await k.m.member.agent.post(`${k.base}/issue-drafts/`, { name: "member draft" })).statusCode).toBe(201);
    expect((await k.m.admin.agent.post(`${k.base}/issue-drafts/`, { name: "admin draft" })).statusCode).toBe(201);
    expect(await k.names()).toEqual(["live"]);
    const grouped = await k.list<GroupedPage>("group_by=state__group");
    expect(k.groupNames(grouped)).toEqual({ backlog: ["live"] });
    expect(await k.names("", `${k.base}/archived-issues/`)).toEqual(["archived"]);
    const archivedGrouped = await k.list<GroupedPage>("group_by=state__group", `${k.base}/archived-issues/`);
    expect(k.groupNames(archivedGrouped)).toEqual({ completed: ["archived"] });
    expect(await k.names("", `${k.base}/issue-drafts/`)).toEqual(["member draft"]);
    const guestDrafts = (await k.m.guest.agent.get(`${k.base}/issue-drafts/`)).json() as ListPage;
    expect(guestDrafts.results).toEqual([]);
  });

  it("lists a cycle's and a module's issues, filtered and grouped like any list; unknown ones are 404", async () => {
    const k = await listKit();
    const [a, b] = [await k.create({ name: "a", priority: "urgent" }), await k.create({ name: "b", priority: "low" })];
    await k.create({ name: "c" });
    const cycle = await k.cycle();
    await k.addToCycle(cycle, a.id, b.id);
    const mod = await k.module();
    await k.addToModule(mod, b.id);
    const cycleUrl = `${k.base}/cycles/${cycle}/cycle-issues/`;
    const moduleUrl = `${k.base}/modules/${mod}/issues/`;
    expect((await k.names("order_by=created_at", cycleUrl)).sort()).toEqual(["a", "b"]);
    expect(await k.names("priority=urgent,high", cycleUrl)).toEqual(["a"]);
    expect(k.groupNames(await k.list<GroupedPage>("group_by=priority", cycleUrl))).toEqual({ urgent: ["a"], low: ["b"] });
    expect(await k.names("", moduleUrl)).toEqual(["b"]);
    const listed = (await k.list("", moduleUrl)).results[0];
    expect(listed).toMatchObject({ cycle_id: cycle, module_ids: [mod] });
    const detail = await k.get(`${k.base}/issues/${b.id}/`);
    expect(detail.json()).toMatchObject({ cycle_id: cycle, module_ids: [mod] });
    for (const who of ["admin", "member", "guest"] as const) {
      expect((await k.get(cycleUrl, who)).statusCode, who).toBe(200);
      expect((await k.get(moduleUrl, who)).statusCode, who).toBe(200);
    }
    expect((await k.get(cycleUrl, "outsider")).statusCode).toBe(404);
    expect((await k.get(moduleUrl, "outsider")).statusCode).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    const noCycle = await k.get(`${k.base}/cycles/${missing}/cycle-issues/`);
    expect(noCycle.statusCode).toBe(404);
    expect(noCycle.json().error).toBe("Cycle not found");
    expect((await k.get(`${k.base}/modules/not-a-uuid/issues/`)).json().error).toBe("Module not found");
    const other = await createProject(k.m.admin.agent, k.m.slug);
    expect(
      (await k.m.admin.agent.get(`/api/workspaces/${k.m.slug}/projects/${other.id}/cycles/${cycle}/cycle-issues/`)).statusCode,
    ).toBe(404);
  });

  it("lets every project member read the project lists and hides them from outsiders", async () => {
    const k = await listKit();
    await k.create({ name: "a" });
    for (const path of ["issues/", "archived-issues/", "issue-drafts/"]) {
      for (const who of ["admin", "member", "guest"] as const) {
        expect((await k.get(`${k.base}/${path}`, who)).statusCode, `${who} ${path}`).toBe(200);
      }
      expect((await k.get(`${k.base}/${path}`, "outsider")).statusCode, path).toBe(404);
    }
    expect((await k.list("", `${k.base}/issues/`)).results.map((i) => i.name)).toEqual(["a"]);
  });

  it("spans the workspace's projects the caller belongs to, leaving the others out", async () => {
    const k = await listKit();
    const { admin, member, guest, outsider, slug } = k.m;
    await k.create({ name: "in shared", priority: "urgent" });
    const second = await createProject(admin.agent, slug);
    await admin.agent.post(`/api/workspaces/${slug}/projects/${second.id}/issues/`, { name: "in admin-only" });
    const archived = await createProject(admin.agent, slug);
    await admin.agent.post(`/api/workspaces/${slug}/projects/${archived.id}/issues/`, { name: "in archived project" });
    expect((await admin.agent.post(`/api/workspaces/${slug}/projects/${archived.id}/archive/`)).statusCode).toBeLessThan(300);
    const url = `/api/workspaces/${slug}/issues/`;
    const names = async (who: "admin" | "member" | "guest", q = "") =>
      ((await k.m[who].agent.get(`${url}?order_by=created_at${q}`)).json() as ListPage).results.map((i) => i.name);
    expect(await names("admin")).toEqual(["in shared", "in admin-only"]);
    expect(await names("member")).toEqual(["in shared"]);
    expect(await names("guest")).toEqual(["in shared"]);
    expect(await names("admin", `&project=${second.id}`)).toEqual(["in admin-only"]);
    expect(await names("admin", "&priority=urgent")).toEqual(["in shared"]);
    const byProject = (await admin.agent.get(`${url}?group_by=project_id&show_empty_groups=true`)).json() as GroupedPage;
    expect(Object.keys(byProject.results).sort()).toEqual([k.m.projectId, second.id].sort());
    const byState = (await admin.agent.get(`${url}?group_by=state__group`)).json() as GroupedPage;
    expect(byState.results.backlog.total_results).toBe(2);
    const defaultOrder = ((await admin.agent.get(url)).json() as ListPage).results.map((i) => i.name);
    expect(defaultOrder).toEqual(["in admin-only", "in shared"]);
    expect((await outsider.agent.get(url)).statusCode).toBe(404);
    const lonely = await signUp(k.app);
    await addMember(k.app, { workspaceSlug: slug, userId: lonely.user.id, role: 15 });
    expect(((await lonely.agent.get(url)).json() as ListPage).results).toEqual([]);
    expect(member.user.id).not.toBe(guest.user.id);
  });
});
