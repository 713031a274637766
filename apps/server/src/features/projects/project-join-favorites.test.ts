import { describe, expect, it } from "vitest";
import { addMember, createProject, getTestContext, roleMatrix, signUp } from "../../test/harness";

type ProjectBody = { id: string; member_role: number | null; [k: string]: unknown };
const url = (slug: string, rest = "") => `/api/workspaces/${slug}/${rest}`;

describe("joining projects", () => {
  it("joins a public project with the workspace role; private ones stay hidden; guests cannot self-join", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const pub = await createProject(m.member.agent, m.slug);
    const priv = await createProject(m.member.agent, m.slug, { network: 0 });
    const newcomer = await signUp(app);
    await addMember(app, { workspaceSlug: m.slug, userId: newcomer.user.id, role: 15 });

    const joined = await newcomer.agent.post(url(m.slug, `projects/${pub.id}/join/`));
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: pub.id, is_member: true, member_role: 15, total_members: 2 });
    // The workspace Admin (not in the member-created project) joins as Admin.
    expect((await m.admin.agent.post(url(m.slug, `projects/${pub.id}/join/`))).json().member_role).toBe(20);
    expect((await m.guest.agent.post(url(m.slug, `projects/${pub.id}/join/`))).statusCode).toBe(404);
    expect((await m.guest.agent.post(url(m.slug, "projects/join/"), { project_ids: [pub.id] })).statusCode).toBe(403);
    expect((await m.guest.agent.post(url(m.slug, `projects/${m.projectId}/join/`))).json().member_role).toBe(5);
    expect((await newcomer.agent.post(url(m.slug, `projects/${priv.id}/join/`))).statusCode).toBe(404);
    expect((await m.outsider.agent.post(url(m.slug, `projects/${pub.id}/join/`))).statusCode).toBe(404);
    expect((await newcomer.agent.get(url(m.slug, `projects/${priv.id}/`))).statusCode).toBe(404);

    // Joining again keeps an existing role (the creator stays Admin).
    expect((await m.member.agent.post(url(m.slug, `projects/${pub.id}/join/`))).json().member_role).toBe(20);
  });

  it("joins several at once, all or nothing", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const a = await createProject(m.admin.agent, m.slug);
    const b = await createProject(m.admin.agent, m.slug);
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    const refused = await m.member.agent.post(url(m.slug, "projects/join/"), { project_ids: [a.id, priv.id] });
    expect(refused.statusCode).toBe(404);
    expect((await m.member.agent.get(url(m.slug, `projects/${a.id}/`))).json().is_member).toBe(false);
    const res = await m.member.agent.post(url(m.slug, "projects/join/"), { project_ids: [a.id, b.id, m.projectId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: ProjectBody) => [p.id, p.member_role])).toEqual([
      [a.id, 15],
      [b.id, 15],
      [m.projectId, 15],
    ]);
    expect((await m.member.agent.get(url(m.slug, "projects/?member=true"))).json()).toHaveLength(3);
    const empty = await m.member.agent.post(url(m.slug, "projects/join/"), { project_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/project_ids/);
    expect((await m.member.agent.post(url(m.slug, "projects/join/"), { project_ids: ["x"] })).json().error).toMatch(
      /project_ids/,
    );
  });
});

describe("favorite projects", () => {
  it("favorites and unfavorites a project the caller belongs to", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const fav = await m.guest.agent.post(url(m.slug, "user-favorite-projects/"), { project: m.projectId });
    expect(fav.statusCode).toBe(201);
    expect(fav.json()).toMatchObject({
      entity_type: "project",
      entity_identifier: m.projectId,
      project_id: m.projectId,
      is_folder: false,
    });
    expect(fav.json().entity_data.name).toMatch(/^Project /);
    expect((await m.guest.agent.post(url(m.slug, "user-favorite-projects/"), { project: m.projectId })).statusCode).toBe(200);
    expect((await m.guest.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().is_favorite).toBe(true);
    expect((await m.guest.agent.get(url(m.slug, "projects/"))).json()[0].is_favorite).toBe(true);
    // Favorites are per user.
    expect((await m.member.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().is_favorite).toBe(false);

    expect((await m.guest.agent.delete(url(m.slug, `user-favorite-projects/${m.projectId}/`))).statusCode).toBe(204);
    expect((await m.guest.agent.get(url(m.slug, `projects/${m.projectId}/`))).json().is_favorite).toBe(false);
    const again = await m.guest.agent.delete(url(m.slug, `user-favorite-projects/${m.projectId}/`));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Favorite not found" });
    expect((await m.guest.agent.delete(url(m.slug, "user-favorite-projects/nope/"))).statusCode).toBe(404);
  });

  it("refuses non-members, outsiders, bad input and archived projects; archiving drops favorites", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const pub = await createProject(m.admin.agent, m.slug);
    const priv = await createProject(m.admin.agent, m.slug, { network: 0 });
    expect((await m.member.agent.post(url(m.slug, "user-favorite-projects/"), { project: pub.id })).statusCode).toBe(403);
    expect((await m.member.agent.post(url(m.slug, "user-favorite-projects/"), { project: priv.id })).statusCode).toBe(404);
    expect((await m.outsider.agent.post(url(m.slug, "user-favorite-projects/"), { project: m.projectId })).statusCode).toBe(404);
    const bad = await m.member.agent.post(url(m.slug, "user-favorite-projects/"), { project: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/project/);

    expect((await m.member.agent.post(url(m.slug, "user-favorite-projects/"), { project: m.projectId })).statusCode).toBe(201);
    await m.admin.agent.post(url(m.slug, `projects/${m.projectId}/archive/`));
    const archived = await m.member.agent.get(url(m.slug, `projects/${m.projectId}/`));
    expect(archived.json().is_favorite).toBe(false);
    const refused = await m.member.agent.post(url(m.slug, "user-favorite-projects/"), { project: m.projectId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/project/);
  });
});
