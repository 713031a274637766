import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { recordEvent } from "../../lib/events";
import { createProject, getTestContext, type LiveMessage, openLive, roleMatrix, signUp } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { findWorkspaceBySlug } from "../workspaces/workspaces.repo";

async function workspaceId(slug: string) {
  const { app } = await getTestContext();
  return (await findWorkspaceBySlug(app.db, slug))!.id;
}

/** An event that only names a marker: the deletion of an "issue" whose id is the marker. */
const probe = (marker: string | number) =>
  ({ entity_type: "issue", action: "deleted", payload: { issue_id: String(marker) } }) as const;

describe("live events", () => {
  it("delivers committed events of member projects and never rolled-back ones", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const live = await openLive(m.member.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const wsId = await workspaceId(m.slug);
    await app.db
      .transaction(async (tx) => {
        await recordEvent(tx, {
          workspace_id: wsId,
          project_id: m.projectId,
          ...probe("rolled back"),
        });
        throw new Error("rollback");
      })
      .catch(() => {});
    await app.db.transaction((tx) =>
      recordEvent(tx, {
        workspace_id: wsId,
        project_id: m.projectId,
        ...probe("kept"),
      }),
    );
    const got = await live.waitFor((msg) => msg.type === "event");
    expect(got.event?.payload).toEqual({ issue_id: "kept" });
    expect(live.messages.filter((msg) => msg.type === "event")).toHaveLength(1);
    live.ws.terminate();
  });

  it("keeps other workspaces' and non-member projects' events away, and refuses outsiders", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const privateProject = await createProject(m.admin.agent, m.slug, { network: 0 });
    const live = await openLive(m.member.agent, m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const other = await signUp(app);
    const otherWs = await (await import("../../test/harness")).createWorkspace(other.agent);
    const wsId = await workspaceId(m.slug);
    await app.db.transaction((tx) =>
      recordEvent(tx, {
        workspace_id: wsId,
        project_id: privateProject.id,
        ...probe("private"),
      }),
    );
    await app.db.transaction((tx) =>
      recordEvent(tx, {
        workspace_id: otherWs.id,
        project_id: null,
        ...probe("other"),
      }),
    );
    await app.db.transaction((tx) =>
      recordEvent(tx, {
        workspace_id: wsId,
        project_id: m.projectId,
        ...probe("visible"),
      }),
    );
    await live.waitFor((msg) => msg.event?.payload.issue_id === "visible");
    expect(live.messages.filter((msg) => msg.type === "event").map((msg) => msg.event?.payload.issue_id)).toEqual(["visible"]);
    live.ws.terminate();

    const outsider = await openLive(m.outsider.agent, m.slug);
    await new Promise((r) => outsider.ws.once("close", r));
    expect(outsider.closeCode()).toBe(4404);
  });

  it("replays what a client missed after a dropped connection", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const first = await openLive(m.member.agent, m.slug);
    const ready = await first.waitFor((msg) => msg.type === "ready");
    first.ws.terminate();
    const wsId = await workspaceId(m.slug);
    for (const n of [1, 2, 3]) {
      await app.db.transaction((tx) => recordEvent(tx, { workspace_id: wsId, project_id: m.projectId, ...probe(n) }));
    }
    const again = await openLive(m.member.agent, m.slug, ready.last_event_id);
    await again.waitFor((msg) => msg.type === "ready");
    const replayed = again.messages.filter((msg) => msg.type === "event").map((msg) => msg.event?.payload.issue_id);
    expect(replayed).toEqual(["1", "2", "3"]);
    const http = await m.member.agent.get(`/api/workspaces/${m.slug}/events/?after=${ready.last_event_id}`);
    expect(http.statusCode, http.body).toBe(200);
    expect(http.json().results.map((e: { payload: { issue_id: string } }) => e.payload.issue_id)).toEqual(["1", "2", "3"]);
    again.ws.terminate();
  });

  it("tells a draft's author, and no one else, that their drafts changed: live, replayed and caught up", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const author = await openLive(m.member.agent, m.slug);
    const other = await openLive(m.admin.agent, m.slug);
    const ready = await author.waitFor((msg) => msg.type === "ready");
    await other.waitFor((msg) => msg.type === "ready");
    const url = `/api/workspaces/${m.slug}/draft-issues/`;
    const quiet = (await m.member.agent.post(url, { project_id: m.projectId, name: "Quiet" })).json();
    await m.member.agent.patch(`${url}${quiet.id}/`, { name: "Still quiet" });
    await m.member.agent.delete(`${url}${quiet.id}/`);
    const goes = (await m.member.agent.post(url, { project_id: m.projectId, name: "Goes out" })).json();
    expect((await m.member.agent.patch(`${url}${goes.id}/`, { is_draft: false })).statusCode).toBe(200);
    // The published issue is announced to everyone, after every draft event before it.
    const isNewIssue = (msg: LiveMessage) =>
      msg.type === "event" && msg.event?.entity_type === "issue" && msg.event.action === "created";
    await other.waitFor(isNewIssue);
    await author.waitFor(isNewIssue);
    const draftEvents = (events: (LiveMessage["event"] | undefined)[]) =>
      events
        .filter((e) => e?.entity_type === "draft_issue")
        .map((e) => `${e?.action}${e?.payload.published ? " (published)" : ""}`);
    const live = (messages: LiveMessage[]) => draftEvents(messages.filter((msg) => msg.type === "event").map((msg) => msg.event));
    const all = ["created", "updated", "deleted", "created", "deleted (published)"];
    expect(live(author.messages)).toEqual(all);
    expect(live(other.messages)).toEqual([]);
    // A reconnecting screen replays only what it may hear of, and so does the HTTP catch-up.
    const replay = await openLive(m.admin.agent, m.slug, ready.last_event_id);
    await replay.waitFor((msg) => msg.type === "ready");
    expect(replay.messages.some(isNewIssue)).toBe(true);
    expect(live(replay.messages)).toEqual([]);
    const caughtUp = async (agent: typeof m.admin.agent) =>
      draftEvents((await agent.get(`/api/workspaces/${m.slug}/events/?after=${ready.last_event_id}`)).json().results);
    expect(await caughtUp(m.member.agent)).toEqual(all);
    expect(await caughtUp(m.admin.agent)).toEqual([]);
    for (const socket of [author, other, replay]) socket.ws.terminate();
  });

  it("crosses between two server processes on one PostgreSQL", async () => {
    const { app, database } = await getTestContext();
    const m = await roleMatrix(app);
    const port = 41000 + Math.floor(Math.random() * 2000);
    const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../main.ts");
    const other = spawn(process.execPath, ["--import", "tsx", mainTs], {
      env: {
        ...process.env,
        DATABASE_URL: database.url ?? "",
        PORT: String(port),
        LOG_LEVEL: "warn",
        SECRET_KEY: "x",
      },
      stdio: "inherit",
    });
    try {
      await waitFor("the second server to answer", () =>
        fetch(`http://127.0.0.1:${port}/api/instances/`).then(
          (r) => r.ok,
          () => false,
        ),
      );
      const cookie = [...m.member.agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/workspaces/${m.slug}/events/live/`, { headers: { cookie } });
      const received: { type: string; event?: { payload: { issue_id: string } } }[] = [];
      const ready = new Promise<void>((resolve) =>
        ws.on("message", (raw) => {
          const msg = JSON.parse(raw.toString());
          received.push(msg);
          if (msg.type === "ready") resolve();
        }),
      );
      await ready;
      const wsId = await workspaceId(m.slug);
      // Written through this process's connection pool; delivered by the other process's LISTEN.
      await app.db.transaction((tx) =>
        recordEvent(tx, {
          workspace_id: wsId,
          project_id: m.projectId,
          ...probe("crossed"),
        }),
      );
      await waitFor("the event through the other process", () => received.some((r) => r.type === "event"));
      expect(received.find((r) => r.type === "event")?.event?.payload.issue_id).toBe("crossed");
      ws.terminate();
    } finally {
      other.kill("SIGTERM");
      await new Promise((r) => other.once("exit", r));
    }
  });
});
