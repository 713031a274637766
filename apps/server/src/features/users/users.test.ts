import { AUTH_ERROR } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectMembers, users } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";
import { Agent, createWorkspace, getTestContext, roleMatrix, STRONG_PASSWORD, signUp } from "../../test/harness";

describe("users/me", () => {
  it("answers the signed-in user and 401 otherwise", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const res = await agent.get("/api/users/me/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: "Test",
      last_name: "User",
      is_active: true,
      is_bot: false,
    });
    expect(res.json()).not.toHaveProperty("password_hash");
    expect((await new Agent(app).get("/api/users/me/")).statusCode).toBe(401);
  });

  it("updates names, display name and avatar; refuses bad input unchanged", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const ok = await agent.patch("/api/users/me/", {
      first_name: "Ada",
      last_name: "Lovelace",
      display_name: "ada",
      avatar: "https://x.test/a.png",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      display_name: "ada",
      avatar: "https://x.test/a.png",
      avatar_url: "https://x.test/a.png",
    });
    for (const [body, field] of [
      [{ display_name: "has space" }, /display_name/],
      [{ first_name: "" }, /first_name/],
      [{ email: "new@example.com" }, /email/],
      [{ first_name: 5 }, /first_name/],
    ] as const) {
      const res = await agent.patch("/api/users/me/", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(field);
    }
    expect((await agent.get("/api/users/me/")).json()).toMatchObject({ first_name: "Ada", display_name: "ada" });
  });
});

describe("profile", () => {
  it("reads and patches the profile, merging onboarding steps", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const initial = (await agent.get("/api/users/me/profile/")).json();
    expect(initial).toMatchObject({
      user: user.id,
      last_workspace_id: null,
      is_onboarded: false,
      is_tour_completed: false,
      language: "en",
      onboarding_step: { profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false },
    });
    const first = await agent.patch("/api/users/me/profile/", {
      role: "Engineer",
      use_case: "Planning",
      onboarding_step: { profile_complete: true },
    });
    expect(first.statusCode).toBe(200);
    const second = await agent.patch("/api/users/me/profile/", {
      onboarding_step: { workspace_create: true },
      theme: { theme: "dark" },
    });
    expect(second.json()).toMatchObject({
      role: "Engineer",
      use_case: "Planning",
      theme: { theme: "dark" },
      onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: false, workspace_join: false },
    });
  });

  it("keeps the theme, time zone and date and time formats; refuses bad ones unchanged", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    expect((await agent.get("/api/users/me/profile/")).json()).toMatchObject({
      timezone: null,
      date_format: "auto",
      time_format: "auto",
    });
    const ok = await agent.patch("/api/users/me/profile/", {
      theme: { theme: "dark" },
      timezone: "Asia/Kolkata",
      date_format: "dd.MM.yyyy",
      time_format: "24h",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const [body, field] of [
      [{ theme: { theme: "purple" } }, /theme/],
      [{ timezone: "Mars/Olympus" }, /timezone/],
      [{ timezone: "../etc" }, /timezone/],
      [{ date_format: "YYYY" }, /date_format/],
      [{ time_format: "36h" }, /time_format/],
    ] as const) {
      const res = await agent.patch("/api/users/me/profile/", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(field);
    }
    expect((await agent.get("/api/users/me/profile/")).json()).toMatchObject({
      theme: { theme: "dark" },
      timezone: "Asia/Kolkata",
      date_format: "dd.MM.yyyy",
      time_format: "24h",
    });
    const cleared = await agent.patch("/api/users/me/profile/", { timezone: null, theme: { theme: "system" } });
    expect(cleared.json()).toMatchObject({ timezone: null, theme: { theme: "system" } });
  });

  it("accepts only a workspace the user belongs to as last_workspace_id", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const own = (await m.member.agent.get(`/api/workspaces/${m.slug}/`)).json();
    const foreign = (await m.outsider.agent.get("/api/workspaces/")).json()[0];
    for (const id of [foreign.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await m.member.agent.patch("/api/users/me/profile/", { last_workspace_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/last_workspace_id/);
    }
    const notUuid = await m.member.agent.patch("/api/users/me/profile/", { last_workspace_id: "abc" });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error).toMatch(/last_workspace_id/);
    expect((await m.member.agent.get("/api/users/me/profile/")).json().last_workspace_id).toBeNull();
    const ok = await m.member.agent.patch("/api/users/me/profile/", { last_workspace_id: own.id });
    expect(ok.json().last_workspace_id).toBe(own.id);
    const bad = await m.member.agent.patch("/api/users/me/profile/", { onboarding_step: { profile_complete: "yes" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/onboarding_step/);
    expect((await m.member.agent.patch("/api/users/me/profile/", { is_onboarded: true })).statusCode).toBe(400);
  });

  it("onboards (completing every step) and records the tour", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const bad = await agent.patch("/api/users/me/onboard/", { is_onboarded: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/is_onboarded/);
    const res = await agent.patch("/api/users/me/onboard/", { is_onboarded: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_onboarded: true,
      onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true },
    });
    expect((await agent.patch("/api/users/me/tour-completed/", {})).statusCode).toBe(400);
    const tour = await agent.patch("/api/users/me/tour-completed/", { is_tour_completed: true });
    expect(tour.json()).toMatchObject({ is_tour_completed: true, is_onboarded: true });
    expect((await agent.get("/api/users/me/profile/")).json().is_tour_completed).toBe(true);
  });
});

describe("settings", () => {
  it("gives the last workspace while the user is in it, else the most recently joined one", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const empty = (await agent.get("/api/users/me/settings/")).json();
    expect(empty).toEqual({
      id: user.id,
      email: user.email,
      workspace: {
        last_workspace_id: null,
        last_workspace_slug: null,
        fallback_workspace_id: null,
        fallback_workspace_slug: null,
        invites: 0,
      },
    });
    const first = await createWorkspace(agent);
    expect((await agent.get("/api/users/me/settings/")).json().workspace).toMatchObject({
      last_workspace_id: first.id,
      last_workspace_slug: first.slug,
      fallback_workspace_slug: first.slug,
    });
    const other = await signUp(app);
    const second = await createWorkspace(other.agent);
    const third = await createWorkspace(other.agent);
    const { addMember } = await import("../../test/harness");
    await addMember(app, { workspaceSlug: second.slug, userId: user.id, role: 15 });
    await addMember(app, { workspaceSlug: third.slug, userId: user.id, role: 15 });
    await agent.delete(`/api/workspaces/${first.slug}/`);
    expect((await agent.get("/api/users/me/settings/")).json().workspace).toMatchObject({
      last_workspace_id: null,
      last_workspace_slug: null,
      fallback_workspace_id: third.id,
      fallback_workspace_slug: third.slug,
    });
    await agent.patch("/api/users/me/profile/", { last_workspace_id: second.id });
    await agent.post(`/api/workspaces/${second.slug}/members/leave/`);
    expect((await agent.get("/api/users/me/settings/")).json().workspace).toMatchObject({
      last_workspace_id: null,
      fallback_workspace_slug: third.slug,
    });
    await other.agent.post(`/api/workspaces/${third.slug}/invitations/`, { emails: [{ email: "someone@example.com", role: 5 }] });
    expect((await agent.get("/api/users/me/settings/")).json().workspace.invites).toBe(0);
  });
});

describe("instance admin and project roles", () => {
  it("reports instance admin status", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    const res = await agent.get("/api/users/me/instance-admin/");
    expect(res.json()).toEqual({ is_instance_admin: row.is_instance_admin });
    // The app has no path that grants it; whatever writes it must say so, as every write path does.
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ is_instance_admin: !row.is_instance_admin }).where(eq(users.id, user.id));
      await accessChanged(tx, { userId: user.id });
    });
    expect((await agent.get("/api/users/me/instance-admin/")).json()).toEqual({ is_instance_admin: !row.is_instance_admin });
  });

  it("maps each of the caller's projects to their role; 404 outside the workspace", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = `/api/users/me/workspaces/${m.slug}/project-roles/`;
    expect((await m.admin.agent.get(url)).json()).toEqual({ [m.projectId]: 20 });
    expect((await m.member.agent.get(url)).json()).toEqual({ [m.projectId]: 15 });
    expect((await m.guest.agent.get(url)).json()).toEqual({ [m.projectId]: 5 });
    expect((await m.outsider.agent.get(url)).statusCode).toBe(404);
  });
});

describe("deactivation", () => {
  it("refuses the only admin of a workspace with other members", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const res = await m.admin.agent.delete("/api/users/me/");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(m.slug);
    expect(res.json().error).toMatch(/only admin/);
    expect((await m.admin.agent.get("/api/users/me/")).json().is_active).toBe(true);
    expect((await m.admin.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(200);
  });

  it("deactivates: sessions end, memberships end, sign-in answers 5019", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const res = await m.member.agent.delete("/api/users/me/");
    expect(res.statusCode).toBe(204);
    expect((await m.member.agent.get("/api/users/me/")).statusCode).toBe(401);
    const members = (await m.admin.agent.get(`/api/workspaces/${m.slug}/members/`)).json();
    expect(members.map((x: { member: { id: string } }) => x.member.id)).toEqual([m.guest.user.id]);
    const [projectRole] = await app.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.project_id, m.projectId), eq(projectMembers.member_id, m.member.user.id)));
    expect(projectRole.is_active).toBe(false);
    const signIn = await new Agent(app).post("/auth/sign-in/", { email: m.member.user.email, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error_code).toBe(AUTH_ERROR.USER_ACCOUNT_DEACTIVATED);
  });

  it("lets a sole member of their own workspace deactivate", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    await createWorkspace(agent);
    expect((await agent.delete("/api/users/me/")).statusCode).toBe(204);
  });
});
