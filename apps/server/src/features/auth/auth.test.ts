import { AUTH_ERROR } from "@hangar/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authRateLimits, authTokens } from "../../db/schema";
import type { App } from "../../lib/types";
import {
  Agent,
  buildTestApp,
  getTestContext,
  lastMailTo,
  mailsTo,
  openTestDatabase,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from "../../test/harness";

/** The code in the `count`th mail to `email` (the latest when it is the last one asked for). */
async function latestCode(app: App, email: string, count = 1): Promise<string> {
  const message = (await mailsTo(app, email, count))[count - 1];
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe("sessions and CSRF", () => {
  it("signs up, uses the session, and signs out revoking it", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    expect(user).toMatchObject({ first_name: "Test", is_password_autoset: false, is_active: true });
    const sessionCookie = agent.cookies.get("session-id");
    expect(sessionCookie).toBeTruthy();
    expect((await agent.get("/api/instances/")).json().config.is_email_password_enabled).toBe(true);
    expect((await agent.post("/auth/sign-out/")).statusCode).toBe(200);
    expect(agent.cookies.has("session-id")).toBe(false);
    // The old cookie no longer works even if someone kept it.
    const replay = await app.inject({ method: "GET", url: "/api/users/me/", headers: { cookie: `session-id=${sessionCookie}` } });
    expect(replay.statusCode).toBe(401);
  });

  it("accepts sign-out as a form post with csrfmiddlewaretoken and redirects home", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const csrf = agent.cookies.get("csrftoken") as string;
    const res = await app.inject({
      method: "POST",
      url: "/auth/sign-out/",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `csrftoken=${csrf}; session-id=${agent.cookies.get("session-id")}`,
      },
      payload: `csrfmiddlewaretoken=${csrf}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
  });

  it("rejects unsafe requests without or with a wrong CSRF token and changes nothing", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const missing = await app.inject({ method: "POST", url: "/auth/sign-up/", payload: { email, password: STRONG_PASSWORD } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe("CSRF token not found");
    const wrong = await app.inject({
      method: "POST",
      url: "/auth/sign-up/",
      headers: { cookie: "csrftoken=aaaaaaaaaaaaaaaaaaaaaaaaaaaa", "x-csrftoken": "bbbbbbbbbbbbbbbbbbbbbbbbbbbb" },
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(403);
    const check = await new Agent(app).post("/auth/email-check/", { email });
    expect(check.json()).toEqual({ existing: false, status: "CREDENTIAL" });
  });

  it("answers 401 to API calls without a session", async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: "GET", url: "/api/users/me/" });
    expect(res.statusCode).toBe(401);
  });
});

describe("password sign-up and sign-in", () => {
  it("answers the spec's codes for bad input", async () => {
    const { app } = await getTestContext();
    const agent = new Agent(app);
    expect((await agent.post("/auth/sign-up/", { email: "nope", password: STRONG_PASSWORD })).json().error_code).toBe(
      AUTH_ERROR.INVALID_EMAIL,
    );
    expect((await agent.post("/auth/sign-up/", { email: uniqueEmail(), password: "short" })).json().error_code).toBe(
      AUTH_ERROR.INVALID_PASSWORD,
    );
    const email = uniqueEmail();
    await signUp(app, email);
    const again = await agent.post("/auth/sign-up/", { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe(AUTH_ERROR.USER_ALREADY_EXIST);
    expect((await agent.post("/auth/email-check/", { email })).json()).toEqual({ existing: true, status: "CREDENTIAL" });
    expect((await agent.post("/auth/email-check/", { email: "x@" })).json().error_code).toBe(AUTH_ERROR.INVALID_EMAIL);
  });

  it("signs in, and answers wrong password, unknown user and bad email with their codes", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    await signUp(app, email);
    const agent = new Agent(app);
    const wrong = await agent.post("/auth/sign-in/", { email, password: "Wrong-pass1!" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe(AUTH_ERROR.INVALID_PASSWORD);
    expect(agent.cookies.has("session-id")).toBe(false);
    expect((await agent.post("/auth/sign-in/", { email: uniqueEmail(), password: STRONG_PASSWORD })).json().error_code).toBe(
      AUTH_ERROR.USER_DOES_NOT_EXIST,
    );
    expect((await agent.post("/auth/sign-in/", { email: "not-an-email", password: STRONG_PASSWORD })).json().error_code).toBe(
      AUTH_ERROR.INVALID_EMAIL,
    );
    const ok = await agent.post("/auth/sign-in/", { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
    expect((await agent.get("/api/users/me/")).statusCode).not.toBe(401);
  });

  it("makes the first account of a fresh instance its instance admin, and only that one", async () => {
    const database = await openTestDatabase({ fresh: true });
    const app = await buildTestApp(database);
    try {
      const first = await signUp(app);
      const second = await signUp(app);
      const { users } = await import("../../db/schema");
      const rows = await database.db.select({ id: users.id, admin: users.is_instance_admin }).from(users);
      expect(rows.find((r) => r.id === first.user.id)?.admin).toBe(true);
      expect(rows.find((r) => r.id === second.user.id)?.admin).toBe(false);
      const info = await first.agent.get("/api/instances/");
      expect(info.json().instance.is_setup_done).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("password strength", () => {
  it.each(["Password1", "Password1!", "qwerty123", "Summer2024"])(
    "refuses %s on sign-up with 5020 and a reason",
    async (password) => {
      const { app } = await getTestContext();
      const email = uniqueEmail();
      const agent = new Agent(app);
      const res = await agent.post("/auth/sign-up/", { email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(AUTH_ERROR.INVALID_PASSWORD);
      expect(res.json().error_message).toMatch(/^Password is too weak/);
      expect(agent.cookies.has("session-id")).toBe(false);
      expect((await agent.post("/auth/email-check/", { email })).json().existing).toBe(false);
    },
  );

  it("refuses names that are not text with 400 instead of failing", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const res = await new Agent(app).post("/auth/sign-up/", { email, password: STRONG_PASSWORD, first_name: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(AUTH_ERROR.AUTHENTICATION_FAILED_SIGN_UP);
    expect((await new Agent(app).post("/auth/email-check/", { email })).json().existing).toBe(false);
  });

  it("judges a password against the account's own email and names", async () => {
    const { app } = await getTestContext();
    const local = `kettlewright${Date.now().toString(36)}`;
    const email = `${local}@example.com`;
    const own = await new Agent(app).post("/auth/sign-up/", { email, password: `${local}!`, first_name: "Ada" });
    expect(own.json().error_code).toBe(AUTH_ERROR.INVALID_PASSWORD);
    expect((await new Agent(app).post("/auth/sign-up/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a weak new password on set, change and reset with 5140, changing nothing", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const { agent } = await signUp(app, email);
    const change = await agent.post("/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: "Password1" });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({
      error_code: AUTH_ERROR.INVALID_NEW_PASSWORD,
      error_message: expect.stringMatching(/too weak/),
    });
    expect((await new Agent(app).post("/auth/sign-in/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);

    await agent.post("/auth/forgot-password/", { email });
    const link = new URL((await lastMailTo(app, email)).text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const reset = await new Agent(app).post("/auth/reset-password/", {
      uidb64: link.searchParams.get("uidb64"),
      token: link.searchParams.get("token"),
      password: "Password1",
    });
    expect(reset.json().error_code).toBe(AUTH_ERROR.INVALID_NEW_PASSWORD);
    expect((await new Agent(app).post("/auth/sign-in/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);

    const codeUser = uniqueEmail();
    const byCode = new Agent(app);
    await byCode.post("/auth/magic-generate/", { email: codeUser });
    await byCode.post("/auth/magic-sign-in/", { email: codeUser, code: await latestCode(app, codeUser) });
    const set = await byCode.post("/auth/set-password/", { password: "Password1" });
    expect(set.json().error_code).toBe(AUTH_ERROR.INVALID_NEW_PASSWORD);
    expect((await byCode.get("/api/users/me/")).json().is_password_autoset).toBe(true);
  });
});

describe("magic code", () => {
  it("mails a 6-digit code that signs a new user up, with an autoset password", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const agent = new Agent(app);
    expect((await agent.post("/auth/email-check/", { email })).json().existing).toBe(false);
    const gen = await agent.post("/auth/magic-generate/", { email });
    expect(gen.statusCode).toBe(200);
    expect(gen.json()).toEqual({ key: `magic_${email}` });
    const code = await latestCode(app, email);
    const res = await agent.post("/auth/magic-sign-in/", { email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, is_password_autoset: true });
    expect((await agent.post("/auth/email-check/", { email })).json()).toEqual({ existing: true, status: "MAGIC_CODE" });
    // A code works once.
    const reuse = await new Agent(app).post("/auth/magic-sign-in/", { email, code });
    expect(reuse.json().error_code).toBe(AUTH_ERROR.INVALID_MAGIC_CODE);
    // The user can now set a password once, then sign in with it.
    expect((await agent.post("/auth/set-password/", { password: "Password1" })).json().error_code).toBe(
      AUTH_ERROR.INVALID_NEW_PASSWORD,
    );
    expect((await agent.post("/auth/set-password/", { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await agent.post("/auth/set-password/", { password: STRONG_PASSWORD })).json().error_code).toBe(
      AUTH_ERROR.PASSWORD_ALREADY_SET,
    );
    expect((await new Agent(app).post("/auth/sign-in/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("expires after ten minutes (5095)", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const agent = new Agent(app);
    await agent.post("/auth/magic-generate/", { email });
    const token = (
      await app.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.email, email), eq(authTokens.kind, "magic_code")))
    )[0];
    const ttl = token.expires_at.getTime() - token.created_at.getTime();
    expect(Math.round(ttl / 60000)).toBe(10);
    await app.db
      .update(authTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, token.id));
    const res = await agent.post("/auth/magic-sign-in/", { email, code: await latestCode(app, email) });
    expect(res.json().error_code).toBe(AUTH_ERROR.EXPIRED_MAGIC_CODE);
  });

  it("is exhausted by five wrong tries (5100), even for the right code afterwards", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const agent = new Agent(app);
    await agent.post("/auth/magic-generate/", { email });
    const code = await latestCode(app, email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await agent.post("/auth/magic-sign-in/", { email, code: wrongCode })).json().error_code);
    expect(codes).toEqual([5090, 5090, 5090, 5090, 5100]);
    const right = await agent.post("/auth/magic-sign-in/", { email, code });
    expect(right.json().error_code).toBe(AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED);
    expect(agent.cookies.has("session-id")).toBe(false);
  });
});

describe("magic code under concurrent guessing", () => {
  it("compares at most five of 150 parallel guesses, so the right code at position 60 does not sign in", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const agent = new Agent(app);
    await agent.post("/auth/magic-generate/", { email });
    const code = await latestCode(app, email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    const guesses = Array.from({ length: 150 }, (_, i) => (i === 60 ? code : wrong(i)));
    const answers = await Promise.all(guesses.map((guess) => agent.post("/auth/magic-sign-in/", { email, code: guess })));

    expect(answers.filter((a) => a.statusCode === 200)).toEqual([]);
    expect(answers[60].json().error_code).toBe(AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED);
    expect(agent.cookies.has("session-id")).toBe(false);
    const [token] = await app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.email, email), eq(authTokens.kind, "magic_code")));
    expect(token.attempts).toBe(5);
    expect(token.used_at).toBeNull();
    const codes = answers.map((a) => a.json().error_code);
    expect(codes.filter((c) => c === AUTH_ERROR.INVALID_MAGIC_CODE)).toHaveLength(4);
    expect(codes.filter((c) => c === AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED)).toHaveLength(146);
    const late = await new Agent(app).post("/auth/magic-sign-in/", { email, code });
    expect(late.json().error_code).toBe(AUTH_ERROR.EMAIL_CODE_ATTEMPT_EXHAUSTED);
  });

  it("signs in once when the right code arrives many times at once", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const agent = new Agent(app);
    await agent.post("/auth/magic-generate/", { email });
    const code = await latestCode(app, email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.post("/auth/magic-sign-in/", { email, code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});

describe("per-account rate limit", () => {
  /** A request from its own client address, with a valid CSRF pair. */
  async function fromAddress(app: App, remoteAddress: string, url: string, payload: object) {
    const csrf = (await new Agent(app).get("/auth/get-csrf-token/")).json().csrf_token as string;
    return app.inject({
      method: "POST",
      url,
      remoteAddress,
      headers: { cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf },
      payload,
    });
  }

  it("answers 429 (5900) past N guesses at one account from rotating addresses", async () => {
    const { database } = await getTestContext();
    const app = await buildTestApp(database, { authRateLimitMax: 2, authAccountRateLimitMax: 4 });
    try {
      const email = uniqueEmail();
      await signUp(app, email);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fromAddress(app, `203.0.113.${i + 1}`, "/auth/sign-in/", { email, password: "Wrong-pass1!" });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400]);
      const code = await fromAddress(app, "203.0.113.50", "/auth/magic-sign-in/", { email, code: "123456" });
      expect(code.statusCode).toBe(429);
      expect(code.json()).toMatchObject({
        error_code: AUTH_ERROR.RATE_LIMIT_EXCEEDED,
        error_message: expect.stringMatching(/account/),
      });
      // Even the right password is refused until the window ends; other accounts are untouched.
      const right = await fromAddress(app, "203.0.113.51", "/auth/sign-in/", { email, password: STRONG_PASSWORD });
      expect(right.statusCode).toBe(429);
      expect(right.json().error_code).toBe(AUTH_ERROR.RATE_LIMIT_EXCEEDED);
      const other = await fromAddress(app, "203.0.113.52", "/auth/sign-in/", { email: uniqueEmail(), password: "x" });
      expect(other.json().error_code).toBe(AUTH_ERROR.USER_DOES_NOT_EXIST);
      // The same email, however it is spelled.
      const upper = await fromAddress(app, "203.0.113.53", "/auth/sign-in/", { email: email.toUpperCase(), password: "x" });
      expect(upper.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it("counts mails sent to an address apart from guesses", async () => {
    const { database } = await getTestContext();
    const app = await buildTestApp(database, { authRateLimitMax: 1, authAccountRateLimitMax: 2 });
    try {
      const email = uniqueEmail();
      const sent = [];
      for (let i = 0; i < 3; i++)
        sent.push((await fromAddress(app, `198.51.100.${i + 1}`, "/auth/magic-generate/", { email })).statusCode);
      expect(sent).toEqual([200, 200, 429]);
      expect(await mailsTo(app, email, 2)).toHaveLength(2);
      const guess = await fromAddress(app, "198.51.100.9", "/auth/magic-sign-in/", {
        email,
        code: await latestCode(app, email, 2),
      });
      expect(guess.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("lets the account try again once its window has passed", async () => {
    const { database } = await getTestContext();
    const app = await buildTestApp(database, { authAccountRateLimitMax: 1 });
    try {
      const email = uniqueEmail();
      await signUp(app, email);
      expect((await fromAddress(app, "192.0.2.1", "/auth/sign-in/", { email, password: "x" })).statusCode).toBe(400);
      expect((await fromAddress(app, "192.0.2.2", "/auth/sign-in/", { email, password: "x" })).statusCode).toBe(429);
      await app.db
        .update(authRateLimits)
        .set({ window_started_at: new Date(Date.now() - 16 * 60 * 1000) })
        .where(eq(authRateLimits.key, `credential:${email}`));
      expect((await fromAddress(app, "192.0.2.3", "/auth/sign-in/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("unverified addresses and the first sign-in by code", () => {
  it("ends a password sign-up's password and sessions when the address owner signs in by code", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail("victim");
    const attacker = await signUp(app, email);
    expect((await attacker.agent.get("/api/users/me/")).json().is_email_verified).toBe(false);

    const owner = new Agent(app);
    await owner.post("/auth/magic-generate/", { email });
    const signedIn = await owner.post("/auth/magic-sign-in/", { email, code: await latestCode(app, email) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, is_email_verified: true, is_password_autoset: true });

    expect((await attacker.agent.get("/api/users/me/")).statusCode).toBe(401);
    const withOldPassword = await new Agent(app).post("/auth/sign-in/", { email, password: STRONG_PASSWORD });
    expect(withOldPassword.json().error_code).toBe(AUTH_ERROR.INVALID_PASSWORD);
    expect((await owner.get("/api/users/me/")).statusCode).toBe(200);
    expect((await owner.post("/auth/email-check/", { email })).json()).toEqual({ existing: true, status: "MAGIC_CODE" });
    // The owner may choose a password again.
    expect((await owner.post("/auth/set-password/", { password: "Brisk-Falcon-73" })).statusCode).toBe(200);
  });

  it("leaves a verified account's password and sessions alone on later sign-ins by code", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const first = new Agent(app);
    await first.post("/auth/magic-generate/", { email });
    await first.post("/auth/magic-sign-in/", { email, code: await latestCode(app, email) });
    await first.post("/auth/set-password/", { password: STRONG_PASSWORD });
    const second = new Agent(app);
    await second.post("/auth/magic-generate/", { email });
    expect((await second.post("/auth/magic-sign-in/", { email, code: await latestCode(app, email, 2) })).statusCode).toBe(200);
    expect((await first.get("/api/users/me/")).statusCode).toBe(200);
    expect((await new Agent(app).post("/auth/sign-in/", { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe("password reset and change", () => {
  it("mails a reset link whose token sets a new password and revokes old sessions", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const { agent: oldSession } = await signUp(app, email);
    const agent = new Agent(app);
    expect((await agent.post("/auth/forgot-password/", { email: uniqueEmail() })).json().error_code).toBe(
      AUTH_ERROR.USER_DOES_NOT_EXIST,
    );
    expect((await agent.post("/auth/forgot-password/", { email })).statusCode).toBe(200);
    const mail = await lastMailTo(app, email);
    const url = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const uidb64 = url.searchParams.get("uidb64") as string;
    const token = url.searchParams.get("token") as string;
    expect(
      (await agent.post("/auth/reset-password/", { uidb64, token: "bogus", password: "N3w-password!" })).json().error_code,
    ).toBe(AUTH_ERROR.INVALID_PASSWORD_TOKEN);
    expect((await agent.post("/auth/reset-password/", { uidb64, token, password: "weak" })).json().error_code).toBe(
      AUTH_ERROR.INVALID_NEW_PASSWORD,
    );
    const ok = await agent.post("/auth/reset-password/", { uidb64, token, password: "N3w-password!" });
    expect(ok.statusCode).toBe(200);
    expect((await oldSession.get("/api/users/me/")).statusCode).toBe(401);
    expect((await new Agent(app).post("/auth/sign-in/", { email, password: "N3w-password!" })).statusCode).toBe(200);
    expect((await agent.post("/auth/reset-password/", { uidb64, token, password: "An0ther-pass!" })).json().error_code).toBe(
      AUTH_ERROR.INVALID_PASSWORD_TOKEN,
    );
  });

  it("changes the password, keeping the caller signed in and signing out other sessions", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    const { agent } = await signUp(app, email);
    const other = new Agent(app);
    await other.post("/auth/sign-in/", { email, password: STRONG_PASSWORD });
    const wrongOld = await agent.post("/auth/change-password/", { old_password: "nope", new_password: "N3w-password!" });
    expect(wrongOld.json().error_code).toBe(AUTH_ERROR.INCORRECT_OLD_PASSWORD);
    const weak = await agent.post("/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: "weak" });
    expect(weak.json().error_code).toBe(AUTH_ERROR.INVALID_NEW_PASSWORD);
    const ok = await agent.post("/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: "N3w-password!" });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get("/api/users/me/")).statusCode).not.toBe(401);
    expect((await other.get("/api/users/me/")).statusCode).toBe(401);
  });
});

describe("rate limit", () => {
  it("answers 429 with error_code 5900 past the limit on auth endpoints", async () => {
    const { database } = await getTestContext();
    const app = await buildTestApp(database, { authRateLimitMax: 3 });
    try {
      const agent = new Agent(app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await agent.post("/auth/email-check/", { email: uniqueEmail() })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await agent.post("/auth/sign-in/", { email: uniqueEmail(), password: STRONG_PASSWORD });
      // Each auth endpoint has its own budget per client address.
      expect(limited.json().error_code).toBe(AUTH_ERROR.USER_DOES_NOT_EXIST);
      const body = (await agent.post("/auth/email-check/", { email: uniqueEmail() })).json();
      expect(body.error_code).toBe(AUTH_ERROR.RATE_LIMIT_EXCEEDED);
    } finally {
      await app.close();
    }
  });
});
