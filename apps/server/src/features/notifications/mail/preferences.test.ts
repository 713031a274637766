import { describe, expect, it } from "vitest";
import { Agent, getTestContext, signUp } from "../../../test/harness";

const URL = "/api/users/me/notification-preferences/";
const ALL_ON = { property_change: true, state_change: true, issue_completed: true, comment: true, mention: true };

describe("notification mail preferences", () => {
  it("answers every kind on for a user who never chose", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    const res = await agent.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ALL_ON);
  });

  it("changes only the kinds a PATCH names, keeps them, and leaves other users alone", async () => {
    const { app } = await getTestContext();
    const alice = await signUp(app);
    const bob = await signUp(app);
    const first = await alice.agent.patch(URL, { state_change: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...ALL_ON, state_change: false });
    const second = await alice.agent.patch(URL, { comment: false, mention: false });
    expect(second.json()).toEqual({ ...ALL_ON, state_change: false, comment: false, mention: false });
    const back = await alice.agent.patch(URL, { state_change: true });
    expect(back.json()).toEqual({ ...ALL_ON, comment: false, mention: false });
    expect((await alice.agent.patch(URL, {})).json()).toEqual({ ...ALL_ON, comment: false, mention: false });
    expect((await alice.agent.get(URL)).json()).toEqual({ ...ALL_ON, comment: false, mention: false });
    expect((await bob.agent.get(URL)).json()).toEqual(ALL_ON);
  });

  it("answers 400 to a body it does not understand and changes nothing", async () => {
    const { app } = await getTestContext();
    const { agent } = await signUp(app);
    await agent.patch(URL, { mention: false });
    for (const body of [{ comment: "no" }, { comment: 1 }, { comment: null }, { digest: false }, [true]]) {
      const res = await agent.patch(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await agent.get(URL)).json()).toEqual({ ...ALL_ON, mention: false });
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const { app } = await getTestContext();
    const visitor = new Agent(app);
    expect((await visitor.get(URL)).statusCode).toBe(401);
    expect((await visitor.patch(URL, { comment: false })).statusCode).toBe(401);
  });
});
