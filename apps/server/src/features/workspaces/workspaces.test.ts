import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, userProfiles, workspaceMembers, workspaces } from "../../db/schema";
import { Agent, createWorkspace, getTestContext, roleMatrix, signUp, uniqueSlug } from "../../test/harness";

describe("workspace creation", () => {
  it("makes the creator its Admin and remembers it as the last workspace", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const slug = uniqueSlug();
    const res = await agent.post("/api/workspaces/", { name: "Acme", slug, organization_size: "11-50" });
    expect(res.statusCode).toBe(201);
    const ws = res.json();
    expect(ws).toMatchObject({
      name: "Acme",
      slug,
      organization_size: "11-50",
      owner: user.id,
      role: 20,
      total_members: 1,
      logo_url: null,
    });
    const profile = (await agent.get("/api/users/me/profile/")).json();
    expect(profile.last_workspace_id).toBe(ws.id);
    const taken = await agent.post("/api/workspaces/", { name: "Again", slug, organization_size: "2-10" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatch(/slug/);
  });

  it.each([
    ["reserved slug", { slug: "god-mode" }, /slug: .*reserved/],
    ["too-long slug", { slug: "a".repeat(49) }, /slug: .*48/],
    ["uppercase slug", { slug: "Acme" }, /slug: .*lowercase/],
    ["slug with a space", { slug: "my ws" }, /slug/],
    ["empty slug", { slug: "" }, /slug/],
    ["bad organization_size", { organization_size: "huge" }, /organization_size/],
    ["missing name", { name: undefined }, /name/],
    ["blank name", { name: "   " }, /name/],
  ])("refuses a %s with 400 naming the field and creates nothing", async (_label, patch, message) => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const body = { name: "Acme", slug: uniqueSlug(), organization_size: "2-10", ...patch };
    const res = await agent.post("/api/workspaces/", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await agent.get("/api/workspaces/")).json()).toEqual([]);
  });

  it("answers the slug check", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    const check = async (s: string) =>
      (await agent.get(`/api/workspace-slug-check/?slug=${encodeURIComponent(s)}`)).json().status;
    expect(await check(slug)).toBe(false);
    expect(await check("api")).toBe(false);
    expect(await check("UPPER")).toBe(false);
    expect(await check(uniqueSlug())).toBe(true);
  });

  it("needs a signed-in user", async () => {
    const { app } = await getTestContext();
    const anon = new Agent(app);
    expect((await anon.get("/api/workspaces/")).statusCode).toBe(401);
    expect((await anon.post("/api/workspaces/", { name: "A", slug: uniqueSlug(), organization_size: "2-10" })).statusCode).toBe(
      401,
    );
  });
});

describe("workspace lists", () => {
  it("lists the caller's workspaces with role and total_members, at both paths", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const path of ["/api/workspaces/", "/api/users/me/workspaces/"]) {
      const admin = (await m.admin.agent.get(path)).json();
      expect(admin).toHaveLength(1);
      expect(admin[0]).toMatchObject({ slug: m.slug, role: 20, total_members: 3 });
      const guest = (await m.guest.agent.get(path)).json();
      expect(guest.map((w: { slug: string; role: number }) => [w.slug, w.role])).toEqual([[m.slug, 5]]);
      const outsider = (await m.outsider.agent.get(path)).json();
      expect(outsider.map((w: { slug: string }) => w.slug)).not.toContain(m.slug);
    }
    expect((await m.member.agent.post(`/api/workspaces/${m.slug}/members/leave/`)).statusCode).toBe(204);
    expect((await m.member.agent.get("/api/workspaces/")).json()).toEqual([]);
    expect((await m.admin.agent.get("/api/workspaces/")).json()[0].total_members).toBe(2);
  });
});

describe("workspace detail", () => {
  it("shows the workspace to every member with their role, 404 to outsiders", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const [who, role] of [
      ["admin", 20],
      ["member", 15],
      ["guest", 5],
    ] as const) {
      const res = await m[who].agent.get(`/api/workspaces/${m.slug}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug: m.slug, role, total_members: 3 });
    }
    const out = await m.outsider.agent.get(`/api/workspaces/${m.slug}/`);
    expect(out.statusCode).toBe(404);
    expect(out.json().error).toBe("Workspace not found");
    expect((await m.admin.agent.get(`/api/workspaces/${uniqueSlug()}/`)).statusCode).toBe(404);
    expect((await new Agent(app).get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(401);
  });

  it("lets only an Admin update name, organization_size and logo_url", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = `/api/workspaces/${m.slug}/`;
    const body = { name: "Renamed", organization_size: "500+", logo_url: "https://cdn.example.com/logo.png" };
    expect((await m.member.agent.patch(url, body)).statusCode).toBe(403);
    expect((await m.guest.agent.patch(url, body)).statusCode).toBe(403);
    expect((await m.outsider.agent.patch(url, body)).statusCode).toBe(404);
    const ok = await m.admin.agent.patch(url, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ...body, slug: m.slug, role: 20, updated_by: m.admin.user.id });
    const badSize = await m.admin.agent.patch(url, { organization_size: "lots" });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().error).toMatch(/organization_size/);
    const badName = await m.admin.agent.patch(url, { name: "" });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error).toMatch(/name/);
    expect((await m.admin.agent.patch(url, { slug: "other" })).statusCode).toBe(400);
    expect((await m.member.agent.get(url)).json()).toMatchObject(body);
  });

  it("lets only an Admin delete, and deletion cascades", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = `/api/workspaces/${m.slug}/`;
    const ws = (await m.admin.agent.get(url)).json();
    expect((await m.member.agent.delete(url)).statusCode).toBe(403);
    expect((await m.guest.agent.delete(url)).statusCode).toBe(403);
    expect((await m.outsider.agent.delete(url)).statusCode).toBe(404);
    expect((await m.admin.agent.get(url)).statusCode).toBe(200);
    const del = await m.admin.agent.delete(url);
    expect(del.statusCode).toBe(204);
    expect((await m.admin.agent.get(url)).statusCode).toBe(404);
    expect((await m.member.agent.get(url)).statusCode).toBe(404);
    expect(await app.db.select().from(workspaces).where(eq(workspaces.id, ws.id))).toEqual([]);
    expect(await app.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspace_id, ws.id))).toEqual([]);
    expect(await app.db.select().from(projects).where(eq(projects.workspace_id, ws.id))).toEqual([]);
    const [profile] = await app.db.select().from(userProfiles).where(eq(userProfiles.user_id, m.admin.user.id));
    expect(profile.last_workspace_id).toBeNull();
    expect(
      (await m.admin.agent.post("/api/workspaces/", { name: "Reuse", slug: m.slug, organization_size: "2-10" })).statusCode,
    ).toBe(201);
  });

  it("answers the caller's own membership at workspace-members/me/", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const [who, role] of [
      ["admin", 20],
      ["member", 15],
      ["guest", 5],
    ] as const) {
      const res = await m[who].agent.get(`/api/workspaces/${m.slug}/workspace-members/me/`);
      expect(res.statusCode).toBe(200);
      const me = res.json();
      expect(me).toMatchObject({
        role,
        is_active: true,
        member: { id: m[who].user.id, email: m[who].user.email, is_bot: false },
      });
      expect(me.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof me.workspace).toBe("string");
    }
    expect((await m.outsider.agent.get(`/api/workspaces/${m.slug}/workspace-members/me/`)).statusCode).toBe(404);
  });
});
