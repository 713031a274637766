import { LABEL_COLORS, type Label } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { labels } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { addMember, createProject, getTestContext, roleMatrix, signUp } from "../../test/harness";
import { insertLabel, rebalanceLabels } from "./labels.repo";

const labelsUrl = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/issue-labels/`;

async function setup() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const url = labelsUrl(m.slug, m.projectId);
  const list = async (): Promise<Label[]> => (await m.admin.agent.get(url)).json();
  const create = async (body: Record<string, unknown>): Promise<Label> => {
    const res = await m.member.agent.post(url, body);
    if (res.statusCode !== 201) throw new Error(`create label failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const get = async (id: string): Promise<Label> => (await m.admin.agent.get(`${url}${id}/`)).json();
  return { app, m, url, list, create, get };
}

describe("project labels", () => {
  it("gives the first label 65535, later ones max + 10000, and a palette colour when none is sent", async () => {
    const { m, url, create, list } = await setup();
    expect(await list()).toEqual([]);
    const res = await m.member.agent.post(url, { name: "Bug" });
    expect(res.statusCode).toBe(201);
    const bug: Label = res.json();
    expect(bug).toMatchObject({ name: "Bug", parent: null, project_id: m.projectId, description: "", sort_order: 65535 });
    expect(LABEL_COLORS).toContain(bug.color);
    expect(bug.created_by).toBe(m.member.user.id);

    const feature = await create({ name: "Feature", color: "#00ff00", description: "New things" });
    expect(feature).toMatchObject({ color: "#00ff00", description: "New things", sort_order: 75535 });
    const chore = await create({ name: "Chore" });
    expect(chore.sort_order).toBe(85535);

    const listed = await m.guest.agent.get(url);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((l: Label) => l.name)).toEqual(["Bug", "Feature", "Chore"]);
    const one = await m.guest.agent.get(`${url}${bug.id}/`);
    expect(one.json()).toEqual(bug);
  });

  it("nests labels under a parent of the same project, numbering each sibling list on its own", async () => {
    const { create, list } = await setup();
    const area = await create({ name: "Area" });
    const ui = await create({ name: "UI", parent: area.id });
    const api = await create({ name: "API", parent: area.id });
    const top = await create({ name: "Top" });
    expect([area.sort_order, ui.sort_order, api.sort_order, top.sort_order]).toEqual([65535, 65535, 75535, 75535]);
    expect([ui.parent, api.parent, top.parent]).toEqual([area.id, area.id, null]);
    expect(await list()).toHaveLength(4);
  });

  it("refuses a parent outside the project, a missing parent and a bad id, creating nothing", async () => {
    const { m, url, list } = await setup();
    const other = await createProject(m.admin.agent, m.slug);
    const foreign: Label = (await m.admin.agent.post(labelsUrl(m.slug, other.id), { name: "Elsewhere" })).json();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ name: "A", parent: foreign.id }, "parent: must be a label of this project"],
      [{ name: "A", parent: "00000000-0000-4000-8000-000000000000" }, "parent: must be a label of this project"],
      [{ name: "A", parent: "nope" }, /^parent: /],
      [{ name: "A", color: "green" }, /^color: must be a hex color/],
      [{ name: "" }, /^name: /],
      [{ color: "#123456" }, /name/],
      [{ name: "A", sort_order: "last" }, /^sort_order: /],
    ];
    for (const [body, message] of cases) {
      const res = await m.member.agent.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect(await list()).toEqual([]);
  });

  it("refuses duplicate names case-insensitively with 409", async () => {
    const { m, url, create, list, get } = await setup();
    await create({ name: "Bug" });
    const dup = await m.member.agent.post(url, { name: " BUG " });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe("name: a label with this name already exists in the project");
    const feature = await create({ name: "Feature" });
    const rename = await m.member.agent.patch(`${url}${feature.id}/`, { name: "bug" });
    expect(rename.statusCode).toBe(409);
    expect((await get(feature.id)).name).toBe("Feature");
    expect(await list()).toHaveLength(2);
    expect((await m.member.agent.patch(`${url}${feature.id}/`, { name: "FEATURE" })).statusCode).toBe(200);
  });

  it("updates name, colour and description and rejects bad fields without changing anything", async () => {
    const { m, url, create, get } = await setup();
    const bug = await create({ name: "Bug", color: "#ff0000" });
    const res = await m.member.agent.patch(`${url}${bug.id}/`, { name: "Defect", color: "#aa0000", description: "Broken" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bug.id, name: "Defect", color: "#aa0000", description: "Broken", sort_order: 65535 });
    const before = await get(bug.id);
    for (const body of [{ color: "red" }, { name: "" }, { parent: 5 }, { project_id: "x" }]) {
      const bad = await m.member.agent.patch(`${url}${bug.id}/`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await m.member.agent.patch(`${url}${bug.id}/`, { color: "red" })).json().error).toMatch(/^color: /);
    expect(await get(bug.id)).toEqual(before);
  });

  it("moves a label under a new parent at the end of its children, or where sort_order says", async () => {
    const { m, url, create, get } = await setup();
    const area = await create({ name: "Area" });
    const ui = await create({ name: "UI", parent: area.id });
    const loose = await create({ name: "Loose" });
    const other = await create({ name: "Other" });

    const moved = await m.member.agent.patch(`${url}${loose.id}/`, { parent: area.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parent: area.id, sort_order: ui.sort_order + 10000 });

    const placed = (await m.member.agent.patch(`${url}${other.id}/`, { parent: area.id, sort_order: 100 })).json();
    expect(placed).toMatchObject({ parent: area.id, sort_order: 100 });

    const back = (await m.member.agent.patch(`${url}${other.id}/`, { parent: null })).json();
    expect(back).toMatchObject({ parent: null, sort_order: area.sort_order + 10000 });

    // Same parent and no target: the order stays as it is.
    const same = (await m.member.agent.patch(`${url}${ui.id}/`, { parent: area.id, name: "Interface" })).json();
    expect(same).toMatchObject({ name: "Interface", parent: area.id, sort_order: ui.sort_order });

    const reordered = (await m.member.agent.patch(`${url}${ui.id}/`, { sort_order: 70000.5 })).json();
    expect(reordered.sort_order).toBe(70000.5);
    expect((await get(ui.id)).sort_order).toBe(70000.5);
  });

  it("refuses to make a label its own ancestor", async () => {
    const { m, url, create, get } = await setup();
    const a = await create({ name: "A" });
    const b = await create({ name: "B", parent: a.id });
    const c = await create({ name: "C", parent: b.id });

    const self = await m.member.agent.patch(`${url}${a.id}/`, { parent: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe("parent: a label cannot be its own parent");
    for (const target of [b.id, c.id]) {
      const cycle = await m.member.agent.patch(`${url}${a.id}/`, { parent: target, name: "Renamed" });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().error).toBe("parent: a label cannot be nested under one of its own sub-labels");
    }
    expect(await get(a.id)).toEqual(a);
    const ok = await m.member.agent.patch(`${url}${c.id}/`, { parent: a.id });
    expect(ok.statusCode).toBe(200);
  });

  it("makes the children of a deleted label top-level, after the existing top-level labels", async () => {
    const { m, url, create, list } = await setup();
    const area = await create({ name: "Area" });
    const ui = await create({ name: "UI", parent: area.id });
    const api = await create({ name: "API", parent: area.id });
    const deep = await create({ name: "Deep", parent: ui.id });
    await create({ name: "Top" });

    const res = await m.member.agent.delete(`${url}${area.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await m.member.agent.get(`${url}${area.id}/`)).statusCode).toBe(404);
    expect((await m.member.agent.delete(`${url}${area.id}/`)).statusCode).toBe(404);

    const after = await list();
    const byId = new Map(after.map((l) => [l.id, l]));
    expect(byId.get(ui.id)).toMatchObject({ parent: null, sort_order: 85535 });
    expect(byId.get(api.id)).toMatchObject({ parent: null, sort_order: 95535 });
    expect(byId.get(deep.id)?.parent).toBe(ui.id);
    expect(after.filter((l) => l.parent === null).map((l) => l.name)).toEqual(["Top", "UI", "API"]);
  });

  it("rebalances a sibling list once a midpoint move leaves neighbours closer than 1e-6", async () => {
    const { m, url, create, list } = await setup();
    const first = await create({ name: "First" });
    const second = await create({ name: "Second" });
    const third = await create({ name: "Third" });
    const area = await create({ name: "Area" });
    const child = await create({ name: "Child", parent: area.id, sort_order: 3 });

    const low = first.sort_order;
    let high = second.sort_order;
    let lastOrder = 0;
    for (let i = 0; i < 60 && high - low >= 1e-6; i++) {
      const mid = (low + high) / 2;
      lastOrder = (await m.member.agent.patch(`${url}${third.id}/`, { sort_order: mid })).json().sort_order;
      if (lastOrder !== mid) break;
      high = mid;
    }
    expect(lastOrder).toBe(75535);
    const top = (await list()).filter((l) => l.parent === null);
    expect(top.map((l) => [l.name, l.sort_order])).toEqual([
      ["First", 65535],
      ["Third", 75535],
      ["Second", 85535],
      ["Area", 95535],
    ]);
    expect((await list()).find((l) => l.id === child.id)?.sort_order).toBe(3);
  });

  it("rebalanceLabels renumbers only the given sibling list, in order", async () => {
    const { app, m, create } = await setup();
    const parent = await create({ name: "Parent" });
    const project = { workspace_id: parent.workspace_id, project_id: m.projectId };
    await insertLabel(app.db, { ...project, name: "c", color: "#000000", parent_id: parent.id, sort_order: 1.0000002 });
    await insertLabel(app.db, { ...project, name: "a", color: "#000000", parent_id: parent.id, sort_order: 1 });
    await insertLabel(app.db, { ...project, name: "b", color: "#000000", parent_id: parent.id, sort_order: 1.0000001 });
    await rebalanceLabels(app.db, m.projectId, parent.id);
    const rows = await app.db.select().from(labels).where(eq(labels.project_id, m.projectId));
    const children = rows.filter((r) => r.parent_id === parent.id).sort((x, y) => x.sort_order - y.sort_order);
    expect(children.map((r) => [r.name, r.sort_order])).toEqual([
      ["a", 65535],
      ["b", 75535],
      ["c", 85535],
    ]);
    expect(rows.find((r) => r.id === parent.id)?.sort_order).toBe(65535);
  });

  it("lets guests read, refuses their writes, and hides everything from outsiders", async () => {
    const { m, url, create, list, get } = await setup();
    const bug = await create({ name: "Bug" });
    const writes = (agent: typeof m.guest.agent) => [
      agent.post(url, { name: "Guest label" }),
      agent.patch(`${url}${bug.id}/`, { name: "Hacked" }),
      agent.delete(`${url}${bug.id}/`),
    ];
    expect((await Promise.all(writes(m.guest.agent))).map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await Promise.all(writes(m.outsider.agent))).map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await m.outsider.agent.get(url)).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`${url}${bug.id}/`)).statusCode).toBe(404);
    expect((await m.guest.agent.get(`${url}${bug.id}/`)).statusCode).toBe(200);
    expect(await get(bug.id)).toEqual(bug);
    expect(await list()).toHaveLength(1);

    const adminEdit = await m.admin.agent.patch(`${url}${bug.id}/`, { color: "#010101" });
    expect(adminEdit.statusCode).toBe(200);
    expect((await m.admin.agent.delete(`${url}${bug.id}/`)).statusCode).toBe(204);
  });

  it("answers 403 on a public project and 404 on a private one to workspace members outside it", async () => {
    const { app, m } = await setup();
    const bystander = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: bystander.user.id, role: 15 });
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    expect((await bystander.agent.get(labelsUrl(m.slug, m.projectId))).statusCode).toBe(403);
    expect((await bystander.agent.post(labelsUrl(m.slug, m.projectId), { name: "X" })).statusCode).toBe(403);
    expect((await bystander.agent.get(labelsUrl(m.slug, priv.id))).statusCode).toBe(404);
    expect((await m.admin.agent.get(`${labelsUrl(m.slug, m.projectId)}not-a-uuid/`)).statusCode).toBe(404);
  });

  it("reports a lost race on the name index as a unique violation", async () => {
    const { app, m, create } = await setup();
    const bug = await create({ name: "Bug" });
    const err = await insertLabel(app.db, {
      workspace_id: bug.workspace_id,
      project_id: m.projectId,
      name: "bug",
      color: "#000000",
      sort_order: 1,
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(err, "labels_name_unique")).toBe(true);
    expect(isUniqueViolation(err, "states_name_unique")).toBe(false);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });
});

describe("workspace labels", () => {
  it("lists the labels of the projects the caller belongs to", async () => {
    const { app, m, create } = await setup();
    const second = await createProject(m.admin.agent, m.slug);
    await create({ name: "Here" });
    await m.admin.agent.post(labelsUrl(m.slug, second.id), { name: "There" });
    const wsUrl = `/api/workspaces/${m.slug}/labels/`;

    const adminLabels: Label[] = (await m.admin.agent.get(wsUrl)).json();
    expect(adminLabels.map((l) => l.name).sort()).toEqual(["Here", "There"]);
    const guestLabels: Label[] = (await m.guest.agent.get(wsUrl)).json();
    expect(guestLabels.map((l) => l.name)).toEqual(["Here"]);

    const bystander = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: bystander.user.id, role: 15 });
    expect((await bystander.agent.get(wsUrl)).json()).toEqual([]);
    expect((await m.outsider.agent.get(wsUrl)).statusCode).toBe(404);
  });
});
