import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectMembers, users, workspaceMembers } from "../../db/schema";
import { addMember, createWorkspace, getTestContext, type RoleMatrix, roleMatrix, signUp, uniqueEmail } from "../../test/harness";
import { racedRequests } from "../../test/hold-writes";

type Member = { id: string; role: number; created_at: string; member: { id: string; email: string; is_bot: boolean } };

async function members(m: RoleMatrix, who: "admin" | "member" | "guest" = "admin"): Promise<Member[]> {
  const res = await m[who].agent.get(`/api/workspaces/${m.slug}/members/`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const membershipOf = async (m: RoleMatrix, userId: string) => (await members(m)).find((x) => x.member.id === userId) as Member;

async function projectMembership(app: RoleMatrix["admin"]["agent"]["app"], projectId: string, userId: string) {
  const [row] = await app.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.member_id, userId)));
  return row;
}

describe("workspace member list", () => {
  it("lists the other members (no bots, not the caller) to every member, 404 to outsiders", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const [bot] = await app.db
      .insert(users)
      .values({ email: uniqueEmail("bot"), display_name: "bot", is_bot: true })
      .returning();
    await addMember(app, { workspaceSlug: m.slug, userId: bot.id, role: 15 });

    const adminView = await members(m);
    expect(adminView.map((x) => x.member.id).sort()).toEqual([m.member.user.id, m.guest.user.id].sort());
    const item = adminView.find((x) => x.member.id === m.member.user.id) as Member;
    expect(item).toMatchObject({
      role: 15,
      member: { email: m.member.user.email, is_bot: false, first_name: "Test", last_name: "User" },
    });
    expect(Object.keys(item.member).sort()).toEqual(
      ["avatar", "avatar_url", "display_name", "email", "first_name", "id", "is_bot", "joining_date", "last_name"].sort(),
    );
    expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const guestView = await members(m, "guest");
    expect(guestView.map((x) => x.member.id).sort()).toEqual([m.admin.user.id, m.member.user.id].sort());
    const out = await m.outsider.agent.get(`/api/workspaces/${m.slug}/members/`);
    expect(out.statusCode).toBe(404);
  });
});

describe("changing a member's role", () => {
  it("lets an Admin change another member's role and caps their project roles", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const target = await membershipOf(m, m.member.user.id);
    const url = `/api/workspaces/${m.slug}/members/${target.id}/`;
    expect((await m.member.agent.patch(url, { role: 5 })).statusCode).toBe(403);
    expect((await m.guest.agent.patch(url, { role: 5 })).statusCode).toBe(403);
    expect((await m.outsider.agent.patch(url, { role: 5 })).statusCode).toBe(404);
    expect((await projectMembership(app, m.projectId, m.member.user.id)).role).toBe(15);

    const res = await m.admin.agent.patch(url, { role: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, role: 5, member: { id: m.member.user.id } });
    expect((await membershipOf(m, m.member.user.id)).role).toBe(5);
    expect((await projectMembership(app, m.projectId, m.member.user.id)).role).toBe(5);
    expect((await m.member.agent.get(`/api/workspaces/${m.slug}/`)).json().role).toBe(5);

    const promote = await m.admin.agent.patch(url, { role: 20 });
    expect(promote.json().role).toBe(20);
    expect((await projectMembership(app, m.projectId, m.member.user.id)).role).toBe(5);
  });

  it("refuses bad roles, the caller's own membership and unknown members", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const target = await membershipOf(m, m.member.user.id);
    const url = `/api/workspaces/${m.slug}/members/${target.id}/`;
    for (const body of [{ role: 99 }, { role: "20" }, {}, { role: 15, extra: 1 }]) {
      const res = await m.admin.agent.patch(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/role|extra/);
    }
    expect((await membershipOf(m, m.member.user.id)).role).toBe(15);

    const me = (await m.admin.agent.get(`/api/workspaces/${m.slug}/workspace-members/me/`)).json();
    const self = await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${me.id}/`, { role: 15 });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/own role/);
    expect((await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json().role).toBe(20);

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${id}/`, { role: 15 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("Member not found");
    }
    const other = await signUp(app);
    await createWorkspace(other.agent);
    const otherMembership = (await other.agent.get("/api/workspaces/")).json()[0];
    const foreign = (await other.agent.get(`/api/workspaces/${otherMembership.slug}/workspace-members/me/`)).json();
    const cross = await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${foreign.id}/`, { role: 5 });
    expect(cross.statusCode).toBe(404);
  });

  it("keeps an admin: a second Admin may demote the first, never the last one", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const target = await membershipOf(m, m.member.user.id);
    await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${target.id}/`, { role: 20 });
    const adminMembership = await membershipOf({ ...m, admin: m.member }, m.admin.user.id);
    const demote = await m.member.agent.patch(`/api/workspaces/${m.slug}/members/${adminMembership.id}/`, { role: 15 });
    expect(demote.statusCode).toBe(200);
    expect((await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json().role).toBe(15);
    expect((await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${target.id}/`, { role: 15 })).statusCode).toBe(403);
  });
});

describe("removing a member", () => {
  it("lets an Admin remove a member, which also ends their project memberships", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const target = await membershipOf(m, m.member.user.id);
    const url = `/api/workspaces/${m.slug}/members/${target.id}/`;
    expect((await m.guest.agent.delete(url)).statusCode).toBe(403);
    expect((await m.member.agent.delete(url)).statusCode).toBe(403);
    expect((await m.outsider.agent.delete(url)).statusCode).toBe(404);
    expect((await m.member.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(200);

    expect((await m.admin.agent.delete(url)).statusCode).toBe(204);
    expect((await members(m)).map((x) => x.member.id)).toEqual([m.guest.user.id]);
    expect((await m.member.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);
    expect((await projectMembership(app, m.projectId, m.member.user.id)).is_active).toBe(false);
    const again = await m.admin.agent.delete(url);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("Member not found");
  });

  it("refuses to remove the caller", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const me = (await m.admin.agent.get(`/api/workspaces/${m.slug}/workspace-members/me/`)).json();
    const res = await m.admin.agent.delete(`/api/workspaces/${m.slug}/members/${me.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/leave/);
    expect((await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(200);
  });
});

describe("leaving a workspace", () => {
  it("lets a member or guest leave, and ends their project memberships", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const who of ["member", "guest"] as const) {
      expect((await m[who].agent.post(`/api/workspaces/${m.slug}/members/leave/`)).statusCode).toBe(204);
      expect((await m[who].agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);
      expect((await projectMembership(app, m.projectId, m[who].user.id)).is_active).toBe(false);
    }
    expect(await members(m)).toEqual([]);
    expect((await m.outsider.agent.post(`/api/workspaces/${m.slug}/members/leave/`)).statusCode).toBe(404);
  });

  it("refuses the last Admin until another member is made Admin", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/members/leave/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/only admin/);
    expect((await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(200);

    const target = await membershipOf(m, m.guest.user.id);
    await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${target.id}/`, { role: 20 });
    expect((await m.admin.agent.post(`/api/workspaces/${m.slug}/members/leave/`)).statusCode).toBe(204);
    const workspaceId = (await m.guest.agent.get(`/api/workspaces/${m.slug}/`)).json().id;
    const [row] = await app.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.member_id, m.admin.user.id), eq(workspaceMembers.workspace_id, workspaceId)));
    expect(row.is_active).toBe(false);
    expect((await m.guest.agent.get(`/api/workspaces/${m.slug}/members/`)).json().map((x: Member) => x.member.id)).toEqual([
      m.member.user.id,
    ]);
  });
});

describe("admins changing each other at once (PostgreSQL)", () => {
  /** A workspace with two Admins (and a Member and a Guest who stay): A is the matrix's admin, B the promoted member. */
  async function twoAdmins() {
    const { app, database } = await getTestContext();
    const m = await roleMatrix(app);
    const bMembership = await membershipOf(m, m.member.user.id);
    expect((await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${bMembership.id}/`, { role: 20 })).statusCode).toBe(
      200,
    );
    const a = {
      agent: m.admin.agent,
      membershipId: (await m.admin.agent.get(`/api/workspaces/${m.slug}/workspace-members/me/`)).json().id,
    };
    const b = { agent: m.member.agent, membershipId: bMembership.id as string };
    const workspaceId = (await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).json().id as string;
    const activeAdmins = async () =>
      (
        await app.db
          .select()
          .from(workspaceMembers)
          .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true)))
      ).filter((row) => row.role === 20).length;
    return { database, m, a, b, activeAdmins, member: (id: string) => `/api/workspaces/${m.slug}/members/${id}/` };
  }

  it("keeps an Admin when two Admins demote each other", async () => {
    for (let round = 0; round < 2; round++) {
      const { database, a, b, activeAdmins, member } = await twoAdmins();
      const answers = await racedRequests(database, 2, () => [
        a.agent.patch(member(b.membershipId), { role: 15 }),
        b.agent.patch(member(a.membershipId), { role: 15 }),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([200, 403]);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it("keeps an Admin when two Admins remove each other", async () => {
    const { database, a, b, activeAdmins, member } = await twoAdmins();
    const answers = await racedRequests(database, 2, () => [
      a.agent.delete(member(b.membershipId)),
      b.agent.delete(member(a.membershipId)),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([204, 404]);
    expect(await activeAdmins()).toBe(1);
  });

  it("keeps an Admin when both Admins leave at once", async () => {
    const { database, m, a, b, activeAdmins } = await twoAdmins();
    const leave = `/api/workspaces/${m.slug}/members/leave/`;
    const answers = await racedRequests(database, 2, () => [a.agent.post(leave), b.agent.post(leave)]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([204, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json().error).toMatch(/only admin/);
    expect(await activeAdmins()).toBe(1);
  });

  it("keeps an Admin when one Admin deactivates their account as the other leaves", async () => {
    const { database, m, a, b, activeAdmins } = await twoAdmins();
    // Deactivating records no event: hold the memberships both requests end instead.
    const answers = await racedRequests(
      database,
      2,
      () => [a.agent.delete("/api/users/me/"), b.agent.post(`/api/workspaces/${m.slug}/members/leave/`)],
      "workspace_members",
    );
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([204, 400]);
    expect(await activeAdmins()).toBe(1);
  });
});
