import { describe, expect, it } from "vitest";
import { Agent, getTestContext, signUp } from "../../../test/harness";
import { signUnsubscribeToken } from "./unsubscribe-token";

const PREFS = "/api/users/me/notification-preferences/";
const UNSUBSCRIBE = "/api/notification-mail/unsubscribe/";

async function kit() {
  const { app, env } = await getTestContext();
  const reader = await signUp(app);
  const token = (preference: "state_change" | "comment" | "mention") =>
    signUnsubscribeToken(env.secretKey, { userId: reader.user.id, preference });
  /** A mail client: no session, no CSRF token, the RFC 8058 form body. */
  const oneClick = (t: string) =>
    app.inject({
      method: "POST",
      url: `${UNSUBSCRIBE}?token=${encodeURIComponent(t)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
  return { app, env, reader, token, oneClick };
}

describe("notification mail unsubscribe", () => {
  it("stops one kind of mail with one click from a mail client, without a session", async () => {
    const k = await kit();
    const res = await k.oneClick(k.token("state_change"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preference: "state_change", enabled: false });
    const prefs = (await k.reader.agent.get(PREFS)).json();
    expect(prefs).toMatchObject({ state_change: false, comment: true, mention: true, property_change: true });
    // Again: nothing more changes.
    expect((await k.oneClick(k.token("state_change"))).json()).toEqual({ preference: "state_change", enabled: false });
  });

  it("tells the screen what a link stops without changing it, then the screen's POST stops it", async () => {
    const k = await kit();
    const visitor = new Agent(k.app);
    const url = `${UNSUBSCRIBE}?token=${encodeURIComponent(k.token("comment"))}`;
    const state = await visitor.get(url);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ preference: "comment", enabled: true });
    expect((await k.reader.agent.get(PREFS)).json()).toMatchObject({ comment: true });
    const stopped = await visitor.post(url);
    expect(stopped.json()).toEqual({ preference: "comment", enabled: false });
    expect((await visitor.get(url)).json()).toEqual({ preference: "comment", enabled: false });
    expect((await k.reader.agent.get(PREFS)).json()).toMatchObject({ comment: false, mention: true });
  });

  it("answers 400 to a missing, malformed, tampered or foreign token and changes nothing", async () => {
    const k = await kit();
    const good = k.token("mention");
    const [userId, , signature] = good.split(".");
    const other = await signUp(k.app);
    const bad = [
      "",
      "nonsense",
      `${userId}.mention`,
      `${userId}.comment.${signature}`,
      `${other.user.id}.mention.${signature}`,
      `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`,
      `${good}.extra`,
      signUnsubscribeToken("another-secret", { userId: k.reader.user.id, preference: "mention" }),
      signUnsubscribeToken(k.env.secretKey, { userId: "00000000-0000-4000-8000-000000000000", preference: "mention" }),
    ];
    for (const token of bad) {
      const posted = await k.oneClick(token);
      expect(posted.statusCode, token).toBe(400);
      expect(posted.json()).toEqual({ error: expect.any(String) });
      expect((await k.app.inject({ method: "GET", url: `${UNSUBSCRIBE}?token=${encodeURIComponent(token)}` })).statusCode).toBe(
        400,
      );
    }
    expect((await k.app.inject({ method: "POST", url: UNSUBSCRIBE })).statusCode).toBe(400);
    const all = { property_change: true, state_change: true, issue_completed: true, comment: true, mention: true };
    expect((await k.reader.agent.get(PREFS)).json()).toEqual(all);
    expect((await other.agent.get(PREFS)).json()).toEqual(all);
  });
});
