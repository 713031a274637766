import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessions } from "../../db/schema";
import { makeDataDir, startServer } from "../../db/server-process-kit";
import { sha256 } from "../../lib/crypto";
import type { App } from "../../lib/types";
import { Agent, getTestContext, openLive, type RoleMatrix, roleMatrix, type SignedIn, STRONG_PASSWORD } from "../../test/harness";

type Live = Awaited<ReturnType<typeof openLive>>;

async function ready(live: Live) {
  await live.waitFor((msg) => msg.type === "ready");
  return live;
}

/** The close code, once the server closes the socket. */
const closed = (live: Live) => live.closed();

/** A second, separate session of the same account (another browser). */
async function signInAgain(app: App, who: SignedIn, password = STRONG_PASSWORD) {
  const agent = new Agent(app);
  const res = await agent.post("/auth/sign-in/", { email: who.user.email, password });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

/** Whether a socket still hears what it may: a workspace-wide change reaches it. */
async function stillHears(m: RoleMatrix, live: Live) {
  const name = `Still here ${Math.random().toString(36).slice(2)}`;
  expect((await m.admin.agent.patch(`/api/workspaces/${m.slug}/`, { name })).statusCode).toBe(200);
  await live.waitFor((msg) => (msg.event?.payload.workspace as { name?: string } | undefined)?.name === name);
}

describe("the live socket lives as long as its session", () => {
  it("closes with 4401 when its session signs out, and leaves the user's other sessions' sockets open", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const otherBrowser = await signInAgain(app, m.member);
    const live = await ready(await openLive(m.member.agent, m.slug));
    const other = await ready(await openLive(otherBrowser, m.slug));
    const ended = closed(live);
    expect((await m.member.agent.post("/auth/sign-out/")).statusCode).toBe(200);
    expect(await ended).toBe(4401);
    await stillHears(m, other);
    other.ws.terminate();
  });

  it("closes every socket of an account whose password was changed elsewhere", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const otherBrowser = await signInAgain(app, m.member);
    const live = await ready(await openLive(otherBrowser, m.slug));
    const ended = closed(live);
    const changed = await m.member.agent.post("/auth/change-password/", {
      old_password: STRONG_PASSWORD,
      new_password: "amber-Quiet-Lantern-Orbit",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await ended).toBe(4401);
    // The session that changed it goes on with a fresh one, and so may its socket.
    const fresh = await ready(await openLive(m.member.agent, m.slug));
    await stillHears(m, fresh);
    fresh.ws.terminate();
  });

  it("closes when the account is deactivated", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const otherBrowser = await signInAgain(app, m.member);
    const live = await ready(await openLive(otherBrowser, m.slug));
    const ended = closed(live);
    expect((await m.member.agent.delete("/api/users/me/")).statusCode).toBe(204);
    expect(await ended).toBe(4401);
  });

  it("closes when its session expires", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const hash = sha256(m.member.agent.cookies.get("session-id") ?? "");
    await app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + 3_000) })
      .where(eq(sessions.token_hash, hash));
    const live = await openLive(m.member.agent, m.slug);
    expect(await closed(live)).toBe(4401);
  });
});

describe("the live socket on another server process", () => {
  it("closes there when the session signs out here", async () => {
    const { app, database } = await getTestContext();
    const m = await roleMatrix(app);
    const other = await startServer({ dataDir: makeDataDir("hangar-live-"), env: { DATABASE_URL: database.url ?? "" } });
    const port = other.port;
    try {
      const cookie = [...m.member.agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/workspaces/${m.slug}/events/live/`, { headers: { cookie } });
      const code = new Promise<number>((resolve) => ws.once("close", (c: number) => resolve(c)));
      await new Promise<void>((resolve) =>
        ws.on("message", (raw) => {
          if (JSON.parse(raw.toString()).type === "ready") resolve();
        }),
      );
      // Signed out through this process: the other one hears of it through PostgreSQL.
      expect((await m.member.agent.post("/auth/sign-out/")).statusCode).toBe(200);
      expect(await code).toBe(4401);
    } finally {
      await other.stop();
    }
  });
});

describe("the live socket's handshake", () => {
  const open = (app: App, agent: Agent, slug: string, headers: Record<string, string>) => {
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return app.injectWS(`/api/workspaces/${slug}/events/live/`, { headers: { cookie, ...headers } } as never);
  };

  it("is refused from another origin, even with the user's cookie", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const origin of ["http://evil.test", "http://hangar.test:8080", "https://hangar.test", "null"]) {
      await expect(open(app, m.member.agent, m.slug, { origin }), origin).rejects.toThrow(/Unexpected server response: 403/);
    }
  });

  it("is accepted from the app's origin, and from a client that sends none but has a session", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    for (const headers of [{ origin: "http://hangar.test" }, {}] as Record<string, string>[]) {
      const ws = await open(app, m.member.agent, m.slug, headers);
      const first = await new Promise<string>((resolve) => ws.once("message", (raw) => resolve(raw.toString())));
      expect(JSON.parse(first).type).toBe("ready");
      ws.terminate();
    }
    const anonymous = await open(app, new Agent(app), m.slug, {}).catch((err: Error) => err);
    if (anonymous instanceof Error) expect(anonymous.message).toMatch(/Unexpected server response: 40[13]/);
    else {
      const code = await new Promise<number>((resolve) => anonymous.once("close", (c: number) => resolve(c)));
      expect(code).toBe(4401);
    }
  });
});
