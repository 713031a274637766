import { RECENT_VISITS_KEPT } from "@hangar/contracts";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recentVisits } from "../../db/schema";
import { createProject } from "../../test/harness";
import { homeKit } from "./home-test-kit";

describe("recent visits", () => {
  it("lists what the caller opened, newest first; a revisit moves it to the top without a second row", async () => {
    const { m, base, ws, issue, cycle, module, visited, recents, recentNames, as } = await homeKit();
    const login = await issue({ name: "Fix login" });
    const sprint = await cycle({ name: "Sprint 1" });
    const billing = await module({ name: "Billing" });
    const view = (await as("admin").post(`${base}/views/`, { name: "Urgent bugs" })).json();
    const wsView = (await as("admin").post(`${ws}/views/`, { name: "Everything" })).json();
    const page = (await as("admin").post(`${base}/pages/`, { name: "Roadmap" })).json();

    await visited("member", "issue", login.id);
    await visited("member", "project", m.projectId);
    await visited("member", "cycle", sprint.id);
    await visited("member", "module", billing.id);
    await visited("member", "view", view.id);
    await visited("member", "view", wsView.id);
    await visited("member", "page", page.id);
    await visited("member", "issue", login.id);

    const project = (await as("admin").get(`${base}/`)).json();
    expect(await recentNames("member")).toEqual([
      "issue Fix login",
      "page Roadmap",
      "view Everything",
      "view Urgent bugs",
      "module Billing",
      "cycle Sprint 1",
      `project ${project.name}`,
    ]);
    const [top] = await recents("member");
    expect(top).toMatchObject({
      entity_name: "issue",
      entity_identifier: login.id,
      entity_data: {
        id: login.id,
        name: "Fix login",
        project_id: m.projectId,
        project_identifier: project.identifier,
        sequence_id: login.sequence_id,
        state_group: "backlog",
      },
    });
    const byKind = await recents("member", "entity_name=view");
    expect(byKind.map((v) => [v.entity_data.name, v.entity_data.project_id])).toEqual([
      ["Everything", null],
      ["Urgent bugs", m.projectId],
    ]);
    expect((await recents("member", "entity_name=project"))[0]?.entity_data).toMatchObject({
      id: m.projectId,
      project_identifier: project.identifier,
    });
    expect(await recentNames("member", "per_page=2")).toEqual(["issue Fix login", "page Roadmap"]);
  });

  it("is each user's own", async () => {
    const { issue, visited, recentNames } = await homeKit();
    const mine = await issue({ name: "Mine" });
    const theirs = await issue({ name: "Theirs" });
    await visited("member", "issue", mine.id);
    await visited("admin", "issue", theirs.id);
    expect(await recentNames("member")).toEqual(["issue Mine"]);
    expect(await recentNames("admin")).toEqual(["issue Theirs"]);
    expect(await recentNames("guest")).toEqual([]);
  });

  it(`keeps the newest ${RECENT_VISITS_KEPT} of each kind per user`, async () => {
    const { app, m, issue, visited, recents } = await homeKit();
    const opened = [];
    for (let i = 0; i < RECENT_VISITS_KEPT + 3; i++) opened.push(await issue({ name: `Issue ${i}` }));
    for (const one of opened) await visited("member", "issue", one.id);
    await visited("member", "project", m.projectId);
    const [stored] = await app.db
      .select({ n: count() })
      .from(recentVisits)
      .where(and(eq(recentVisits.user_id, m.member.user.id), eq(recentVisits.entity_name, "issue")));
    expect(stored?.n).toBe(RECENT_VISITS_KEPT);
    const issues = await recents("member", "entity_name=issue");
    expect(issues.map((v) => v.entity_data.name)).toEqual(
      opened
        .slice(3)
        .reverse()
        .map((o) => o.name),
    );
    expect((await recents("member", "entity_name=project")).length).toBe(1);
  });

  it("shows only what the caller may still open: left projects, deleted issues, private views and pages drop out", async () => {
    const { m, base, issue, visited, visit, recentNames, as } = await homeKit();
    const doomed = await issue({ name: "Doomed" });
    const kept = await issue({ name: "Kept" });
    const view = (await as("member").post(`${base}/views/`, { name: "Shared view" })).json();
    const page = (await as("member").post(`${base}/pages/`, { name: "Shared page" })).json();
    await visited("admin", "issue", doomed.id);
    await visited("admin", "issue", kept.id);
    await visited("admin", "view", view.id);
    await visited("admin", "page", page.id);
    expect(await recentNames("admin")).toEqual(["page Shared page", "view Shared view", "issue Kept", "issue Doomed"]);

    expect((await as("admin").delete(`${base}/issues/${doomed.id}/`)).statusCode).toBe(204);
    expect((await as("member").patch(`${base}/views/${view.id}/`, { access: 1 })).statusCode).toBe(200);
    expect((await as("member").post(`${base}/pages/${page.id}/access/`, { access: 1 })).statusCode).toBe(200);
    expect(await recentNames("admin")).toEqual(["issue Kept"]);

    await visited("member", "issue", kept.id);
    expect((await as("member").post(`${base}/members/leave/`)).statusCode).toBe(204);
    expect(await recentNames("member")).toEqual([]);

    // What the caller may not open is never recorded, and says so as its own screen would.
    const secret = await createProject(m.admin.agent, m.slug, { name: "Secret", network: 0 });
    const hidden = (await as("admin").post(`/api/workspaces/${m.slug}/projects/${secret.id}/issues/`, { name: "Hidden" })).json();
    const attempts = [
      [await visit("guest", "project", secret.id), "Project not found"],
      [await visit("guest", "issue", hidden.id), "Issue not found"],
      [await visit("guest", "page", page.id), "Page not found"],
      [await visit("guest", "issue", "00000000-0000-4000-8000-000000000000"), "Issue not found"],
    ] as const;
    for (const [res, error] of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error });
    }
    expect(await recentNames("guest")).toEqual([]);
  });

  it("refuses bad input and strangers", async () => {
    const { m, ws, issue, visit, as } = await homeKit();
    const one = await issue();
    const bad = await as("member").post(`${ws}/recent-visits/`, { entity_name: "sticky", entity_identifier: one.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^entity_name: entity_name must be one of: issue, project/);
    const notId = await as("member").post(`${ws}/recent-visits/`, { entity_name: "issue", entity_identifier: "WEB-1" });
    expect(notId.statusCode).toBe(400);
    expect(notId.json().error).toBe("entity_identifier: entity_identifier must be an id");
    expect((await as("member").get(`${ws}/recent-visits/?entity_name=sticky`)).statusCode).toBe(400);
    expect((await visit("outsider", "issue", one.id)).statusCode).toBe(404);
    expect((await m.outsider.agent.get(`${ws}/recent-visits/`)).statusCode).toBe(404);
  });
});
