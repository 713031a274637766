import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessions, workspaceMembers } from "../db/schema";
import { Agent, getTestContext, roleMatrix } from "../test/harness";
import { waitFor } from "../test/wait-for";
import { ACCESS_CHANNEL, ACCESS_TTL_MS } from "./access-cache";

// The caches serve repeated reads of sessions and memberships; these tests hold them to the rule that a
// change made through the API counts from the next request on, that a change made by another process
// counts once its notification arrives, and that anything else is forgotten within the TTL.

const projectUrl = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/`;

async function membershipId(agent: Agent, url: string, userId: string): Promise<string> {
  const members = (await agent.get(url)).json() as { id: string; member: { id: string } }[];
  const found = members.find((m) => m.member.id === userId);
  if (!found) throw new Error(`${userId} is not listed at ${url}`);
  return found.id;
}

/** Another process's write: its own connection, committing the change with its notification. */
async function elsewhere(url: string, statements: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await statements(client);
    await client.query("commit");
  } finally {
    await client.end();
  }
}

const eventually = (check: () => Promise<boolean>) => waitFor("the change to show", check, 60_000, 20);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("access caches", () => {
  it("a workspace member removed loses access with the next request", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    expect((await m.member.agent.get(projectUrl(m.slug, m.projectId))).statusCode).toBe(200);
    expect((await m.member.agent.get(`/api/workspaces/${m.slug}/members/`)).statusCode).toBe(200);
    const id = await membershipId(m.admin.agent, `/api/workspaces/${m.slug}/members/`, m.member.user.id);
    expect((await m.admin.agent.delete(`/api/workspaces/${m.slug}/members/${id}/`)).statusCode).toBe(204);
    expect((await m.member.agent.get(projectUrl(m.slug, m.projectId))).statusCode).toBe(404);
    expect((await m.member.agent.get(`/api/workspaces/${m.slug}/members/`)).statusCode).toBe(404);
  });

  it("a project member removed or demoted is held to it with the next request", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const issues = `${projectUrl(m.slug, m.projectId)}issues/`;
    expect((await m.member.agent.post(issues, { name: "Before" })).statusCode).toBe(201);
    const membersUrl = `${projectUrl(m.slug, m.projectId)}members/`;
    const id = await membershipId(m.admin.agent, membersUrl, m.member.user.id);
    expect((await m.admin.agent.patch(`${membersUrl}${id}/`, { role: 5 })).statusCode).toBe(200);
    expect((await m.member.agent.post(issues, { name: "As a guest" })).statusCode).toBe(403);
    expect((await m.admin.agent.delete(`${membersUrl}${id}/`)).statusCode).toBe(204);
    expect((await m.member.agent.get(issues)).statusCode).toBe(403);
  });

  it("a signed-out session stops working with the next request, wherever its cookie is", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const copy = new Agent(app);
    copy.cookies = new Map(m.member.agent.cookies);
    expect((await copy.get("/api/users/me/")).statusCode).toBe(200);
    expect((await m.member.agent.post("/auth/sign-out/")).statusCode).toBeLessThan(400);
    expect((await copy.get("/api/users/me/")).statusCode).toBe(401);
  });

  it("a project's settings changed apply with the next request", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const views = `${projectUrl(m.slug, m.projectId)}views/`;
    expect((await m.member.agent.get(views)).statusCode).toBe(200);
    expect((await m.admin.agent.patch(projectUrl(m.slug, m.projectId), { issue_views_view: false })).statusCode).toBe(200);
    expect((await m.member.agent.get(views)).statusCode).toBe(400);
  });

  it("another process's change counts once its notification arrives", async () => {
    const { app, database } = await getTestContext();
    const m = await roleMatrix(app);
    const url = projectUrl(m.slug, m.projectId);
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
    const workspaceId = (await m.member.agent.get(`/api/workspaces/${m.slug}/`)).json().id as string;
    await elsewhere(database.url as string, async (client) => {
      await client.query("update workspace_members set is_active = false where workspace_id = $1 and member_id = $2", [
        workspaceId,
        m.member.user.id,
      ]);
      const message = JSON.stringify({ id: "elsewhere-1", workspaceId, userId: m.member.user.id });
      await client.query("select pg_notify($1, $2)", [ACCESS_CHANNEL, message]);
    });
    await eventually(async () => (await m.member.agent.get(url)).statusCode === 404);
  });

  it("a write nobody announced is forgotten within the TTL", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = projectUrl(m.slug, m.projectId);
    // The clock stands still until the test moves it: on a slow machine, the TTL would otherwise run out
    // between these requests and the ones that expect the cached answer.
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
    expect((await m.guest.agent.get("/api/users/me/")).statusCode).toBe(200);
    await app.db.update(workspaceMembers).set({ is_active: false }).where(eq(workspaceMembers.member_id, m.member.user.id));
    await app.db.delete(sessions).where(eq(sessions.user_id, m.guest.user.id));
    // Served from the caches until they expire: the bound on staleness without a notification.
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
    expect((await m.guest.agent.get("/api/users/me/")).statusCode).toBe(200);
    clock.mockReturnValue(now + ACCESS_TTL_MS + 1);
    expect((await m.member.agent.get(url)).statusCode).toBe(404);
    expect((await m.guest.agent.get("/api/users/me/")).statusCode).toBe(401);
  });

  it("a rolled-back change leaves access as it was", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = projectUrl(m.slug, m.projectId);
    const { deactivateMembership } = await import("../features/workspaces/workspaces.repo");
    const workspaceId = (await m.member.agent.get(`/api/workspaces/${m.slug}/`)).json().id as string;
    await expect(
      app.db.transaction(async (tx) => {
        await deactivateMembership(tx, workspaceId, m.member.user.id, m.admin.user.id);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
  });

  it("serves nothing from the caches while the process cannot hear of changes", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const url = projectUrl(m.slug, m.projectId);
    expect((await m.member.agent.get(url)).statusCode).toBe(200);
    // The access channel's connection drops (a restart, a network cut): notifications sent now are lost.
    await app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN "${ACCESS_CHANNEL}"`}`,
    );
    await app.db.update(workspaceMembers).set({ is_active: false }).where(eq(workspaceMembers.member_id, m.member.user.id));
    // Refused well within the TTL: the cache stopped serving when the connection dropped.
    await eventually(async () => (await m.member.agent.get(url)).statusCode === 404);
  });
});
