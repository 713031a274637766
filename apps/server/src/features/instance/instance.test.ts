import { describe, expect, it } from "vitest";
import { Agent, buildTestApp, getTestContext, openTestDatabase, signUp } from "../../test/harness";

describe("instance and request basics", () => {
  it("answers instance info and sign-in config without a session", async () => {
    const { app } = await getTestContext();
    const res = await new Agent(app).get("/api/instances/");
    expect(res.statusCode).toBe(200);
    expect(res.json().config).toMatchObject({
      is_signup_enabled: true,
      is_magic_login_enabled: true,
      is_email_password_enabled: true,
    });
  });

  it("reports a fresh instance set up from its first account on (the answer before is not kept)", async () => {
    const database = await openTestDatabase({ fresh: true });
    const app = await buildTestApp(database);
    try {
      const visitor = new Agent(app);
      expect((await visitor.get("/api/instances/")).json().instance.is_setup_done).toBe(false);
      expect((await visitor.get("/api/instances/")).json().instance.is_setup_done).toBe(false);
      await signUp(app);
      expect((await visitor.get("/api/instances/")).json().instance.is_setup_done).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("accepts a JSON content type with an empty body and rejects malformed JSON with 400", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const empty = await agent.request("POST", "/auth/sign-out/", undefined, { "content-type": "application/json" });
    expect(empty.statusCode).toBe(200);
    const { agent: other } = await signUp(app);
    const broken = await app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: {
        "content-type": "application/json",
        cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-csrftoken": other.cookies.get("csrftoken") as string,
      },
      payload: '{"first_name":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("serves the OpenAPI document", async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/workspaces/");
  });
});
