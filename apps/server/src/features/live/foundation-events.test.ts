import { describe, expect, it } from "vitest";
import {
  addMember,
  createProject,
  getTestContext,
  type LiveMessage,
  lastMailTo,
  openLive,
  roleMatrix,
  signUp,
} from "../../test/harness";

type Live = Awaited<ReturnType<typeof openLive>>;

async function ready(live: Live) {
  await live.waitFor((m) => m.type === "ready");
  return live;
}

const isEvent =
  (type: string, action: string, extra: (m: LiveMessage) => boolean = () => true) =>
  (m: LiveMessage) =>
    m.type === "event" && m.event?.entity_type === type && m.event.action === action && extra(m);

/** A field of an event's payload, read as the shape the test expects. */
const field = <T>(m: LiveMessage, key: string) => m.event?.payload?.[key] as T;

const eventsOf = (live: Live, type: string) => live.messages.filter((m) => m.type === "event" && m.event?.entity_type === type);

async function projectMembershipId(
  agent: Awaited<ReturnType<typeof signUp>>["agent"],
  slug: string,
  projectId: string,
  userId: string,
) {
  const res = await agent.get(`/api/workspaces/${slug}/projects/${projectId}/members/`);
  return (res.json() as { id: string; member: { id: string } }[]).find((m) => m.member.id === userId)!.id;
}

async function workspaceMembershipId(agent: Awaited<ReturnType<typeof signUp>>["agent"], slug: string, userId: string) {
  const res = await agent.get(`/api/workspaces/${slug}/members/`);
  return (res.json() as { id: string; member: { id: string } }[]).find((m) => m.member.id === userId)!.id;
}

describe("foundation live events", () => {
  it("project update, archive, restore and delete reach project members with shared fields only", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.member.agent, m.slug));

    const patch = await m.admin.agent.patch(`/api/workspaces/${m.slug}/projects/${m.projectId}/`, { name: "Renamed project" });
    expect(patch.statusCode).toBe(200);
    const updated = await live.waitFor(isEvent("project", "updated"));
    expect(updated.event?.project_id).toBe(m.projectId);
    const payload = updated.event?.payload as { project: Record<string, unknown>; changed: string[] };
    expect(payload.changed).toEqual(["name"]);
    expect(payload.project.name).toBe("Renamed project");
    expect(payload.project).not.toHaveProperty("is_member");
    expect(payload.project).not.toHaveProperty("member_role");
    expect(payload.project).not.toHaveProperty("is_favorite");
    expect(payload.project.members).toEqual(expect.arrayContaining([m.admin.user.id, m.member.user.id]));

    await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${m.projectId}/archive/`);
    const archived = await live.waitFor(isEvent("project", "archived"));
    expect(field<{ archived_at: string | null }>(archived, "project").archived_at).not.toBeNull();
    await m.admin.agent.delete(`/api/workspaces/${m.slug}/projects/${m.projectId}/archive/`);
    const restored = await live.waitFor(isEvent("project", "restored"));
    expect(field<{ archived_at: string | null }>(restored, "project").archived_at).toBeNull();

    // Deleting takes the member out of the project, yet they still hear that it went.
    expect((await m.admin.agent.delete(`/api/workspaces/${m.slug}/projects/${m.projectId}/`)).statusCode).toBe(204);
    const deleted = await live.waitFor(isEvent("project", "deleted"));
    expect(deleted.event?.payload).toEqual({ id: m.projectId });
    live.ws.terminate();
  });

  it("a created project reaches its creator but not workspace members outside it", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const adminLive = await ready(await openLive(m.admin.agent, m.slug));
    const memberLive = await ready(await openLive(m.member.agent, m.slug));
    const project = await createProject(m.admin.agent, m.slug, { network: 0 });
    const created = await adminLive.waitFor(isEvent("project", "created"));
    expect(created.event?.project_id).toBe(project.id);
    expect(field<{ id: string }>(created, "project").id).toBe(project.id);
    await m.admin.agent.patch(`/api/workspaces/${m.slug}/`, { name: "Marker" });
    await memberLive.waitFor(isEvent("workspace", "updated"));
    expect(eventsOf(memberLive, "project")).toHaveLength(0);
    adminLive.ws.terminate();
    memberLive.ws.terminate();
  });

  it("adding a member to a private project tells the project and opens its events to the new member", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const project = await createProject(m.admin.agent, m.slug, { network: 0 });
    const adminLive = await ready(await openLive(m.admin.agent, m.slug));
    const memberLive = await ready(await openLive(m.member.agent, m.slug));

    const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${project.id}/members/`, {
      members: [{ member_id: m.member.user.id, role: 15 }],
    });
    expect(res.statusCode).toBe(201);
    const added = await adminLive.waitFor(isEvent("project_member", "created"));
    expect(added.event?.project_id).toBe(project.id);
    expect(added.event?.payload).toEqual({ member: { id: res.json()[0].id, member_id: m.member.user.id, role: 15 } });
    await memberLive.waitFor(isEvent("project_member", "created"));

    // The member's already-open socket now carries this project's events.
    await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${project.id}/states/`, {
      name: "Review",
      color: "#123456",
      group: "started",
    });
    const state = await memberLive.waitFor(isEvent("state", "created"));
    expect(state.event?.project_id).toBe(project.id);

    const roleRes = await m.admin.agent.patch(`/api/workspaces/${m.slug}/projects/${project.id}/members/${res.json()[0].id}/`, {
      role: 5,
    });
    expect(roleRes.statusCode).toBe(200);
    const roleEvent = await memberLive.waitFor(isEvent("project_member", "updated"));
    expect(roleEvent.event?.payload.member).toEqual({ id: res.json()[0].id, member_id: m.member.user.id, role: 5 });
    adminLive.ws.terminate();
    memberLive.ws.terminate();
  });

  it("joining a public project and leaving it emit member events", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const project = await createProject(m.admin.agent, m.slug, { network: 1 });
    const adminLive = await ready(await openLive(m.admin.agent, m.slug));
    expect((await m.member.agent.post(`/api/workspaces/${m.slug}/projects/${project.id}/join/`)).statusCode).toBe(200);
    const joined = await adminLive.waitFor(isEvent("project_member", "created"));
    expect(joined.event?.payload.member).toMatchObject({ member_id: m.member.user.id, role: 15 });
    expect((await m.member.agent.post(`/api/workspaces/${m.slug}/projects/${project.id}/members/leave/`)).statusCode).toBe(204);
    const left = await adminLive.waitFor(isEvent("project_member", "deleted"));
    expect(left.event?.payload.member).toMatchObject({ member_id: m.member.user.id });
    adminLive.ws.terminate();
  });

  it("state create, mark-default and delete carry the state and both default ids", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.guest.agent, m.slug));
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}/states/`;
    const oldDefault = (await m.admin.agent.get(base)).json().find((s: { default: boolean }) => s.default);

    const res = await m.member.agent.post(base, { name: "QA", color: "#abcdef", group: "started" });
    expect(res.statusCode).toBe(201);
    const created = await live.waitFor(isEvent("state", "created"));
    expect(created.event?.payload).toEqual({ state: res.json() });
    expect(created.event?.project_id).toBe(m.projectId);

    await m.member.agent.post(`${base}${res.json().id}/mark-default/`);
    const marked = await live.waitFor(isEvent("state", "updated"));
    expect(marked.event?.payload).toMatchObject({
      default_state_id: res.json().id,
      previous_default_state_id: oldDefault.id,
      changed: ["default"],
    });

    await m.member.agent.patch(`${base}${oldDefault.id}/`, { name: "Icebox" });
    const renamed = await live.waitFor(isEvent("state", "updated", (msg) => String(msg.event?.payload.changed) === "name"));
    expect(field<{ name: string }>(renamed, "state").name).toBe("Icebox");

    expect((await m.member.agent.delete(`${base}${oldDefault.id}/`)).statusCode).toBe(204);
    const deleted = await live.waitFor(isEvent("state", "deleted"));
    expect(deleted.event?.payload).toEqual({ id: oldDefault.id });
    live.ws.terminate();
  });

  it("a refused change emits nothing", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}/states/`;
    const before = (await m.admin.agent.get(`/api/workspaces/${m.slug}/events/`)).json().last_event_id;
    expect((await m.member.agent.post(base, { name: "Todo", color: "#abcdef", group: "started" })).statusCode).toBe(409);
    expect((await m.member.agent.patch(`/api/workspaces/${m.slug}/projects/${m.projectId}/`, { name: "nope" })).statusCode).toBe(
      403,
    );
    const after = await m.admin.agent.get(`/api/workspaces/${m.slug}/events/?after=${before}`);
    expect(after.json().results).toEqual([]);
  });

  it("label update names the changed keys and delete lists the re-parented children", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.member.agent, m.slug));
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}/issue-labels/`;
    const parent = (await m.admin.agent.post(base, { name: "Area", color: "#111111" })).json();
    const child = (await m.admin.agent.post(base, { name: "Backend", color: "#222222", parent: parent.id })).json();
    const created = await live.waitFor(isEvent("label", "created", (msg) => field<{ id: string }>(msg, "label").id === child.id));
    expect(created.event?.payload).toEqual({ label: child });

    const patch = await m.admin.agent.patch(`${base}${parent.id}/`, { name: "Areas", color: "#333333" });
    expect(patch.statusCode).toBe(200);
    const updated = await live.waitFor(isEvent("label", "updated"));
    expect(field<{ id: string }>(updated, "label").id).toBe(parent.id);
    expect(updated.event?.payload).toEqual({ label: patch.json(), changed: ["name", "color"] });

    expect((await m.admin.agent.delete(`${base}${parent.id}/`)).statusCode).toBe(204);
    const deleted = await live.waitFor(isEvent("label", "deleted"));
    expect(deleted.event?.payload).toEqual({ id: parent.id, children: [child.id] });
    live.ws.terminate();
  });

  it("workspace update, member role change and invitation acceptance are workspace-wide", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.guest.agent, m.slug));

    await m.admin.agent.patch(`/api/workspaces/${m.slug}/`, { name: "New name" });
    const ws = await live.waitFor(isEvent("workspace", "updated"));
    expect(ws.event?.project_id).toBeNull();
    expect(ws.event?.payload).toMatchObject({ workspace: { name: "New name", slug: m.slug }, changed: ["name"] });
    expect(ws.event?.payload.workspace).not.toHaveProperty("role");

    const membershipId = await workspaceMembershipId(m.admin.agent, m.slug, m.member.user.id);
    expect((await m.admin.agent.patch(`/api/workspaces/${m.slug}/members/${membershipId}/`, { role: 5 })).statusCode).toBe(200);
    const role = await live.waitFor(isEvent("workspace_member", "updated"));
    expect(role.event?.project_id).toBeNull();
    expect(role.event?.payload).toEqual({ member: { id: membershipId, member_id: m.member.user.id, role: 5 } });
    // The demotion caps the member's project role too, and the project hears of it.
    const capped = await live.waitFor(isEvent("project_member", "updated"));
    expect(capped.event?.project_id).toBe(m.projectId);
    expect(capped.event?.payload.member).toMatchObject({ member_id: m.member.user.id, role: 5 });

    const invitee = await signUp(app);
    const invite = await m.admin.agent.post(`/api/workspaces/${m.slug}/invitations/`, {
      emails: [{ email: invitee.user.email, role: 15 }],
    });
    expect(invite.statusCode).toBe(201);
    // The mailed link's token proves the (password sign-up's unverified) address.
    const mailed = await lastMailTo(app, invitee.user.email);
    const token = new URL(mailed.text.match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get("token");
    const joinRes = await invitee.agent.post(`/api/workspaces/${m.slug}/invitations/${invite.json()[0].id}/join/`, { token });
    expect(joinRes.statusCode).toBe(200);
    const joined = await live.waitFor(isEvent("workspace_member", "created"));
    expect(joined.event?.payload.member).toMatchObject({ member_id: invitee.user.id, role: 15 });
    live.ws.terminate();
  });

  it("a member removed from a project stops hearing its events but keeps workspace-wide ones", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.member.agent, m.slug));
    const membershipId = await projectMembershipId(m.admin.agent, m.slug, m.projectId, m.member.user.id);

    expect(
      (await m.admin.agent.delete(`/api/workspaces/${m.slug}/projects/${m.projectId}/members/${membershipId}/`)).statusCode,
    ).toBe(204);
    const removed = await live.waitFor(isEvent("project_member", "deleted"));
    expect(removed.event?.payload.member).toEqual({ id: membershipId, member_id: m.member.user.id, role: 15 });

    const state = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/${m.projectId}/states/`, {
      name: "Hidden",
      color: "#654321",
      group: "started",
    });
    expect(state.statusCode).toBe(201);
    await m.admin.agent.patch(`/api/workspaces/${m.slug}/`, { name: "Still visible" });
    await live.waitFor(isEvent("workspace", "updated"));
    expect(eventsOf(live, "state")).toHaveLength(0);
    // The admin's socket did get the state: it was recorded, just not for the removed member.
    const after = await m.admin.agent.get(`/api/workspaces/${m.slug}/events/?after=${removed.event?.id}`);
    expect(after.json().results.map((e: { entity_type: string }) => e.entity_type)).toEqual(["state", "workspace"]);
    live.ws.terminate();
  });

  it("a member removed from the workspace hears it and has their socket closed with 4404", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await ready(await openLive(m.member.agent, m.slug));
    const guestLive = await ready(await openLive(m.guest.agent, m.slug));
    const closed = live.closed();
    const membershipId = await workspaceMembershipId(m.admin.agent, m.slug, m.member.user.id);

    expect((await m.admin.agent.delete(`/api/workspaces/${m.slug}/members/${membershipId}/`)).statusCode).toBe(204);
    const removed = await live.waitFor(isEvent("workspace_member", "deleted"));
    expect(removed.event?.payload.member).toEqual({ id: membershipId, member_id: m.member.user.id, role: 15 });
    await closed;
    expect(live.closeCode()).toBe(4404);

    // Others stay connected and learn the member also left the project.
    const projectRemoval = await guestLive.waitFor(isEvent("project_member", "deleted"));
    expect(projectRemoval.event?.payload.member).toMatchObject({ member_id: m.member.user.id });
    await guestLive.waitFor(isEvent("workspace_member", "deleted"));
    expect(guestLive.closeCode()).toBeNull();
    guestLive.ws.terminate();
  });

  it("deleting the workspace closes every socket after telling it", async () => {
    const { app } = await getTestContext();
    const admin = await signUp(app);
    const { slug } = await (await import("../../test/harness")).createWorkspace(admin.agent);
    const member = await signUp(app);
    await addMember(app, { workspaceSlug: slug, userId: member.user.id, role: 15 });
    const live = await ready(await openLive(member.agent, slug));
    const closed = live.closed();
    expect((await admin.agent.delete(`/api/workspaces/${slug}/`)).statusCode).toBe(204);
    const deleted = await live.waitFor(isEvent("workspace", "deleted"));
    expect(deleted.event?.project_id).toBeNull();
    await closed;
    expect(live.closeCode()).toBe(4404);
  });
});
