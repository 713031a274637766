import { describe, expect, it } from "vitest";
import { Agent, getTestContext, roleMatrix, STRONG_PASSWORD, signUp } from "../../test/harness";

type SessionJson = { id: string; user_agent: string | null; is_current: boolean };

/** Another browser of the same account. */
async function signInAgain(app: Agent["app"], email: string, userAgent: string) {
  const agent = new Agent(app);
  const res = await agent.post("/auth/sign-in/", { email, password: STRONG_PASSWORD }, { "user-agent": userAgent });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

describe("account sessions", () => {
  it("lists the caller's live sessions, newest first, marking the current one", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const laptop = await signInAgain(app, user.email, "Laptop Browser");
    const other = await signUp(app);
    const res = await laptop.get("/api/users/me/sessions/");
    expect(res.statusCode, res.body).toBe(200);
    const sessions: SessionJson[] = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ user_agent: "Laptop Browser", is_current: true });
    expect(sessions[1].is_current).toBe(false);
    expect(sessions[0]).not.toHaveProperty("token_hash");
    const fromFirst: SessionJson[] = (await agent.get("/api/users/me/sessions/")).json();
    expect(fromFirst.filter((s) => s.is_current).map((s) => s.id)).toEqual([sessions[1].id]);
    const theirs: SessionJson[] = (await other.agent.get("/api/users/me/sessions/")).json();
    expect(theirs.map((s) => s.id)).not.toContain(sessions[0].id);
    expect((await new Agent(app).get("/api/users/me/sessions/")).statusCode).toBe(401);
  });

  it("signs out one other session; another user's or the current one is refused and nothing ends", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const phone = await signInAgain(app, user.email, "Phone");
    const other = await signUp(app);
    const mine: SessionJson[] = (await agent.get("/api/users/me/sessions/")).json();
    const phoneSession = mine.find((s) => !s.is_current) as SessionJson;
    const current = mine.find((s) => s.is_current) as SessionJson;

    const foreign = await other.agent.delete(`/api/users/me/sessions/${phoneSession.id}/`);
    expect(foreign.statusCode).toBe(404);
    expect((await phone.get("/api/users/me/")).statusCode).toBe(200);

    const self = await agent.delete(`/api/users/me/sessions/${current.id}/`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/sign out/);
    expect((await agent.get("/api/users/me/")).statusCode).toBe(200);

    const notUuid = await agent.delete("/api/users/me/sessions/abc/");
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error).toMatch(/sessionId/);

    const ok = await agent.delete(`/api/users/me/sessions/${phoneSession.id}/`);
    expect(ok.statusCode).toBe(204);
    expect((await phone.get("/api/users/me/")).statusCode).toBe(401);
    expect((await agent.get("/api/users/me/")).statusCode).toBe(200);
    expect((await agent.delete(`/api/users/me/sessions/${phoneSession.id}/`)).statusCode).toBe(404);
  });

  it("signs out every other session of the caller only", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const phone = await signInAgain(app, user.email, "Phone");
    const tablet = await signInAgain(app, user.email, "Tablet");
    const other = await signUp(app);
    const res = await agent.post("/api/users/me/sessions/sign-out-others/");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signed_out: 2 });
    expect((await phone.get("/api/users/me/")).statusCode).toBe(401);
    expect((await tablet.get("/api/users/me/")).statusCode).toBe(401);
    expect((await agent.get("/api/users/me/")).statusCode).toBe(200);
    expect((await other.agent.get("/api/users/me/")).statusCode).toBe(200);
    expect((await agent.get("/api/users/me/sessions/")).json()).toHaveLength(1);
  });

  it("deactivation ends every session of the account", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const phone = await signInAgain(app, m.member.user.email, "Phone");
    expect((await m.member.agent.delete("/api/users/me/")).statusCode).toBe(204);
    expect((await phone.get("/api/users/me/")).statusCode).toBe(401);
    expect((await m.member.agent.get("/api/users/me/")).statusCode).toBe(401);
  });
});
