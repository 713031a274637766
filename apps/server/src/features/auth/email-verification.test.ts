import { AUTH_ERROR } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authTokens } from "../../db/schema";
import type { App } from "../../lib/types";
import { Agent, buildTestApp, getTestContext, mailsTo, signUp, uniqueEmail } from "../../test/harness";

const SEND = "/api/users/me/email-verification/";
const CONFIRM = "/api/users/me/email-verification/confirm/";

/** The link in the `count`th mail to `email`. */
async function lastLink(app: App, email: string, count = 1): Promise<URL> {
  const mail = (await mailsTo(app, email, count))[count - 1];
  return new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
}

describe("email verification by a mailed link", () => {
  it("mails a link to the signed-in user's address whose token verifies it, stored only hashed", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    expect((await agent.get("/api/users/me/")).json().is_email_verified).toBe(false);

    const sent = await agent.post(SEND);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: `We sent a verification link to ${user.email}.` });
    const link = await lastLink(app, user.email);
    expect(link.origin + link.pathname).toBe("http://hangar.test/accounts/verify-email");
    const token = link.searchParams.get("token") as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.email, user.email), eq(authTokens.kind, "email_verification")));
    expect(rows).toHaveLength(1);
    expect(rows[0].secret_hash).not.toContain(token);
    expect(Math.round((rows[0].expires_at.getTime() - rows[0].created_at.getTime()) / 3_600_000)).toBe(24);

    const confirmed = await agent.post(CONFIRM, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: user.id, is_email_verified: true });
    expect((await agent.get("/api/users/me/")).json().is_email_verified).toBe(true);
    expect((await agent.post(SEND)).json()).toEqual({ error: "Your email address is already verified." });
  });

  it("works once, in a session of the account it was sent for, and only the latest link", async () => {
    const { app } = await getTestContext();
    const owner = await signUp(app);
    const stranger = await signUp(app);
    await owner.agent.post(SEND);
    const first = (await lastLink(app, owner.user.email)).searchParams.get("token");
    await owner.agent.post(SEND);
    const second = (await lastLink(app, owner.user.email, 2)).searchParams.get("token");

    const elsewhere = await stranger.agent.post(CONFIRM, { token: second });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe("This verification link is not valid. Send a new one from Hangar.");
    expect((await new Agent(app).post(CONFIRM, { token: second })).statusCode).toBe(401);
    const replaced = await owner.agent.post(CONFIRM, { token: first });
    expect(replaced.json().error).toMatch(/not valid/);
    expect((await owner.agent.post(CONFIRM, { token: "" })).statusCode).toBe(400);
    expect((await owner.agent.get("/api/users/me/")).json().is_email_verified).toBe(false);
    expect((await stranger.agent.get("/api/users/me/")).json().is_email_verified).toBe(false);

    expect((await owner.agent.post(CONFIRM, { token: second })).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.email, owner.user.email), eq(authTokens.kind, "email_verification")))
      .orderBy(authTokens.created_at)
      .limit(1)
      .offset(1);
    expect(row.used_at).not.toBeNull();
  });

  it("says so when the link has expired", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    await agent.post(SEND);
    const token = (await lastLink(app, user.email)).searchParams.get("token");
    await app.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.email, user.email), eq(authTokens.kind, "email_verification")));
    const res = await agent.post(CONFIRM, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("This verification link has expired. Send a new one from Hangar.");
    expect((await agent.get("/api/users/me/")).json().is_email_verified).toBe(false);
  });

  it("needs a session and limits the mails per account (429, 5900)", async () => {
    const { database } = await getTestContext();
    const app = await buildTestApp(database, { authAccountRateLimitMax: 2 });
    try {
      expect((await new Agent(app).post(SEND)).statusCode).toBe(401);
      const { agent, user } = await signUp(app, uniqueEmail());
      expect((await agent.post(SEND)).statusCode).toBe(200);
      expect((await agent.post(SEND)).statusCode).toBe(200);
      const third = await agent.post(SEND);
      expect(third.statusCode).toBe(429);
      expect(third.json().error_code).toBe(AUTH_ERROR.RATE_LIMIT_EXCEEDED);
      expect(await mailsTo(app, user.email, 2)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
