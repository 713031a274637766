import { sql } from "drizzle-orm";
import type { RouteAccess } from "../lib/access-policy";
import type { App } from "../lib/types";
import { Agent, addMember, buildTestApp, createProject, createWorkspace, type SignedIn, signUp, uniqueEmail } from "./harness";
import { atFileEnd, openTestDatabase } from "./test-postgres";
import { waitFor } from "./wait-for";

/**
 * An app on a database of its own (also under TEST_DATABASE_URL, where files otherwise share one), so that
 * a snapshot of every table sees only this file's requests.
 */
export async function isolatedApp(): Promise<App> {
  const database = await openTestDatabase({ fresh: true });
  const app = await buildTestApp(database);
  atFileEnd(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

/** Row count and a hash of the contents of every table: equal snapshots mean nothing was written. */
export async function databaseSnapshot(app: App): Promise<Record<string, string>> {
  const tables = (await app.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const result = (await app.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as h from ${table} t`,
    )) as unknown as { rows: { n: number; h: string }[] };
    const row = result.rows[0];
    snapshot[name] = `${row?.n} rows ${row?.h}`;
  }
  return snapshot;
}

export type Caller = "anonymous" | "outsider" | "nonMember" | "guest" | "member" | "admin";
export const CALLERS: Caller[] = ["anonymous", "outsider", "nonMember", "guest", "member", "admin"];

export type RouteFixture = {
  app: App;
  slug: string;
  projectId: string;
  /** A browser with no session (it has a CSRF token, so refusals come from the access check). */
  anonymous: Agent;
  /** outsider: signed in, in another workspace only; nonMember: workspace Member outside the project. */
  people: Record<Exclude<Caller, "anonymous">, SignedIn>;
  agentOf: (caller: Caller) => Agent;
  /** The route's path with every parameter filled from the fixture; an unknown parameter throws. */
  pathFor: (route: Pick<RouteAccess, "url">) => string;
};

async function created(res: { statusCode: number; body: string; json: () => unknown }, what: string) {
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`fixture: creating ${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown> & { id: string };
}

/**
 * One workspace holding one of everything a route can name: a public project with an issue, comment,
 * reactions, link, attachment, label, state, cycle, module (with a link), views, page (with a version),
 * estimate, draft, the admin's sticky, quick link, home dashboard and favorites folder, an invitation, and
 * people in every role.
 */
export async function routeFixture(app: App): Promise<RouteFixture> {
  // The first account of an instance becomes its instance admin: none of the callers below should be one.
  await signUp(app);
  const admin = await signUp(app);
  const { slug } = await createWorkspace(admin.agent);
  const project = await createProject(admin.agent, slug);
  const projectId = project.id;
  const [member, guest, nonMember, outsider] = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
  await createWorkspace(outsider.agent);
  await addMember(app, { workspaceSlug: slug, userId: member.user.id, role: 15, projectId });
  await addMember(app, { workspaceSlug: slug, userId: guest.user.id, role: 5, projectId });
  await addMember(app, { workspaceSlug: slug, userId: nonMember.user.id, role: 15 });

  const a = admin.agent;
  const ws = `/api/workspaces/${slug}`;
  const base = `${ws}/projects/${projectId}`;
  const issue = await created(await a.post(`${base}/issues/`, { name: "Fixture issue" }), "an issue");
  const issueBase = `${base}/issues/${issue.id}`;
  // The member follows the issue, so the comment leaves them a notification.
  await created(await member.agent.post(`${issueBase}/subscribe/`), "a subscription");
  const comment = await created(await a.post(`${issueBase}/comments/`, { comment_html: "<p>Hello</p>" }), "a comment");
  // Fan-out runs just after the comment's commit: wait for the member's notification to be written.
  const notification = await waitFor("the comment's notification to reach the member", async () => {
    const inbox = (await member.agent.get(`${ws}/users/notifications/`)).json() as { results: { id: string }[] };
    return inbox.results[0];
  });
  const reaction = "👍";
  await created(await a.post(`${issueBase}/reactions/`, { reaction }), "an issue reaction");
  await created(await a.post(`${issueBase}/comments/${comment.id}/reactions/`, { reaction }), "a comment reaction");
  const link = await created(await a.post(`${issueBase}/issue-links/`, { url: "https://example.com/a" }), "an issue link");
  const attachment = await created(
    await a.post(`/api/assets/v2/workspaces/${slug}/projects/${projectId}/issues/${issue.id}/attachments/`, {
      name: "notes.txt",
      size: 5,
      type: "text/plain",
    }),
    "an attachment",
  );
  const label = await created(await a.post(`${base}/issue-labels/`, { name: "Fixture", color: "#3f76ff" }), "a label");
  const state = await created(
    await a.post(`${base}/states/`, { name: "Fixture", color: "#3f76ff", group: "started" }),
    "a state",
  );
  const cycle = await created(await a.post(`${base}/cycles/`, { name: "Fixture cycle" }), "a cycle");
  const module = await created(await a.post(`${base}/modules/`, { name: "Fixture module" }), "a module");
  const moduleLink = await created(
    await a.post(`${base}/modules/${module.id}/module-links/`, { url: "https://example.com/m" }),
    "a module link",
  );
  const projectView = await created(await a.post(`${base}/views/`, { name: "Fixture view" }), "a project view");
  const workspaceView = await created(await a.post(`${ws}/views/`, { name: "Fixture view" }), "a workspace view");
  const page = await created(await a.post(`${base}/pages/`, { name: "Fixture page" }), "a page");
  const pageVersion = await created(await a.post(`${base}/pages/${page.id}/versions/`), "a page version");
  const estimate = await created(
    await a.post(`${base}/estimates/`, {
      estimate: { name: "Fixture", type: "points" },
      estimate_points: [
        { key: 1, value: "1" },
        { key: 2, value: "2" },
      ],
    }),
    "an estimate",
  );
  const sticky = await created(await a.post(`${ws}/stickies/`, { name: "Fixture sticky" }), "a sticky");
  const quickLink = await created(await a.post(`${ws}/quick-links/`, { url: "https://example.com/q" }), "a quick link");
  const home = (await a.get(`${ws}/dashboard/?dashboard_type=home`)).json() as {
    dashboard: { id: string };
    widgets: { id: string; key: string }[];
  };
  const widget = home.widgets.find((w) => w.key === "my_work_items");
  if (!widget) throw new Error("fixture: the admin's home dashboard has no my_work_items widget");
  const favoriteFolder = await created(
    await a.post(`${ws}/user-favorites/`, { entity_type: "folder", is_folder: true, name: "Fixture folder" }),
    "a favorites folder",
  );
  const draft = await created(await member.agent.post(`${base}/issue-drafts/`, { name: "Fixture draft" }), "a draft");
  const [invitation] = (await created(
    await a.post(`${ws}/invitations/`, { emails: [{ email: uniqueEmail("invitee"), role: 15 }] }),
    "an invitation",
  )) as unknown as { id: string }[];
  const members = (await a.get(`${ws}/members/`)).json() as { id: string; member: { id: string } }[];
  const projectMembers = (await a.get(`${base}/members/`)).json() as { id: string; member: { id: string } }[];
  const membershipOf = (list: { id: string; member: { id: string } }[], userId: string) => {
    const found = list.find((m) => m.member.id === userId);
    if (!found) throw new Error(`fixture: no membership of ${userId}`);
    return found.id;
  };

  // The admin's own current session: ending it from itself is refused, so a stray call ends nothing.
  const sessions = (await a.get("/api/users/me/sessions/")).json() as { id: string; is_current: boolean }[];
  const ownSession = sessions.find((s) => s.is_current);
  if (!ownSession) throw new Error("fixture: the admin has no current session");

  const params: Record<string, (url: string) => string> = {
    slug: () => slug,
    projectId: () => projectId,
    issueId: () => issue.id,
    commentId: () => comment.id,
    reaction: () => encodeURIComponent(reaction),
    linkId: (url) => (url.includes("/module-links/") ? moduleLink.id : link.id),
    assetId: () => attachment.asset_id as string,
    labelId: () => label.id,
    stateId: () => state.id,
    cycleId: () => cycle.id,
    moduleId: () => module.id,
    viewId: (url) => (url.includes("/projects/:projectId/") ? projectView.id : workspaceView.id),
    estimateId: () => estimate.id,
    pageId: () => page.id,
    versionId: () => pageVersion.id,
    pointId: () => (estimate.points as { id: string }[])[0]?.id as string,
    draftId: () => draft.id,
    stickyId: () => sticky.id,
    quickLinkId: () => quickLink.id,
    dashboardId: () => home.dashboard.id,
    widgetId: () => widget.id,
    widgetKey: () => widget.key,
    favoriteId: () => favoriteFolder.id,
    id: (url) => {
      if (url.includes("/invitations/")) return invitation?.id as string;
      if (url.includes("/members/")) return membershipOf(members, nonMember.user.id);
      if (url.includes("/users/notifications/")) return notification.id;
      throw new Error(`fixture: no value for :id in ${url}`);
    },
    memberId: () => membershipOf(projectMembers, member.user.id),
    userId: () => member.user.id,
    sessionId: () => ownSession.id,
    key: () => `${project.identifier}-${issue.sequence_id}`,
  };

  const pathFor = (route: Pick<RouteAccess, "url">) =>
    route.url
      .replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (!value) {
          throw new Error(
            `${route.url}: the route fixture has no value for :${name}. Add one to routeFixture (src/test/route-fixture.ts) so the permission matrix can reach the route.`,
          );
        }
        return value(route.url);
      })
      .replace(/\*$/, "index.html");

  const anonymous = new Agent(app);
  await anonymous.get("/auth/get-csrf-token/");
  const people = { admin, member, guest, nonMember, outsider };
  return {
    app,
    slug,
    projectId,
    anonymous,
    people,
    agentOf: (caller) => (caller === "anonymous" ? anonymous : people[caller].agent),
    pathFor,
  };
}
