import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workspaceInvitations } from "../../db/schema";
import type { App } from "../../lib/types";
import {
  Agent,
  getTestContext,
  lastMailTo,
  mailJobs,
  mailsTo,
  type RoleMatrix,
  roleMatrix,
  type SignedIn,
  signUp,
  uniqueEmail,
} from "../../test/harness";

type Invitation = { id: string; email: string; role: number; accepted: boolean; workspace: { slug: string } };

const tokenOf = async (app: App, id: string) =>
  (await app.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, id)))[0]?.token;

async function invite(m: RoleMatrix, email: string, role = 15): Promise<Invitation> {
  const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/invitations/`, { emails: [{ email, role }] });
  expect(res.statusCode).toBe(201);
  return res.json()[0];
}
const pendingOf = async (m: RoleMatrix): Promise<Invitation[]> =>
  (await m.admin.agent.get(`/api/workspaces/${m.slug}/invitations/`)).json();

const lastLink = async (app: App, email: string, subject: RegExp) =>
  new URL((await lastMailTo(app, email, subject)).text.match(/https?:\/\/\S+/)?.[0] ?? "");

/** An account whose address is proven: signed up with a mailed code. */
async function signUpByCode(app: App, email = uniqueEmail()): Promise<SignedIn> {
  const agent = new Agent(app);
  await agent.post("/auth/magic-generate/", { email });
  const code = (await lastMailTo(app, email, /sign-in code/)).text.match(/\b(\d{6})\b/)?.[1];
  const res = await agent.post("/auth/magic-sign-in/", { email, code });
  expect(res.json()).toMatchObject({ email, is_email_verified: true });
  return { agent, user: res.json() };
}

/** Proves a password account's address through the mailed verification link. */
async function verifyByLink(app: App, who: SignedIn) {
  expect((await who.agent.post("/api/users/me/email-verification/")).statusCode).toBe(200);
  const token = (await lastLink(app, who.user.email, /Verify your email/)).searchParams.get("token");
  expect((await who.agent.post("/api/users/me/email-verification/confirm/", { token })).statusCode).toBe(200);
}

describe("inviting", () => {
  it("creates invitations and mails each invitee a join link", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const [a, b] = [uniqueEmail("inv"), uniqueEmail("inv")];
    const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/invitations/`, {
      emails: [
        { email: a.toUpperCase(), role: 15 },
        { email: b, role: 5 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created: Invitation[] = res.json();
    expect(created.map((i) => [i.email, i.role, i.accepted])).toEqual([
      [a, 15, false],
      [b, 5, false],
    ]);
    expect(created[0]).toMatchObject({ workspace: { slug: m.slug }, invited_by: { id: m.admin.user.id } });
    expect(created[0]).not.toHaveProperty("token");

    const [mail] = await mailsTo(app, a);
    const token = await tokenOf(app, created[0].id);
    expect(token).toBeTruthy();
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.origin + link.pathname).toBe("http://hangar.test/workspace-invitations/");
    expect(Object.fromEntries(link.searchParams)).toEqual({ invitation_id: created[0].id, email: a, slug: m.slug, token });
    expect(await mailsTo(app, b)).toHaveLength(1);
    expect((await pendingOf(m)).map((i) => i.email).sort()).toEqual([a, b].sort());
  });

  it("lets only Admins invite, and outsiders get 404", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const body = { emails: [{ email: uniqueEmail(), role: 5 }] };
    const url = `/api/workspaces/${m.slug}/invitations/`;
    expect((await m.member.agent.post(url, body)).statusCode).toBe(403);
    expect((await m.guest.agent.post(url, body)).statusCode).toBe(403);
    expect((await m.outsider.agent.post(url, body)).statusCode).toBe(404);
    expect((await m.member.agent.get(url)).statusCode).toBe(403);
    expect((await m.outsider.agent.get(url)).statusCode).toBe(404);
    expect(await pendingOf(m)).toEqual([]);
  });

  it.each([
    ["an invalid email", { emails: [{ email: "not-an-email", role: 15 }] }, /emails\.0\.email/],
    ["unknown role 99", { emails: [{ email: "x@example.com", role: 99 }] }, /emails\.0\.role/],
    ["no emails", { emails: [] }, /emails/],
    ["a missing emails field", {}, /emails/],
  ])("refuses %s with 400 and invites nobody", async (_label, body, message) => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const before = await mailJobs(app);
    const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/invitations/`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await pendingOf(m)).toEqual([]);
    expect(await mailJobs(app)).toBe(before);
  });

  it("refuses existing members by name and changes nothing", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const fresh = uniqueEmail();
    const res = await m.admin.agent.post(`/api/workspaces/${m.slug}/invitations/`, {
      emails: [
        { email: fresh, role: 15 },
        { email: m.member.user.email, role: 5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(m.member.user.email);
    expect(res.json().error).toMatch(/already a member/);
    expect(await pendingOf(m)).toEqual([]);
    expect(await mailJobs(app, fresh)).toBe(0);
  });

  it("re-inviting a pending email updates its role instead of duplicating", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail();
    const first = await invite(m, email, 5);
    const second = await invite(m, email, 15);
    expect(second.id).toBe(first.id);
    expect(second.role).toBe(15);
    expect((await pendingOf(m)).map((i) => [i.id, i.role])).toEqual([[first.id, 15]]);
    expect(await mailsTo(app, email, 2)).toHaveLength(2);
  });
});

describe("managing invitations", () => {
  it("lets an Admin change an invitation's role and revoke it", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const inv = await invite(m, uniqueEmail(), 5);
    const url = `/api/workspaces/${m.slug}/invitations/${inv.id}/`;
    expect((await m.member.agent.patch(url, { role: 15 })).statusCode).toBe(403);
    expect((await m.outsider.agent.patch(url, { role: 15 })).statusCode).toBe(404);
    const bad = await m.admin.agent.patch(url, { role: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/role/);
    expect((await pendingOf(m))[0].role).toBe(5);
    const ok = await m.admin.agent.patch(url, { role: 20 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: inv.id, role: 20 });

    expect((await m.member.agent.delete(url)).statusCode).toBe(403);
    expect((await m.guest.agent.delete(url)).statusCode).toBe(403);
    expect((await m.admin.agent.delete(url)).statusCode).toBe(204);
    expect(await pendingOf(m)).toEqual([]);
    const gone = await m.admin.agent.patch(url, { role: 15 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe("Invitation not found");
    expect((await m.admin.agent.delete(`/api/workspaces/${m.slug}/invitations/not-a-uuid/`)).statusCode).toBe(404);
  });
});

describe("joining through the invitation link", () => {
  it("shows the invitation to anyone with the link, without its token", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const inv = await invite(m, uniqueEmail(), 15);
    const token = (await tokenOf(app, inv.id)) as string;
    const res = await new Agent(app).get(`/api/workspaces/${m.slug}/invitations/${inv.id}/join/?token=${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: inv.id, email: inv.email, role: 15, accepted: false, workspace: { slug: m.slug } });
    expect(Object.keys(body.workspace).sort()).toEqual(["id", "logo_url", "name", "slug"]);
    expect(JSON.stringify(body)).not.toContain((await tokenOf(app, inv.id)) as string);
    const other = await signUp(app);
    const otherWs = (
      await other.agent.post("/api/workspaces/", { name: "O", slug: `o-${inv.id.slice(0, 8)}`, organization_size: "2-10" })
    ).json();
    expect((await new Agent(app).get(`/api/workspaces/${otherWs.slug}/invitations/${inv.id}/join/`)).statusCode).toBe(404);
    expect(
      (await new Agent(app).get(`/api/workspaces/${m.slug}/invitations/00000000-0000-4000-8000-000000000000/join/`)).statusCode,
    ).toBe(404);
  });

  it("masks the invitee's address to anyone without the mailed token", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail("masked");
    const inv = await invite(m, email, 20);
    const url = `/api/workspaces/${m.slug}/invitations/${inv.id}/join/`;
    const masked = `${email[0]}•••@example.com`;

    const anonymous = await new Agent(app).get(url);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id: inv.id, email: masked, role: 20, workspace: { slug: m.slug } });
    expect(anonymous.body).not.toContain(email);
    expect((await new Agent(app).get(`${url}?token=wrong`)).json().email).toBe(masked);
    expect((await m.outsider.agent.get(url)).json().email).toBe(masked);
    // The invitee signed in knows their own address.
    const invitee = await signUp(app, email);
    expect((await invitee.agent.get(url)).json().email).toBe(email);
  });

  it("accepts only for the signed-in invitee with a valid token, once", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail("joiner");
    const inv = await invite(m, email, 15);
    const url = `/api/workspaces/${m.slug}/invitations/${inv.id}/join/`;
    const token = (await tokenOf(app, inv.id)) as string;

    expect((await new Agent(app).post(url, { token })).statusCode).toBe(401);
    const wrongUser = await m.outsider.agent.post(url, { token });
    expect(wrongUser.statusCode).toBe(403);
    expect(wrongUser.json().error).toMatch(/different email/);

    // A password sign-up has not proven its address: only the mailed token lets it in.
    const invitee = await signUp(app, email);
    const badToken = await invitee.agent.post(url, { token: "nope" });
    expect(badToken.statusCode).toBe(403);
    const noToken = await invitee.agent.post(url);
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toMatch(/^Verify your email address to accept invitations/);
    expect((await invitee.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);

    const ok = await invitee.agent.post(url, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ invitation: { id: inv.id, accepted: true }, workspace: { slug: m.slug, role: 15 } });
    expect(ok.json().invitation.responded_at).toMatch(/^\d{4}-/);
    expect((await invitee.agent.get(`/api/workspaces/${m.slug}/`)).json().role).toBe(15);
    // Joining with the mailed token proved the address.
    expect((await invitee.agent.get("/api/users/me/")).json().is_email_verified).toBe(true);
    const again = await invitee.agent.post(url, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/invitation/);
    expect(await pendingOf(m)).toEqual([]);
  });

  it("lets an attacker who signed up first with the invitee's address in nowhere, Admin invitations included", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail("victim");
    const attacker = await signUp(app, email);
    const inv = await invite(m, email, 20);
    const mine = await attacker.agent.get("/api/users/me/workspaces/invitations/");
    expect(mine.json().map((i: Invitation) => i.id)).toEqual([inv.id]);
    const bulk = await attacker.agent.post("/api/users/me/workspaces/invitations/", { invitations: [inv.id] });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json().error).toMatch(/^Verify your email address/);
    expect((await attacker.agent.post(`/api/workspaces/${m.slug}/invitations/${inv.id}/join/`)).statusCode).toBe(403);
    expect((await attacker.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);
    expect((await pendingOf(m)).map((i) => i.id)).toEqual([inv.id]);

    // The owner of the address signs in by code, which ends the attacker's session and password.
    const owner = await signUpByCode(app, email);
    expect((await attacker.agent.get("/api/users/me/")).statusCode).toBe(401);
    const accepted = await owner.agent.post("/api/users/me/workspaces/invitations/", { invitations: [inv.id] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()[0]).toMatchObject({ slug: m.slug, role: 20 });
  });

  it("declines with accepted: false: nothing joined, the invitation answered and gone from the lists", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail("decliner");
    const inv = await invite(m, email, 15);
    const url = `/api/workspaces/${m.slug}/invitations/${inv.id}/join/`;
    const token = (await tokenOf(app, inv.id)) as string;
    const invitee = await signUp(app, email);
    // An unproven address can no more decline for the invitee than accept for them.
    const unproven = await invitee.agent.post(url, { accepted: false });
    expect(unproven.statusCode).toBe(403);
    expect((await pendingOf(m)).map((i) => i.id)).toEqual([inv.id]);

    const declined = await invitee.agent.post(url, { token, accepted: false });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ invitation: { id: inv.id, accepted: false }, workspace: null });
    expect(declined.json().invitation.responded_at).toMatch(/^\d{4}-/);
    expect((await invitee.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);
    expect(await pendingOf(m)).toEqual([]);
    expect((await invitee.agent.get("/api/users/me/workspaces/invitations/")).json()).toEqual([]);
    expect((await invitee.agent.post(url, { token })).statusCode).toBe(400);
    expect((await invitee.agent.post(url, { token, accepted: "no" })).statusCode).toBe(400);
  });

  it("never demotes someone who became a member in the meantime", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail();
    const invitee = await signUpByCode(app, email);
    const inv = await invite(m, email, 5);
    const { addMember } = await import("../../test/harness");
    await addMember(app, { workspaceSlug: m.slug, userId: invitee.user.id, role: 20 });
    const res = await invitee.agent.post(`/api/workspaces/${m.slug}/invitations/${inv.id}/join/`);
    expect(res.statusCode).toBe(200);
    expect((await invitee.agent.get(`/api/workspaces/${m.slug}/`)).json().role).toBe(20);
  });
});

describe("the invitee's own invitations", () => {
  it("end to end: invite a new email, sign up, see it, accept it, appear in the member list", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail("newcomer");
    const inv = await invite(m, email, 5);
    const mail = await lastMailTo(app, email);
    expect(mail?.text).toContain(`/workspace-invitations/?invitation_id=${inv.id}`);
    expect(mail?.subject).toContain(`Workspace ${m.slug}`);

    const invitee = await signUp(app, email);
    const settings = (await invitee.agent.get("/api/users/me/settings/")).json();
    expect(settings.workspace).toMatchObject({ invites: 1, last_workspace_id: null, fallback_workspace_id: null });
    const mine = await invitee.agent.get("/api/users/me/workspaces/invitations/");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({
      id: inv.id,
      role: 5,
      workspace: { slug: m.slug, name: `Workspace ${m.slug}` },
      invited_by: { id: m.admin.user.id, email: m.admin.user.email },
    });
    expect(mine.json()[0].created_at).toMatch(/^\d{4}-/);

    const unverified = await invitee.agent.post("/api/users/me/workspaces/invitations/", { invitations: [inv.id] });
    expect(unverified.statusCode).toBe(403);
    await verifyByLink(app, invitee);
    const accepted = await invitee.agent.post("/api/users/me/workspaces/invitations/", { invitations: [inv.id] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toHaveLength(1);
    expect(accepted.json()[0]).toMatchObject({ slug: m.slug, role: 5, total_members: 4 });

    const listed = (await m.admin.agent.get(`/api/workspaces/${m.slug}/members/`)).json();
    expect(listed.find((x: { member: { email: string } }) => x.member.email === email)).toMatchObject({ role: 5 });
    const profile = (await invitee.agent.get("/api/users/me/profile/")).json();
    expect(profile.last_workspace_id).toBe(accepted.json()[0].id);
    expect(profile.onboarding_step.workspace_join).toBe(true);
    expect((await invitee.agent.get("/api/users/me/workspaces/invitations/")).json()).toEqual([]);
    expect((await invitee.agent.get("/api/users/me/settings/")).json().workspace).toMatchObject({
      invites: 0,
      last_workspace_slug: m.slug,
    });
    expect(await pendingOf(m)).toEqual([]);
  });

  it("accepts several at once and keeps an existing last workspace", async () => {
    const { app } = await getTestContext();
    const [m1, m2] = [await roleMatrix(app), await roleMatrix(app)];
    const email = uniqueEmail();
    const invitee = await signUpByCode(app, email);
    const own = (
      await invitee.agent.post("/api/workspaces/", {
        name: "Own",
        slug: `own-${Date.now().toString(36)}`,
        organization_size: "2-10",
      })
    ).json();
    const [i1, i2] = [await invite(m1, email, 15), await invite(m2, email, 20)];
    const res = await invitee.agent.post("/api/users/me/workspaces/invitations/", { invitations: [i1.id, i2.id] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((w: { slug: string; role: number }) => [w.slug, w.role])
        .sort(),
    ).toEqual(
      [
        [m1.slug, 15],
        [m2.slug, 20],
      ].sort(),
    );
    expect((await invitee.agent.get("/api/users/me/profile/")).json().last_workspace_id).toBe(own.id);
  });

  it("accepts only the caller's own pending invitations", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const email = uniqueEmail();
    const inv = await invite(m, email, 15);
    const mine = await invite(m, m.outsider.user.email, 15);
    await verifyByLink(app, m.outsider);
    const stranger = await m.outsider.agent.post("/api/users/me/workspaces/invitations/", { invitations: [mine.id, inv.id] });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe("Invitation not found");
    expect((await m.outsider.agent.get(`/api/workspaces/${m.slug}/`)).statusCode).toBe(404);
    expect((await pendingOf(m)).map((i) => i.id).sort()).toEqual([inv.id, mine.id].sort());
    expect((await m.outsider.agent.get("/api/users/me/workspaces/invitations/")).json().map((i: Invitation) => i.id)).toEqual([
      mine.id,
    ]);

    const bad = await m.outsider.agent.post("/api/users/me/workspaces/invitations/", { invitations: ["nope"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/invitations/);
    const empty = await m.outsider.agent.post("/api/users/me/workspaces/invitations/", { invitations: [] });
    expect(empty.statusCode).toBe(400);
    expect((await new Agent(app).get("/api/users/me/workspaces/invitations/")).statusCode).toBe(401);
  });
});
