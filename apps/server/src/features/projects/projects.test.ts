import { describe, expect, it, vi } from "vitest";
import { createProject, createWorkspace, getTestContext, roleMatrix, signUp } from "../../test/harness";
import { racedRequests } from "../../test/hold-writes";

type ProjectBody = { id: string; name: string; is_member: boolean; member_role: number | null; [k: string]: unknown };
const url = (slug: string, rest = "") => `/api/workspaces/${slug}/${rest}`;

describe("project creation", () => {
  it("makes the creator an Admin member and answers the project", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    const project = await createProject(agent, slug, { name: "Apollo", identifier: "APO" });
    expect(project).toMatchObject({
      name: "Apollo",
      identifier: "APO",
      is_member: true,
      member_role: 20,
      network: 1,
      total_members: 1,
    });
    expect(project.members).toEqual([user.id]);
    const detail = await agent.get(url(slug, `projects/${project.id}/`));
    expect(detail.json()).toMatchObject({ id: project.id, is_member: true, member_role: 20 });
  });

  it("refuses a guest and an outsider", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.guest.agent.post(url(m.slug, "projects/"), { name: "G", identifier: "GG" })).statusCode).toBe(403);
    expect((await m.outsider.agent.post(url(m.slug, "projects/"), { name: "O", identifier: "OO" })).statusCode).toBe(404);
    const member = await m.member.agent.post(url(m.slug, "projects/"), { name: "By member", identifier: "BYM" });
    expect(member.statusCode).toBe(201);
    expect(member.json().member_role).toBe(20);
  });

  it("rejects bad identifiers, duplicates, bad network and a lead outside the workspace without creating anything", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    await createProject(m.admin.agent, m.slug, { name: "One", identifier: "DUP" });
    const before = (await m.admin.agent.get(url(m.slug, "projects/"))).json().length;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ name: "Two", identifier: "DUP" }, 409, /identifier/],
      [{ name: "one", identifier: "NEW1" }, 409, /name/],
      [{ name: "Three", identifier: "bad id" }, 400, /identifier/],
      [{ name: "Three", identifier: "abc" }, 400, /identifier/],
      [{ name: "Three", identifier: "ABCDEFGHIJKLM" }, 400, /identifier/],
      [{ name: "Three", identifier: "" }, 400, /identifier/],
      [{ name: "Three", identifier: "OK3", network: 2 }, 400, /network/],
      [{ name: "", identifier: "OK4" }, 400, /name/],
      [{ name: "Three", identifier: "OK5", project_lead: m.outsider.user.id }, 400, /project_lead/],
      [{ name: "Three", identifier: "OK6", project_lead: "not-a-uuid" }, 400, /project_lead/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.admin.agent.post(url(m.slug, "projects/"), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect((await m.admin.agent.get(url(m.slug, "projects/"))).json()).toHaveLength(before);
    const twelve = await m.admin.agent.post(url(m.slug, "projects/"), { name: "Twelve", identifier: "ABCDEFGHIJ12" });
    expect(twelve.statusCode).toBe(201);
  });

  it("adds the lead as a member: Admin for a workspace member, Guest for a workspace guest", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const led = await createProject(m.admin.agent, m.slug, { project_lead: m.member.user.id });
    expect(led.project_lead).toBe(m.member.user.id);
    expect((await m.member.agent.get(url(m.slug, `projects/${led.id}/`))).json().member_role).toBe(20);
    const guestLed = await createProject(m.admin.agent, m.slug, { project_lead: m.guest.user.id });
    expect((await m.guest.agent.get(url(m.slug, `projects/${guestLed.id}/`))).json().member_role).toBe(5);
  });
});

describe("project creation under concurrent requests (PostgreSQL)", () => {
  it("gives ten creates with one identifier one 201 and nine 409s, storing one project", async () => {
    const { app, database } = await getTestContext();
    const { agent } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    for (let round = 0; round < 2; round++) {
      const identifier = `RACE${round}`;
      const answers = await racedRequests(database, 10, () =>
        Array.from({ length: 10 }, (_, i) => agent.post(url(slug, "projects/"), { name: `Race ${round}.${i}`, identifier })),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join("\n")).toEqual([201, ...Array(9).fill(409)]);
      for (const refused of answers.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toEqual({ error: "identifier: this project identifier is already taken in the workspace" });
      }
      const list = (await agent.get(url(slug, "projects/"))).json() as { identifier: string }[];
      expect(list.filter((p) => p.identifier === identifier)).toHaveLength(1);
    }
  });

  it("gives concurrent creates with one name one 201 and 409s naming the name", async () => {
    const { app, database } = await getTestContext();
    const { agent } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    const answers = await racedRequests(database, 4, () =>
      Array.from({ length: 4 }, (_, i) => agent.post(url(slug, "projects/"), { name: "Same name", identifier: `SAME${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: "name: a project with this name already exists in the workspace" });
    }
  });
});

describe("project list", () => {
  it("shows member and public projects, hides private ones, and filters my/public/private/archived", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const pub = await createProject(m.admin.agent, m.slug, { name: "B public" });
    const priv = await createProject(m.admin.agent, m.slug, { name: "A private", network: 0 });
    const archived = await createProject(m.admin.agent, m.slug, { name: "C archived" });
    expect((await m.admin.agent.post(url(m.slug, `projects/${archived.id}/archive/`))).statusCode).toBe(200);

    const names = (res: { json(): ProjectBody[] }) => res.json().map((p) => p.name);
    const adminList = await m.admin.agent.get(url(m.slug, "projects/"));
    expect(adminList.statusCode).toBe(200);
    expect(names(adminList)).toEqual(["A private", "B public", expect.stringMatching(/^Project /)]);

    const memberList: ProjectBody[] = (await m.member.agent.get(url(m.slug, "projects/"))).json();
    expect(memberList.map((p) => p.id)).toEqual([pub.id, m.projectId]);
    expect(memberList[0]).toMatchObject({
      is_member: false,
      member_role: null,
      is_favorite: false,
      members: [m.admin.user.id],
      total_members: 1,
    });
    expect(memberList[1]).toMatchObject({ is_member: true, member_role: 15, total_members: 3 });
    expect(memberList[1].members).toEqual(expect.arrayContaining([m.admin.user.id, m.member.user.id, m.guest.user.id]));

    const mine: ProjectBody[] = (await m.member.agent.get(url(m.slug, "projects/?member=true"))).json();
    expect(mine.map((p) => p.id)).toEqual([m.projectId]);
    // Workspace guests see only the projects they were added to.
    expect((await m.guest.agent.get(url(m.slug, "projects/"))).json().map((p: ProjectBody) => p.id)).toEqual([m.projectId]);

    expect(names(await m.admin.agent.get(url(m.slug, "projects/?network=0")))).toEqual(["A private"]);
    expect(names(await m.member.agent.get(url(m.slug, "projects/?network=0")))).toEqual([]);
    expect((await m.admin.agent.get(url(m.slug, "projects/?network=1"))).json().map((p: ProjectBody) => p.id)).not.toContain(
      priv.id,
    );
    expect(names(await m.admin.agent.get(url(m.slug, "projects/?archived=true")))).toEqual(["C archived"]);
    expect(names(await m.member.agent.get(url(m.slug, "projects/?archived=true")))).toEqual(["C archived"]);
    expect(names(await m.admin.agent.get(url(m.slug, "projects/?archived=false&member=true&network=1")))).toEqual([
      "B public",
      expect.stringMatching(/^Project /),
    ]);

    const badNetwork = await m.admin.agent.get(url(m.slug, "projects/?network=2"));
    expect(badNetwork.statusCode).toBe(400);
    expect(badNetwork.json().error).toMatch(/network/);
    const badFlag = await m.admin.agent.get(url(m.slug, "projects/?archived=maybe"));
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().error).toMatch(/archived/);
    expect((await m.outsider.agent.get(url(m.slug, "projects/"))).statusCode).toBe(404);
  });

  it("uses the same number of queries for one project as for many", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const small = await createWorkspace(agent);
    const large = await createWorkspace(agent);
    await createProject(agent, small.slug);
    for (let i = 0; i < 6; i++) await createProject(agent, large.slug);
    const spy = vi.spyOn(app.db, "select");
    const countFor = async (slug: string) => {
      spy.mockClear();
      const res = await agent.get(url(slug, "projects/"));
      expect(res.statusCode).toBe(200);
      return { calls: spy.mock.calls.length, rows: res.json().length };
    };
    const one = await countFor(small.slug);
    const many = await countFor(large.slug);
    spy.mockRestore();
    expect(one.calls).toBeGreaterThan(0);
    expect(one.rows).toBe(1);
    expect(many.rows).toBe(6);
    expect(many.calls).toBe(one.calls);
  });
});

describe("project detail", () => {
  it("answers members, and workspace members for a public project; hides private and guest-invisible ones", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const pub = await createProject(m.admin.agent, m.slug);
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    const own = await m.member.agent.get(url(m.slug, `projects/${m.projectId}/`));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: m.projectId, is_member: true, member_role: 15, total_members: 3, cycle_view: true });
    expect((await m.guest.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().member_role).toBe(5);
    const browse = await m.member.agent.get(url(m.slug, `projects/${pub.id}/`));
    expect(browse.statusCode).toBe(200);
    expect(browse.json()).toMatchObject({ is_member: false, member_role: null });
    expect((await m.guest.agent.get(url(m.slug, `projects/${pub.id}/`))).statusCode).toBe(404);
    expect((await m.member.agent.get(url(m.slug, `projects/${priv.id}/`))).statusCode).toBe(404);
    expect((await m.outsider.agent.get(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(404);
    expect((await m.admin.agent.get(url(m.slug, "projects/00000000-0000-4000-8000-000000000000/"))).json()).toEqual({
      error: "Project not found",
    });
    expect((await m.admin.agent.get(url(m.slug, "projects/nope/"))).statusCode).toBe(404);
  });
});

describe("project update", () => {
  it("lets the project Admin change settings and features", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const res = await m.admin.agent.patch(url(m.slug, `projects/${m.projectId}/`), {
      name: "Renamed",
      identifier: "RNM1",
      description: "About",
      network: 0,
      logo_props: { in_use: "emoji", emoji: { value: "1f680" } },
      cover_image: "https://example.com/c.png",
      project_lead: m.member.user.id,
      default_assignee: m.guest.user.id,
      cycle_view: false,
      inbox_view: true,
      is_epic_enabled: true,
      guest_view_all_features: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      identifier: "RNM1",
      description: "About",
      network: 0,
      project_lead: m.member.user.id,
      default_assignee: m.guest.user.id,
      cycle_view: false,
      inbox_view: true,
      is_epic_enabled: true,
      guest_view_all_features: true,
      is_member: true,
      member_role: 20,
    });
    const again = (await m.member.agent.get(url(m.slug, `projects/${m.projectId}/`))).json();
    expect(again).toMatchObject({ name: "Renamed", cycle_view: false, logo_props: { in_use: "emoji" } });
    const cleared = await m.admin.agent.patch(url(m.slug, `projects/${m.projectId}/`), {
      project_lead: null,
      default_assignee: null,
    });
    expect(cleared.json()).toMatchObject({ project_lead: null, default_assignee: null });
  });

  it("refuses Members, Guests and outsiders", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.member.agent.patch(url(m.slug, `projects/${m.projectId}/`), { name: "X" })).statusCode).toBe(403);
    expect((await m.member.agent.patch(url(m.slug, `projects/${m.projectId}/`), { cycle_view: false })).statusCode).toBe(403);
    expect((await m.guest.agent.patch(url(m.slug, `projects/${m.projectId}/`), { name: "X" })).statusCode).toBe(403);
    expect((await m.outsider.agent.patch(url(m.slug, `projects/${m.projectId}/`), { name: "X" })).statusCode).toBe(404);
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    expect((await m.member.agent.patch(url(m.slug, `projects/${priv.id}/`), { name: "X" })).statusCode).toBe(404);
    expect((await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().cycle_view).toBe(true);
  });

  it("rejects bad input naming the field and changes nothing", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const other = await createProject(m.admin.agent, m.slug, { name: "Other", identifier: "OTH" });
    const before = (await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json();
    const stranger = await signUp(app);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ identifier: "ABCDEFGHIJKLM" }, 400, /identifier/],
      [{ identifier: "low" }, 400, /identifier/],
      [{ identifier: "OTH" }, 409, /identifier/],
      [{ name: "other" }, 409, /name/],
      [{ network: 2 }, 400, /network/],
      [{ cycle_view: "yes" }, 400, /cycle_view/],
      [{ is_magic_enabled: true }, 400, /is_magic_enabled/],
      [{ project_lead: stranger.user.id }, 400, /project_lead/],
      [{ project_lead: m.outsider.user.id }, 400, /project_lead/],
      [{ default_assignee: m.outsider.user.id }, 400, /default_assignee/],
      [{ name: "Fine", identifier: "OTH" }, 409, /identifier/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.admin.agent.patch(url(m.slug, `projects/${m.projectId}/`), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const after = (await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json();
    expect(after).toEqual(before);
    expect((await m.admin.agent.get(url(m.slug, `projects/${other.id}/`))).json().identifier).toBe("OTH");
    // Keeping its own identifier is not a conflict.
    expect(
      (await m.admin.agent.patch(url(m.slug, `projects/${m.projectId}/`), { identifier: before.identifier })).statusCode,
    ).toBe(200);
  });
});

describe("project deletion", () => {
  it("lets the project Admin or a workspace Admin delete; others are refused", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.member.agent.delete(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(403);
    expect((await m.guest.agent.delete(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(403);
    expect((await m.outsider.agent.delete(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(404);
    expect((await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(200);
    expect((await m.admin.agent.delete(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(204);
    expect((await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(404);
    expect((await m.admin.agent.delete(url(m.slug, `projects/${m.projectId}/`))).statusCode).toBe(404);

    // A private project the workspace Admin is not in.
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    expect((await m.admin.agent.get(url(m.slug, `projects/${priv.id}/`))).statusCode).toBe(404);
    expect((await m.admin.agent.delete(url(m.slug, `projects/${priv.id}/`))).statusCode).toBe(204);
    expect((await m.member.agent.get(url(m.slug, `projects/${priv.id}/`))).statusCode).toBe(404);
  });
});

describe("project archive", () => {
  it("archives and restores for the project Admin only", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const archiveUrl = url(m.slug, `projects/${m.projectId}/archive/`);
    expect((await m.member.agent.post(archiveUrl)).statusCode).toBe(403);
    expect((await m.guest.agent.post(archiveUrl)).statusCode).toBe(403);
    expect((await m.outsider.agent.post(archiveUrl)).statusCode).toBe(404);
    const archived = await m.admin.agent.post(archiveUrl);
    expect(archived.statusCode).toBe(200);
    expect(Date.parse(archived.json().archived_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().archived_at).toBe(
      archived.json().archived_at,
    );
    expect((await m.admin.agent.post(archiveUrl)).json().archived_at).toBe(archived.json().archived_at);
    expect((await m.member.agent.delete(archiveUrl)).statusCode).toBe(403);
    expect((await m.admin.agent.delete(archiveUrl)).statusCode).toBe(204);
    expect((await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().archived_at).toBeNull();
    expect((await m.member.agent.get(url(m.slug, "projects/"))).json().map((p: ProjectBody) => p.id)).toContain(m.projectId);
  });
});

describe("project identifier check", () => {
  it("tells whether an identifier is taken in the workspace", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const { identifier } = (await m.admin.agent.get(url(m.slug, `projects/${m.projectId}/`))).json();
    const taken = await m.member.agent.get(url(m.slug, `project-identifiers/?name=${identifier}`));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ exists: true, identifier });
    expect((await m.guest.agent.get(url(m.slug, `project-identifiers/?name=${identifier.toLowerCase()}`))).json()).toEqual({
      exists: true,
      identifier,
    });
    expect((await m.admin.agent.get(url(m.slug, "project-identifiers/?name=FREE99"))).json()).toEqual({
      exists: false,
      identifier: "FREE99",
    });
    const other = await signUp(app);
    const { slug: otherSlug } = await createWorkspace(other.agent);
    expect((await other.agent.get(url(otherSlug, `project-identifiers/?name=${identifier}`))).json().exists).toBe(false);
    const bad = await m.admin.agent.get(url(m.slug, "project-identifiers/?name=ABCDEFGHIJKLM"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/name/);
    expect((await m.admin.agent.get(url(m.slug, "project-identifiers/"))).statusCode).toBe(400);
    expect((await m.outsider.agent.get(url(m.slug, `project-identifiers/?name=${identifier}`))).statusCode).toBe(404);
  });
});
