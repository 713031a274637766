import { AUTH_ERROR } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { Agent, getTestContext, STRONG_PASSWORD, signUp, uniqueEmail } from "../../test/harness";

describe("auth", () => {
  it("signs up, reads /users/me and signs out", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    expect(user.email).toMatch(/@example.com$/);
    const me = await agent.get("/api/instances/");
    expect(me.statusCode).toBe(200);
    expect(me.json().config.is_email_password_enabled).toBe(true);
    const out = await agent.post("/auth/sign-out/");
    expect(out.statusCode).toBe(200);
  });

  it("rejects unsafe requests without the CSRF token", async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: "POST", url: "/auth/sign-in/", payload: { email: "a@b.co", password: "x" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("CSRF token not found");
  });

  it("answers sign-in failures with the spec's codes", async () => {
    const { app } = await getTestContext();
    const email = uniqueEmail();
    await signUp(app, email);
    const agent = new Agent(app);
    const wrong = await agent.post("/auth/sign-in/", { email, password: "Wrong-pass1!" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe(AUTH_ERROR.INVALID_PASSWORD);
    const missing = await agent.post("/auth/sign-in/", { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(missing.json().error_code).toBe(AUTH_ERROR.USER_DOES_NOT_EXIST);
    const bad = await agent.post("/auth/sign-in/", { email: "not-an-email", password: STRONG_PASSWORD });
    expect(bad.json().error_code).toBe(AUTH_ERROR.INVALID_EMAIL);
    const ok = await agent.post("/auth/sign-in/", { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});
