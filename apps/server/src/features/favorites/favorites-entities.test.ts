import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cycles, issueViews, pages, userFavorites } from "../../db/schema";
import { favoritesWorld } from "./favorites-test-kit";

describe("starring through user-favorites", () => {
  it("stars every kind of entity with what the sidebar shows of it, idempotently", async () => {
    const { m, ws, url, star, list, cycle, module, view, page, base } = await favoritesWorld();
    const [c, mod, v, p] = [await cycle("Sprint 1"), await module("Billing"), await view("Bugs"), await page("Spec")];
    const wsView = (await m.admin.agent.post(`${ws}/views/`, { name: "Everything" })).json();
    const project = (await m.admin.agent.get(`${base}/`)).json();
    const brief = { id: m.projectId, name: project.name, identifier: project.identifier, logo_props: project.logo_props };

    const first = await m.member.agent.post(url, { entity_type: "project", entity_identifier: m.projectId, name: "ignored" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      entity_type: "project",
      entity_identifier: m.projectId,
      project_id: m.projectId,
      is_folder: false,
      name: null,
      entity_data: { name: project.name, identifier: project.identifier },
    });
    const again = await m.member.agent.post(url, { entity_type: "project", entity_identifier: m.projectId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const scoped = { project_id: m.projectId };
    expect(await star(m.member, { entity_type: "cycle", entity_identifier: c.id, ...scoped })).toMatchObject({
      entity_data: { name: "Sprint 1", project: brief },
    });
    await star(m.member, { entity_type: "module", entity_identifier: mod.id, ...scoped });
    await star(m.member, { entity_type: "view", entity_identifier: v.id, ...scoped });
    expect(await star(m.member, { entity_type: "page", entity_identifier: p.id, ...scoped })).toMatchObject({
      entity_data: { name: "Spec", project: brief },
    });
    expect(await star(m.member, { entity_type: "view", entity_identifier: wsView.id })).toMatchObject({
      project_id: null,
      entity_data: { name: "Everything", project: null },
    });
    const listed = await list(m.member);
    expect(listed.map((f) => [f.entity_type, f.entity_data.name])).toEqual([
      ["project", project.name],
      ["cycle", "Sprint 1"],
      ["module", "Billing"],
      ["view", "Bugs"],
      ["page", "Spec"],
      ["view", "Everything"],
    ]);

    // Each entity's own lists show the star.
    const flag = async (path: string) => (await m.member.agent.get(path)).json().is_favorite;
    expect(await flag(`${base}/`)).toBe(true);
    expect(await flag(`${base}/cycles/${c.id}/`)).toBe(true);
    expect(await flag(`${base}/modules/${mod.id}/`)).toBe(true);
    expect(await flag(`${base}/views/${v.id}/`)).toBe(true);
    expect(await flag(`${base}/pages/${p.id}/`)).toBe(true);
    expect(await flag(`${ws}/views/${wsView.id}/`)).toBe(true);
  });

  it("keeps in step with each entity's own favorite calls", async () => {
    const { m, list, cycle, module, base, url } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const mod = await module("Billing");
    expect((await m.member.agent.post(`${base}/user-favorite-cycles/`, { cycle: c.id })).statusCode).toBe(201);
    expect((await m.member.agent.post(`${base}/user-favorite-modules/`, { module: mod.id })).statusCode).toBe(201);
    const listed = await list(m.member);
    expect(listed.map((f) => f.entity_identifier)).toEqual([c.id, mod.id]);
    // Starring again through user-favorites answers the same favorite.
    const same = await m.member.agent.post(url, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId });
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(listed[0]?.id);

    expect((await m.member.agent.delete(`${base}/user-favorite-modules/${mod.id}/`)).statusCode).toBe(204);
    expect((await list(m.member)).map((f) => f.entity_identifier)).toEqual([c.id]);
    // Archiving the cycle takes it out of favorites.
    await m.admin.agent.patch(`${base}/cycles/${c.id}/`, { start_date: "2020-01-01", end_date: "2020-01-10" });
    expect((await m.admin.agent.post(`${base}/cycles/${c.id}/archive/`)).statusCode).toBe(200);
    expect(await list(m.member)).toEqual([]);
  });

  it("refuses what the caller may not star, and bad input, changing nothing", async () => {
    const { m, url, list, cycle, view } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const privateView = await view("Mine", m.admin, 1);
    const post = (who: typeof m.member, body: Record<string, unknown>) => who.agent.post(url, body);
    const scoped = { project_id: m.projectId };
    const cases: [typeof m.member, Record<string, unknown>, number][] = [
      [m.member, { entity_type: "issue", entity_identifier: c.id, ...scoped }, 400],
      [m.member, { entity_type: "cycle", ...scoped }, 400],
      [m.member, { entity_type: "cycle", entity_identifier: c.id }, 400],
      [m.member, { entity_type: "cycle", entity_identifier: "nope", ...scoped }, 400],
      [m.member, { entity_type: "cycle", entity_identifier: c.id, ...scoped, is_folder: true }, 400],
      [m.member, { entity_type: "cycle", entity_identifier: c.id, ...scoped, color: "red" }, 400],
      [m.member, { entity_type: "project", entity_identifier: m.projectId, project_id: c.id }, 400],
      [m.member, { entity_type: "cycle", entity_identifier: m.projectId, ...scoped }, 404],
      [m.member, { entity_type: "view", entity_identifier: privateView.id, ...scoped }, 404],
      // Guests read cycles but do not star them (favorites need at least Member), nor workspace views.
      [m.guest, { entity_type: "cycle", entity_identifier: c.id, ...scoped }, 403],
      [m.outsider, { entity_type: "cycle", entity_identifier: c.id, ...scoped }, 404],
    ];
    for (const [who, body, status] of cases) {
      const res = await post(who, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
    }
    expect(await list(m.member)).toEqual([]);
    expect(await list(m.guest)).toEqual([]);
    // Guests star the projects they are in.
    expect((await post(m.guest, { entity_type: "project", entity_identifier: m.projectId })).statusCode).toBe(201);
  });
});

describe("favorites of what the owner can no longer read", () => {
  it("are left out: a project they left, archived or deleted entities, another owner's private view or page", async () => {
    const { app, m, star, list, cycle, view, page, base, url } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const v = await view("Team view");
    const p = await page("Team page");
    const gone = await cycle("Gone");
    const scoped = { project_id: m.projectId };
    for (const [type, id] of [
      ["cycle", c.id],
      ["view", v.id],
      ["page", p.id],
      ["cycle", gone.id],
    ] as const) {
      await star(m.member, { entity_type: type, entity_identifier: id, ...scoped });
    }
    await star(m.member, { entity_type: "project", entity_identifier: m.projectId });
    expect(await list(m.member)).toHaveLength(5);

    // Rows written behind the services' backs (as an older version could leave them) are still filtered on read.
    await app.db.update(cycles).set({ archived_at: new Date() }).where(eq(cycles.id, c.id));
    await app.db.update(issueViews).set({ access: 1 }).where(eq(issueViews.id, v.id));
    await app.db.update(pages).set({ access: 1 }).where(eq(pages.id, p.id));
    await app.db.delete(cycles).where(eq(cycles.id, gone.id));
    expect((await list(m.member)).map((f) => f.entity_type)).toEqual(["project"]);
    expect(await app.db.select().from(userFavorites).where(eq(userFavorites.user_id, m.member.user.id))).toHaveLength(5);
    // Nor can they be moved; removing one still works.
    const hidden = await app.db.select().from(userFavorites).where(eq(userFavorites.entity_identifier, c.id));
    const hiddenId = hidden[0]?.id as string;
    expect((await m.member.agent.patch(`${url}${hiddenId}/`, { sequence: 1 })).statusCode).toBe(404);
    expect((await m.member.agent.delete(`${url}${hiddenId}/`)).statusCode).toBe(204);

    // Leaving the project takes its favorites away for good.
    expect((await m.member.agent.post(`${base}/members/leave/`)).statusCode).toBe(204);
    expect(await list(m.member, "?all=true")).toEqual([]);
    expect(await app.db.select().from(userFavorites).where(eq(userFavorites.user_id, m.member.user.id))).toEqual([]);
  });
});
