import type { State } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { states } from "../../db/schema";
import { addMember, createProject, getTestContext, roleMatrix, signUp } from "../../test/harness";

const statesUrl = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/states/`;

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const url = statesUrl(m.slug, m.projectId);
  const list = async (): Promise<State[]> => (await m.admin.agent.get(url)).json();
  const byName = async (name: string) => (await list()).find((s) => s.name === name) as State;
  return { app, m, url, list, byName };
}

describe("project states", () => {
  it("seeds the five default states with the spec's group colours, Backlog as the default", async () => {
    const { m, url } = await setup();
    const res = await m.guest.agent.get(url);
    expect(res.statusCode).toBe(200);
    const list: State[] = res.json();
    expect(list.map((s) => [s.name, s.group, s.color, s.default])).toEqual([
      ["Backlog", "backlog", "#d9d9d9", true],
      ["Todo", "unstarted", "#3f76ff", false],
      ["In Progress", "started", "#f59e0b", false],
      ["Done", "completed", "#16a34a", false],
      ["Canceled", "cancelled", "#dc2626", false],
    ]);
    expect(list[0]).toMatchObject({ project_id: m.projectId, description: "", sequence: 65535 });
    expect(list[0].workspace_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(list[0].created_at)).not.toBeNaN();
  });

  it("creates a state at the end of its group and lists by group order, then sequence", async () => {
    const { m, url, list } = await setup();
    const res = await m.member.agent.post(url, { name: "Triage", color: "#123abc", group: "backlog", description: "New stuff" });
    expect(res.statusCode).toBe(201);
    const triage: State = res.json();
    expect(triage).toMatchObject({
      name: "Triage",
      color: "#123abc",
      group: "backlog",
      default: false,
      description: "New stuff",
    });
    expect(triage.sequence).toBe(65535 * 2);
    expect(triage.created_by).toBe(m.member.user.id);

    const review = (await m.admin.agent.post(url, { name: "Review", color: "#aaaaaa", group: "started" })).json();
    expect(review.sequence).toBe(65535 * 3 + 65535);
    const wontDo = (
      await m.admin.agent.post(url, { name: "Won't do", color: "#bbbbbb", group: "cancelled", sequence: 1 })
    ).json();
    expect(wontDo.sequence).toBe(1);

    expect((await list()).map((s) => s.name)).toEqual([
      "Backlog",
      "Triage",
      "Todo",
      "In Progress",
      "Review",
      "Done",
      "Won't do",
      "Canceled",
    ]);
  });

  it("reorders by sequence and moves a state to another group at that group's end", async () => {
    const { m, url, list, byName } = await setup();
    const triage: State = (await m.admin.agent.post(url, { name: "Triage", color: "#123abc", group: "backlog" })).json();
    const backlog = await byName("Backlog");
    const moved = await m.member.agent.patch(`${url}${triage.id}/`, { sequence: backlog.sequence / 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sequence).toBe(65535 / 2);
    expect((await list()).slice(0, 2).map((s) => s.name)).toEqual(["Triage", "Backlog"]);

    const toStarted = (await m.member.agent.patch(`${url}${triage.id}/`, { group: "started" })).json();
    expect(toStarted).toMatchObject({ group: "started", sequence: 65535 * 3 + 65535 });
    expect((await list()).map((s) => s.name)).toEqual(["Backlog", "Todo", "In Progress", "Triage", "Done", "Canceled"]);

    const withSeq = (await m.member.agent.patch(`${url}${triage.id}/`, { group: "unstarted", sequence: 7 })).json();
    expect(withSeq).toMatchObject({ group: "unstarted", sequence: 7 });
  });

  it("gets, patches and replaces one state", async () => {
    const { m, url, byName } = await setup();
    const todo = await byName("Todo");
    const got = await m.guest.agent.get(`${url}${todo.id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(todo);

    const patched = await m.member.agent.patch(`${url}${todo.id}/`, { name: "To do", color: "#000000", description: "Ready" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: todo.id,
      name: "To do",
      color: "#000000",
      description: "Ready",
      group: "unstarted",
      sequence: todo.sequence,
    });
    expect(patched.json().updated_by).toBe(m.member.user.id);

    const put = await m.member.agent.put(`${url}${todo.id}/`, { name: "Planned", color: "#111111", group: "unstarted" });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: "Planned",
      color: "#111111",
      group: "unstarted",
      sequence: todo.sequence,
      description: "Ready",
    });

    const partialPut = await m.member.agent.put(`${url}${todo.id}/`, { name: "Only name" });
    expect(partialPut.statusCode).toBe(400);
    expect(partialPut.json().error).toMatch(/color/);
    expect((await byName("Planned")).color).toBe("#111111");
  });

  it("refuses duplicate names case-insensitively with 409", async () => {
    const { m, url, list, byName } = await setup();
    const dup = await m.admin.agent.post(url, { name: "  todo ", color: "#123456", group: "started" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe("name: a state with this name already exists in the project");
    expect(await list()).toHaveLength(5);

    const done = await byName("Done");
    const rename = await m.admin.agent.patch(`${url}${done.id}/`, { name: "BACKLOG" });
    expect(rename.statusCode).toBe(409);
    expect((await byName("Done")).name).toBe("Done");
    const sameName = await m.admin.agent.patch(`${url}${done.id}/`, { name: "done" });
    expect(sameName.statusCode).toBe(200);

    const other = await createProject(m.admin.agent, m.slug);
    const elsewhere = await m.admin.agent.post(statesUrl(m.slug, other.id), {
      name: "Todo 2",
      color: "#123456",
      group: "started",
    });
    expect(elsewhere.statusCode).toBe(201);
    const sameInOther = await m.admin.agent.post(statesUrl(m.slug, other.id), {
      name: "Triage",
      color: "#123456",
      group: "backlog",
    });
    const sameHere = await m.admin.agent.post(url, { name: "Triage", color: "#123456", group: "backlog" });
    expect([sameInOther.statusCode, sameHere.statusCode]).toEqual([201, 201]);
  });

  it("rejects bad input with a 400 naming the field and changes nothing", async () => {
    const { m, url, list, byName } = await setup();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "X", color: "red", group: "backlog" }, /^color: /],
      [{ name: "X", color: "#12345", group: "backlog" }, /^color: /],
      [
        { name: "X", color: "#123456", group: "doing" },
        /^group: group must be one of: backlog, unstarted, started, completed, cancelled/,
      ],
      [{ name: "   ", color: "#123456", group: "backlog" }, /^name: /],
      [{ color: "#123456", group: "backlog" }, /name/],
      [{ name: "X", color: "#123456", group: "backlog", sequence: "first" }, /^sequence: /],
    ];
    for (const [body, message] of cases) {
      const res = await m.admin.agent.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect(await list()).toHaveLength(5);

    const todo = await byName("Todo");
    for (const body of [{ color: "blue" }, { group: "later" }, { default: true }, { name: "" }]) {
      const res = await m.admin.agent.patch(`${url}${todo.id}/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await m.admin.agent.patch(`${url}${todo.id}/`, { color: "blue" });
    expect(bad.json().error).toMatch(/^color: /);
    expect(await byName("Todo")).toEqual(todo);
  });

  it("mark-default leaves exactly one default in the project", async () => {
    const { app, m, url, list, byName } = await setup();
    const todo = await byName("Todo");
    const res = await m.member.agent.post(`${url}${todo.id}/mark-default/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: todo.id, default: true });
    const defaults = (await list()).filter((s) => s.default);
    expect(defaults.map((s) => s.name)).toEqual(["Todo"]);

    const again = await m.member.agent.post(`${url}${todo.id}/mark-default/`);
    expect(again.statusCode).toBe(200);
    expect((await list()).filter((s) => s.default)).toHaveLength(1);

    const [started, done] = [await byName("In Progress"), await byName("Done")];
    const both = await Promise.all([
      m.admin.agent.post(`${url}${started.id}/mark-default/`),
      m.member.agent.post(`${url}${done.id}/mark-default/`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await app.db
      .select()
      .from(states)
      .where(and(eq(states.project_id, m.projectId), eq(states.default, true)));
    expect(rows).toHaveLength(1);

    const missing = await m.member.agent.post(`${url}00000000-0000-4000-8000-000000000000/mark-default/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("State not found");
  });

  it("deletes a state but never the default one or the last one", async () => {
    const { app, m, url, list, byName } = await setup();
    const backlog = await byName("Backlog");
    const refused = await m.admin.agent.delete(`${url}${backlog.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Default state cannot be deleted");

    const cancelled = await byName("Canceled");
    const removed = await m.member.agent.delete(`${url}${cancelled.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await list()).map((s) => s.name)).toEqual(["Backlog", "Todo", "In Progress", "Done"]);
    expect((await m.member.agent.get(`${url}${cancelled.id}/`)).statusCode).toBe(404);
    expect((await m.member.agent.delete(`${url}${cancelled.id}/`)).statusCode).toBe(404);

    for (const name of ["Todo", "In Progress", "Done"]) {
      expect((await m.admin.agent.delete(`${url}${(await byName(name)).id}/`)).statusCode).toBe(204);
    }
    // Only reachable if a project somehow lost its default; the last state must survive regardless.
    await app.db.update(states).set({ default: false }).where(eq(states.id, backlog.id));
    const last = await m.admin.agent.delete(`${url}${backlog.id}/`);
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe("The last state of a project cannot be deleted");
    expect(await list()).toHaveLength(1);
  });

  it("lets guests read, refuses their writes, and hides everything from outsiders", async () => {
    const { m, url, list, byName } = await setup();
    const todo = await byName("Todo");
    const body = { name: "Guest state", color: "#123456", group: "backlog" };
    const writes = (agent: typeof m.guest.agent) => [
      agent.post(url, body),
      agent.patch(`${url}${todo.id}/`, { name: "Hacked" }),
      agent.put(`${url}${todo.id}/`, body),
      agent.post(`${url}${todo.id}/mark-default/`),
      agent.delete(`${url}${todo.id}/`),
    ];
    expect((await Promise.all(writes(m.guest.agent))).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await Promise.all(writes(m.outsider.agent))).map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect((await m.outsider.agent.get(url)).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`${url}${todo.id}/`)).statusCode).toBe(404);
    expect(await byName("Todo")).toEqual(todo);
    expect(await list()).toHaveLength(5);
  });

  it("answers 403 on a public project and 404 on a private one to workspace members outside it", async () => {
    const { app, m } = await setup();
    const bystander = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: bystander.user.id, role: 15 });
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    expect((await bystander.agent.get(statesUrl(m.slug, m.projectId))).statusCode).toBe(403);
    expect((await bystander.agent.get(statesUrl(m.slug, priv.id))).statusCode).toBe(404);
    expect((await m.admin.agent.get(statesUrl(m.slug, priv.id))).statusCode).toBe(200);
    expect((await m.admin.agent.get(statesUrl(m.slug, "not-a-uuid"))).statusCode).toBe(404);
    expect((await m.admin.agent.get(`${statesUrl(m.slug, m.projectId)}not-a-uuid/`)).statusCode).toBe(404);
  });

  it("does not reach a state through another project's URL", async () => {
    const { m, url } = await setup();
    const other = await createProject(m.admin.agent, m.slug);
    const otherStates: State[] = (await m.admin.agent.get(statesUrl(m.slug, other.id))).json();
    const foreign = otherStates[1];
    expect((await m.admin.agent.get(`${url}${foreign.id}/`)).statusCode).toBe(404);
    expect((await m.admin.agent.patch(`${url}${foreign.id}/`, { name: "Moved" })).statusCode).toBe(404);
    expect((await m.admin.agent.delete(`${url}${foreign.id}/`)).statusCode).toBe(404);
  });
});

describe("workspace states", () => {
  it("lists the states of the projects the caller belongs to", async () => {
    const { app, m } = await setup();
    const second = await createProject(m.admin.agent, m.slug);
    const wsUrl = `/api/workspaces/${m.slug}/states/`;

    const adminStates: State[] = (await m.admin.agent.get(wsUrl)).json();
    expect(new Set(adminStates.map((s) => s.project_id))).toEqual(new Set([m.projectId, second.id]));
    expect(adminStates).toHaveLength(10);
    const firstProject = adminStates.filter((s) => s.project_id === m.projectId).map((s) => s.name);
    expect(firstProject).toEqual(["Backlog", "Todo", "In Progress", "Done", "Canceled"]);

    const guestStates: State[] = (await m.guest.agent.get(wsUrl)).json();
    expect(new Set(guestStates.map((s) => s.project_id))).toEqual(new Set([m.projectId]));

    const bystander = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: bystander.user.id, role: 15 });
    const none = await bystander.agent.get(wsUrl);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);

    expect((await m.outsider.agent.get(wsUrl)).statusCode).toBe(404);
  });
});
