import { FAVORITE_FIRST_SEQUENCE, FAVORITE_SEQUENCE_STEP } from "@hangar/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFavorites } from "../../db/schema";
import { type LiveMessage, openLive } from "../../test/harness";
import { favoritesWorld } from "./favorites-test-kit";

describe("favorite folders", () => {
  it("makes folders last in the list, one name per user, and renames them", async () => {
    const { m, star, folder, list, patch, cycle, url } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const starred = await star(m.member, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId });
    const f = await folder(m.member, "  Planning  ");
    expect(f).toMatchObject({
      entity_type: "folder",
      is_folder: true,
      name: "Planning",
      entity_identifier: null,
      project_id: null,
      parent: null,
      entity_data: { name: "Planning" },
    });
    expect(starred.sequence).toBe(FAVORITE_FIRST_SEQUENCE);
    expect(f.sequence).toBe(FAVORITE_FIRST_SEQUENCE + FAVORITE_SEQUENCE_STEP);
    expect((await list(m.member)).map((x) => x.entity_data.name)).toEqual(["Sprint 1", "Planning"]);

    const taken = await m.member.agent.post(url, { entity_type: "folder", is_folder: true, name: "PLANNING" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatch(/^name: /);
    // Another user's folders are theirs: the same name is free for them.
    expect((await folder(m.admin, "Planning")).name).toBe("Planning");

    const renamed = await patch(m.member, f.id, { name: "Next up" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: f.id, name: "Next up", entity_data: { name: "Next up" } });
    await folder(m.member, "Later");
    expect((await patch(m.member, f.id, { name: "later" })).statusCode).toBe(409);
    // Only a folder has a name of its own.
    const named = await patch(m.member, starred.id, { name: "Mine" });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatch(/^name: /);
  });

  it("refuses folders without a name, with an entity, or inside another folder", async () => {
    const { m, folder, url } = await favoritesWorld();
    const outer = await folder(m.member, "Outer");
    const post = (body: Record<string, unknown>) => m.member.agent.post(url, body);
    for (const body of [
      { entity_type: "folder", is_folder: true },
      { entity_type: "folder", is_folder: true, name: "   " },
      { entity_type: "folder", is_folder: false, name: "X" },
      { entity_type: "folder", is_folder: true, name: "X", entity_identifier: m.projectId },
      { entity_type: "folder", is_folder: true, name: "Inner", parent: outer.id },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const inner = await folder(m.member, "Inner");
    const nested = await m.member.agent.patch(`${url}${inner.id}/`, { parent: outer.id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toBe("parent: a folder cannot go inside another folder");
  });
});

describe("moving and reordering favorites", () => {
  it("moves a favorite into a folder and out again; group and all=true list what is inside", async () => {
    const { m, star, folder, list, outline, patch, cycle, module, one } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const mod = await module("Billing");
    const fc = await star(m.member, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId });
    const f = await folder(m.member, "Work");
    // Straight into the folder as it is starred.
    const fm = await star(m.member, { entity_type: "module", entity_identifier: mod.id, project_id: m.projectId, parent: f.id });
    expect(fm.parent).toBe(f.id);

    const moved = await patch(m.member, fc.id, { parent: f.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().parent).toBe(f.id);
    expect((await list(m.member)).map((x) => x.id)).toEqual([f.id]);
    expect((await list(m.member, "?all=true")).map((x) => x.id)).toEqual([fc.id, f.id, fm.id]);
    const group = await m.member.agent.get(`${one(f.id)}group/`);
    expect(group.statusCode).toBe(200);
    expect(group.json().map((x: { id: string }) => x.id)).toEqual([fc.id, fm.id]);
    expect(await outline(m.member)).toEqual(["Work", "  Sprint 1", "  Billing"]);

    expect((await patch(m.member, fc.id, { parent: null })).json().parent).toBeNull();
    expect(await outline(m.member)).toEqual(["Sprint 1", "Work", "  Billing"]);
    // Only a folder holds favorites.
    expect((await m.member.agent.get(`${one(fc.id)}group/`)).statusCode).toBe(400);
    for (const parent of [fc.id, fm.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await patch(m.member, fm.id, { parent });
      expect(res.statusCode, parent).toBe(400);
      expect(res.json().error).toMatch(/^parent: /);
    }
  });

  it("reorders by sequence (neighbours' midpoint) and renumbers a crowded list by steps of 10000", async () => {
    const { app, m, star, list, patch, cycle } = await favoritesWorld();
    const favorites = [];
    for (const name of ["A", "B", "C"]) {
      const c = await cycle(name);
      favorites.push(await star(m.member, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId }));
    }
    const [a, b, c] = favorites as [(typeof favorites)[number], (typeof favorites)[number], (typeof favorites)[number]];
    expect(favorites.map((f) => f.sequence)).toEqual([65535, 75535, 85535]);
    const mid = (a.sequence + b.sequence) / 2;
    expect((await patch(m.member, c.id, { sequence: mid })).json().sequence).toBe(mid);
    expect((await list(m.member)).map((f) => f.entity_data.name)).toEqual(["A", "C", "B"]);

    // Two neighbours closer than floats can split: the owner's whole list is renumbered in its order.
    await app.db
      .update(userFavorites)
      .set({ sequence: a.sequence + 1e-9 })
      .where(eq(userFavorites.id, c.id));
    const res = await patch(m.member, b.id, { sequence: a.sequence + 2e-9 });
    expect(res.statusCode).toBe(200);
    const after = await list(m.member);
    expect(after.map((f) => f.entity_data.name)).toEqual(["A", "C", "B"]);
    expect(after.map((f) => f.sequence)).toEqual([1, 2, 3].map((n) => n * FAVORITE_SEQUENCE_STEP));
    for (const sequence of ["x", null, Number.POSITIVE_INFINITY]) {
      expect((await patch(m.member, a.id, { sequence })).statusCode).toBe(400);
    }
    expect((await patch(m.member, a.id, { entity_type: "module" })).statusCode).toBe(400);
  });
});

describe("removing favorites", () => {
  it("deleting a folder deletes what is inside and unstars those entities everywhere", async () => {
    const { m, star, folder, list, cycle, view, base, one } = await favoritesWorld();
    const c = await cycle("Sprint 1");
    const v = await view("Bugs");
    const f = await folder(m.member, "Work");
    await star(m.member, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId, parent: f.id });
    const kept = await star(m.member, { entity_type: "view", entity_identifier: v.id, project_id: m.projectId });
    expect((await m.member.agent.get(`${base}/cycles/${c.id}/`)).json().is_favorite).toBe(true);

    expect((await m.member.agent.delete(one(f.id))).statusCode).toBe(204);
    expect((await list(m.member, "?all=true")).map((x) => x.id)).toEqual([kept.id]);
    expect((await m.member.agent.get(`${base}/cycles/${c.id}/`)).json().is_favorite).toBe(false);
    expect((await m.member.agent.delete(`${base}/user-favorite-cycles/${c.id}/`)).statusCode).toBe(404);
    expect((await m.member.agent.get(`${base}/views/${v.id}/`)).json().is_favorite).toBe(true);

    expect((await m.member.agent.delete(one(kept.id))).statusCode).toBe(204);
    expect((await m.member.agent.get(`${base}/views/${v.id}/`)).json().is_favorite).toBe(false);
    expect((await m.member.agent.delete(one(kept.id))).statusCode).toBe(404);
  });

  it("another user's favorites are not there for anyone else", async () => {
    const { m, folder, list, patch, one, url } = await favoritesWorld();
    const f = await folder(m.admin, "Admin's");
    expect(await list(m.member)).toEqual([]);
    for (const res of [
      await m.member.agent.get(`${one(f.id)}group/`),
      await patch(m.member, f.id, { name: "Mine now" }),
      await m.member.agent.delete(one(f.id)),
      await m.outsider.agent.get(`${one(f.id)}group/`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const into = await m.member.agent.post(url, { entity_type: "project", entity_identifier: m.projectId, parent: f.id });
    expect(into.statusCode).toBe(400);
    expect((await list(m.admin)).map((x) => x.name)).toEqual(["Admin's"]);
  });
});

describe("favorite events", () => {
  it("reach only the owner's screens and name what changed", async () => {
    const { m, star, folder, patch, cycle, one } = await favoritesWorld();
    const isFavorite = (msg: LiveMessage) => msg.event?.entity_type === "favorite";
    const owner = await openLive(m.member.agent, m.slug);
    const other = await openLive(m.admin.agent, m.slug);
    await Promise.all([owner, other].map((l) => l.waitFor((msg) => msg.type === "ready")));

    const c = await cycle("Sprint 1");
    const fc = await star(m.member, { entity_type: "cycle", entity_identifier: c.id, project_id: m.projectId });
    const created = await owner.waitFor((msg) => isFavorite(msg) && msg.event?.action === "created");
    expect(created.event).toMatchObject({ entity_id: fc.id, project_id: null });
    expect(created.event?.payload.favorite).toMatchObject({ entity_type: "cycle", entity_identifier: c.id, parent: null });

    const f = await folder(m.member, "Work");
    await patch(m.member, fc.id, { parent: f.id });
    const moved = await owner.waitFor((msg) => isFavorite(msg) && msg.event?.action === "updated");
    expect(moved.event?.payload).toMatchObject({ favorite: { id: fc.id, parent: f.id }, changed: ["parent"] });

    await m.member.agent.delete(one(f.id));
    const deleted = await owner.waitFor((msg) => isFavorite(msg) && msg.event?.action === "deleted");
    const removed = deleted.event?.payload.removed as { id: string }[];
    expect(removed.map((r) => r.id).sort()).toEqual([f.id, fc.id].sort());

    // Events arrive in order: once the admin hears of a cycle made after all that, they heard nothing of it.
    const later = await cycle("Sprint 2");
    await other.waitFor((msg) => msg.event?.entity_type === "cycle" && msg.event.entity_id === later.id);
    expect(other.messages.filter(isFavorite)).toEqual([]);
    for (const live of [owner, other]) live.ws.terminate();
  });
});
