import { describe, expect, it } from "vitest";
import {
  addMember,
  createProject,
  createWorkspace,
  getTestContext,
  type RoleMatrix,
  roleMatrix,
  signUp,
} from "../../test/harness";
import { racedRequests } from "../../test/hold-writes";

type MemberBody = { id: string; role: number; member: { id: string; email: string }; [k: string]: unknown };
const membersUrl = (m: { slug: string; projectId: string }, rest = "") =>
  `/api/workspaces/${m.slug}/projects/${m.projectId}/members/${rest}`;
const meUrl = (m: { slug: string; projectId: string }) => `/api/workspaces/${m.slug}/projects/${m.projectId}/project-members/me/`;

async function membershipOf(m: RoleMatrix, userId: string): Promise<MemberBody> {
  const list: MemberBody[] = (await m.admin.agent.get(membersUrl(m))).json();
  const found = list.find((x) => x.member.id === userId);
  if (!found) throw new Error(`no membership for ${userId}`);
  return found;
}

async function workspaceUser(m: RoleMatrix, role: number) {
  const { app } = await getTestContext();
  const person = await signUp(app);
  await addMember(app, { workspaceSlug: m.slug, userId: person.user.id, role });
  return person;
}

describe("project member list", () => {
  it("lists the other members with their details for every project member", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const res = await m.admin.agent.get(membersUrl(m));
    expect(res.statusCode).toBe(200);
    const list: MemberBody[] = res.json();
    expect(list.map((x) => [x.member.id, x.role])).toEqual([
      [m.member.user.id, 15],
      [m.guest.user.id, 5],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      member: {
        id: m.member.user.id,
        first_name: "Test",
        last_name: "User",
        display_name: expect.any(String),
        email: m.member.user.email,
        avatar: null,
        avatar_url: null,
        is_bot: false,
        joining_date: expect.any(String),
      },
      role: 15,
      project: m.projectId,
      workspace: expect.any(String),
      created_at: expect.any(String),
    });
    const asMember: MemberBody[] = (await m.member.agent.get(membersUrl(m))).json();
    expect(asMember.map((x) => x.member.id).sort()).toEqual([m.admin.user.id, m.guest.user.id].sort());
    const asGuest: MemberBody[] = (await m.guest.agent.get(membersUrl(m))).json();
    expect(asGuest.map((x) => x.member.id)).not.toContain(m.guest.user.id);
    expect(asGuest).toHaveLength(2);
    expect((await m.outsider.agent.get(membersUrl(m))).statusCode).toBe(404);
  });

  it("refuses workspace members outside the project; a workspace Admin may look", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const pub = await createProject(m.member.agent, m.slug);
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    const other = await workspaceUser(m, 15);
    expect((await other.agent.get(membersUrl({ slug: m.slug, projectId: pub.id }))).statusCode).toBe(403);
    expect((await other.agent.get(membersUrl({ slug: m.slug, projectId: priv.id }))).statusCode).toBe(404);
    const asWsAdmin = await m.admin.agent.get(membersUrl({ slug: m.slug, projectId: priv.id }));
    expect(asWsAdmin.statusCode).toBe(200);
    expect(asWsAdmin.json().map((x: MemberBody) => x.member.id)).toEqual([m.member.user.id]);
    expect(
      (await m.admin.agent.get(membersUrl({ slug: m.slug, projectId: "00000000-0000-4000-8000-000000000000" }))).statusCode,
    ).toBe(404);
  });
});

describe("adding project members", () => {
  it("adds workspace members with a role up to their workspace role", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const worker = await workspaceUser(m, 15);
    const visitor = await workspaceUser(m, 5);
    const boss = await workspaceUser(m, 20);
    const res = await m.admin.agent.post(membersUrl(m), {
      members: [
        { member_id: worker.user.id, role: 15 },
        { member_id: visitor.user.id, role: 5 },
        { member_id: boss.user.id, role: 20 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((x: MemberBody) => [x.member.id, x.role])).toEqual([
      [worker.user.id, 15],
      [visitor.user.id, 5],
      [boss.user.id, 20],
    ]);
    expect(res.json()[0]).toMatchObject({ project: m.projectId, member: { email: worker.user.email } });
    expect((await m.admin.agent.get(membersUrl(m))).json()).toHaveLength(5);
    expect((await worker.agent.get(`/api/workspaces/${m.slug}/projects/${m.projectId}/`)).json().member_role).toBe(15);
  });

  it("rejects bad members naming them, and adds nobody", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const worker = await workspaceUser(m, 15);
    const visitor = await workspaceUser(m, 5);
    const stranger = await signUp(app);
    const ok = { member_id: worker.user.id, role: 15 };
    const cases: [unknown, RegExp][] = [
      [
        { members: [ok, { member_id: stranger.user.id, role: 15 }] },
        new RegExp(`members: ${stranger.user.id} is not a member of the workspace`),
      ],
      [{ members: [ok, { member_id: m.outsider.user.id, role: 5 }] }, new RegExp(m.outsider.user.id)],
      [{ members: [{ member_id: worker.user.id, role: 20 }] }, /cannot exceed their workspace role/],
      [{ members: [ok, { member_id: visitor.user.id, role: 15 }] }, new RegExp(`${visitor.user.id} cannot exceed`)],
      [{ members: [ok, { member_id: m.member.user.id, role: 15 }] }, /already a member of the project/],
      [{ members: [ok, ok] }, /listed more than once/],
      [{ members: [] }, /members/],
      [{ members: [{ member_id: worker.user.id, role: 10 }] }, /members\.0\.role/],
      [{ members: [{ member_id: "nope", role: 15 }] }, /members\.0\.member_id/],
      [{}, /members/],
    ];
    for (const [body, message] of cases) {
      const res = await m.admin.agent.post(membersUrl(m), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await m.admin.agent.get(membersUrl(m))).json()).toHaveLength(2);
  });

  it("lets only project Admins and workspace Admins add", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const worker = await workspaceUser(m, 15);
    const body = { members: [{ member_id: worker.user.id, role: 5 }] };
    expect((await m.member.agent.post(membersUrl(m), body)).statusCode).toBe(403);
    expect((await m.guest.agent.post(membersUrl(m), body)).statusCode).toBe(403);
    expect((await m.outsider.agent.post(membersUrl(m), body)).statusCode).toBe(404);
    expect((await m.admin.agent.get(membersUrl(m))).json()).toHaveLength(2);
    // A workspace Admin who is not in a private project still manages it.
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    const added = await m.admin.agent.post(membersUrl({ slug: m.slug, projectId: priv.id }), body);
    expect(added.statusCode).toBe(201);
  });

  it("re-adds someone who left", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.member.agent.post(membersUrl(m, "leave/"))).statusCode).toBe(204);
    const back = await m.admin.agent.post(membersUrl(m), { members: [{ member_id: m.member.user.id, role: 5 }] });
    expect(back.statusCode).toBe(201);
    expect((await m.member.agent.get(meUrl(m))).json().role).toBe(5);
  });
});

describe("one project member", () => {
  it("reads a membership by id; unknown ones are 'Member not found'", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const guest = await membershipOf(m, m.guest.user.id);
    const res = await m.member.agent.get(membersUrl(m, `${guest.id}/`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(guest);
    expect((await m.guest.agent.get(membersUrl(m, `${guest.id}/`))).statusCode).toBe(200);
    expect((await m.outsider.agent.get(membersUrl(m, `${guest.id}/`))).statusCode).toBe(404);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const missing = await m.admin.agent.get(membersUrl(m, `${id}/`));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Member not found" });
      expect((await m.admin.agent.patch(membersUrl(m, `${id}/`), { role: 5 })).json()).toEqual({ error: "Member not found" });
      expect((await m.admin.agent.delete(membersUrl(m, `${id}/`))).json()).toEqual({ error: "Member not found" });
    }
    // A membership of another project is not found here.
    const other = await createProject(m.admin.agent, m.slug);
    const mine = (await m.admin.agent.get(meUrl({ slug: m.slug, projectId: other.id }))).json();
    expect((await m.admin.agent.get(membersUrl(m, `${mine.id}/`))).statusCode).toBe(404);
  });

  it("answers the caller's own membership", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const me = await m.guest.agent.get(meUrl(m));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 5, project: m.projectId, member: { id: m.guest.user.id } });
    expect((await m.admin.agent.get(meUrl(m))).json().role).toBe(20);
    expect((await m.outsider.agent.get(meUrl(m))).statusCode).toBe(404);
    const other = await workspaceUser(m, 15);
    expect((await other.agent.get(meUrl(m))).statusCode).toBe(403);
  });
});

describe("changing a member's role", () => {
  it("lets the project Admin change roles within the workspace role", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const member = await membershipOf(m, m.member.user.id);
    const res = await m.admin.agent.patch(membersUrl(m, `${member.id}/`), { role: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, role: 5, member: { id: m.member.user.id } });
    expect((await m.member.agent.get(meUrl(m))).json().role).toBe(5);
    expect((await m.admin.agent.patch(membersUrl(m, `${member.id}/`), { role: 15 })).json().role).toBe(15);
  });

  it("refuses raising above the workspace role, bad roles, own role, and non-Admins", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const member = await membershipOf(m, m.member.user.id);
    const guest = await membershipOf(m, m.guest.user.id);
    const own = (await m.admin.agent.get(meUrl(m))).json();
    const cases: [string, unknown, RegExp][] = [
      [member.id, { role: 20 }, /role: a project role cannot exceed/],
      [guest.id, { role: 15 }, /role: a project role cannot exceed/],
      [member.id, { role: 7 }, /role/],
      [member.id, { role: "admin" }, /role/],
      [member.id, { role: 5, extra: 1 }, /extra/],
      [own.id, { role: 15 }, /role: you cannot change your own role/],
    ];
    for (const [id, body, message] of cases) {
      const res = await m.admin.agent.patch(membersUrl(m, `${id}/`), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await m.member.agent.patch(membersUrl(m, `${guest.id}/`), { role: 5 })).statusCode).toBe(403);
    expect((await m.guest.agent.patch(membersUrl(m, `${member.id}/`), { role: 5 })).statusCode).toBe(403);
    expect((await m.outsider.agent.patch(membersUrl(m, `${member.id}/`), { role: 5 })).statusCode).toBe(404);
    expect((await m.member.agent.get(meUrl(m))).json().role).toBe(15);
    expect((await m.guest.agent.get(meUrl(m))).json().role).toBe(5);
    expect((await m.admin.agent.get(meUrl(m))).json().role).toBe(20);
  });

  it("never demotes or removes the last Admin, even for a workspace Admin", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    const p = { slug: m.slug, projectId: priv.id };
    const creator = (await m.member.agent.get(meUrl(p))).json();
    const demote = await m.admin.agent.patch(membersUrl(p, `${creator.id}/`), { role: 15 });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error).toMatch(/at least one admin/);
    const remove = await m.admin.agent.delete(membersUrl(p, `${creator.id}/`));
    expect(remove.statusCode).toBe(400);
    expect(remove.json().error).toMatch(/at least one admin/);
    expect((await m.member.agent.get(meUrl(p))).json().role).toBe(20);
    // With a second Admin the first may be demoted.
    const second = await workspaceUser(m, 20);
    await m.admin.agent.post(membersUrl(p), { members: [{ member_id: second.user.id, role: 20 }] });
    expect((await m.admin.agent.patch(membersUrl(p, `${creator.id}/`), { role: 15 })).statusCode).toBe(200);
  });
});

describe("removing and leaving", () => {
  it("lets the project Admin remove a member, who then loses access", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const guest = await membershipOf(m, m.guest.user.id);
    const member = await membershipOf(m, m.member.user.id);
    expect((await m.member.agent.delete(membersUrl(m, `${guest.id}/`))).statusCode).toBe(403);
    expect((await m.guest.agent.delete(membersUrl(m, `${member.id}/`))).statusCode).toBe(403);
    expect((await m.outsider.agent.delete(membersUrl(m, `${guest.id}/`))).statusCode).toBe(404);
    await m.guest.agent.post(`/api/workspaces/${m.slug}/user-favorite-projects/`, { project: m.projectId });
    expect((await m.admin.agent.delete(membersUrl(m, `${guest.id}/`))).statusCode).toBe(204);
    expect((await m.admin.agent.get(membersUrl(m))).json().map((x: MemberBody) => x.member.id)).toEqual([m.member.user.id]);
    expect((await m.guest.agent.get(`/api/workspaces/${m.slug}/projects/${m.projectId}/`)).statusCode).toBe(404);
    expect((await m.guest.agent.get(`/api/workspaces/${m.slug}/projects/`)).json()).toEqual([]);
    expect((await m.admin.agent.get(membersUrl(m, `${guest.id}/`))).statusCode).toBe(404);
    const own = (await m.admin.agent.get(meUrl(m))).json();
    const self = await m.admin.agent.delete(membersUrl(m, `${own.id}/`));
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/leave the project instead/);
  });

  it("lets members leave, except the last Admin", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.member.agent.post(membersUrl(m, "leave/"))).statusCode).toBe(204);
    expect((await m.member.agent.get(meUrl(m))).statusCode).toBe(403);
    const project = (await m.member.agent.get(`/api/workspaces/${m.slug}/projects/${m.projectId}/`)).json();
    expect(project).toMatchObject({ is_member: false, total_members: 2 });
    expect((await m.member.agent.post(membersUrl(m, "leave/"))).statusCode).toBe(403);
    expect((await m.outsider.agent.post(membersUrl(m, "leave/"))).statusCode).toBe(404);
    const last = await m.admin.agent.post(membersUrl(m, "leave/"));
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toMatch(/at least one admin/);
    expect((await m.admin.agent.get(meUrl(m))).json().role).toBe(20);
    expect((await m.guest.agent.post(membersUrl(m, "leave/"))).statusCode).toBe(204);
    expect((await m.guest.agent.get(`/api/workspaces/${m.slug}/projects/${m.projectId}/`)).statusCode).toBe(404);
  });

  it("lets an Admin leave once another Admin exists", async () => {
    const { app } = await getTestContext();
    const admin = await signUp(app);
    const { slug } = await createWorkspace(admin.agent);
    const project = await createProject(admin.agent, slug);
    const other = await signUp(app);
    await addMember(app, { workspaceSlug: slug, userId: other.user.id, role: 20, projectId: project.id, projectRole: 20 });
    expect((await admin.agent.post(`/api/workspaces/${slug}/projects/${project.id}/members/leave/`)).statusCode).toBe(204);
    const remaining = (await other.agent.get(`/api/workspaces/${slug}/projects/${project.id}/`)).json();
    expect(remaining.members).toEqual([other.user.id]);
  });
});

describe("project admins changing each other at once (PostgreSQL)", () => {
  async function twoProjectAdmins() {
    const { app, database } = await getTestContext();
    const m = await roleMatrix(app);
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    const p = { slug: m.slug, projectId: priv.id };
    const second = await workspaceUser(m, 20);
    const added = await m.member.agent.post(membersUrl(p), { members: [{ member_id: second.user.id, role: 20 }] });
    expect(added.statusCode, added.body).toBe(201);
    const a = { agent: m.member.agent, membershipId: (await m.member.agent.get(meUrl(p))).json().id as string };
    const b = { agent: second.agent, membershipId: (await second.agent.get(meUrl(p))).json().id as string };
    const admins = async () =>
      ((await m.admin.agent.get(membersUrl(p))).json() as MemberBody[]).filter((x) => x.role === 20).length;
    return { database, p, a, b, admins };
  }

  it("keeps an Admin when two project Admins demote each other", async () => {
    const { database, p, a, b, admins } = await twoProjectAdmins();
    const answers = await racedRequests(database, 2, () => [
      a.agent.patch(membersUrl(p, `${b.membershipId}/`), { role: 15 }),
      b.agent.patch(membersUrl(p, `${a.membershipId}/`), { role: 15 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([200, 400]);
    expect(await admins()).toBe(1);
  });

  it("keeps an Admin when both project Admins leave at once", async () => {
    const { database, p, a, b, admins } = await twoProjectAdmins();
    const answers = await racedRequests(database, 2, () => [
      a.agent.post(membersUrl(p, "leave/")),
      b.agent.post(membersUrl(p, "leave/")),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(" ")).toEqual([204, 400]);
    expect(await admins()).toBe(1);
  });
});
