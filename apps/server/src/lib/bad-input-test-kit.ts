import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type Agent, addMember, createProject, createWorkspace, getTestContext, signUp, uniqueEmail } from "../test/harness";
import type { App } from "./types";

type Res = { statusCode: number; body: string; json: () => unknown };
type Json = Record<string, unknown>;

const must = (res: Res, status: number, what: string) => {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Json;
};
const idOf = (res: Res, status: number, what: string) => must(res, status, what).id as string;

/**
 * A workspace holding one of everything the API addresses by id, so that every route's path can be
 * filled with real ids: the sweeps then reach past the lookups to the body and the database.
 */
export async function buildWorld(app: App) {
  const admin = await signUp(app);
  const other = await signUp(app);
  const { slug, id: workspaceId } = await createWorkspace(admin.agent);
  const project = await createProject(admin.agent, slug);
  await addMember(app, { workspaceSlug: slug, userId: other.user.id, role: 15, projectId: project.id });
  const a = admin.agent;
  const ws = `/api/workspaces/${slug}`;
  const pb = `${ws}/projects/${project.id}`;

  const states = must(await a.get(`${pb}/states/`), 200, "states") as unknown as { id: string }[];
  const issue = must(await a.post(`${pb}/issues/`, { name: "First" }), 201, "issue");
  const issue2Id = idOf(await a.post(`${pb}/issues/`, { name: "Second" }), 201, "issue 2");
  const cycleId = idOf(await a.post(`${pb}/cycles/`, { name: "Cycle" }), 201, "cycle");
  const moduleId = idOf(await a.post(`${pb}/modules/`, { name: "Module" }), 201, "module");
  const labelId = idOf(await a.post(`${pb}/issue-labels/`, { name: "Label" }), 201, "label");
  const estimate = must(
    await a.post(`${pb}/estimates/`, {
      estimate: { name: "Points", type: "points" },
      estimate_points: [
        { key: 1, value: "1" },
        { key: 2, value: "2" },
      ],
    }),
    201,
    "estimate",
  ) as { id: string; points: { id: string }[] };
  const viewId = idOf(await a.post(`${pb}/views/`, { name: "View" }), 201, "project view");
  const workspaceViewId = idOf(await a.post(`${ws}/views/`, { name: "Workspace view" }), 201, "workspace view");
  const pageId = idOf(await a.post(`${pb}/pages/`, { name: "Page" }), 201, "page");
  const pageVersionId = idOf(await a.post(`${pb}/pages/${pageId}/versions/`), 201, "page version");
  const issueBase = `${pb}/issues/${issue.id}`;
  const linkId = idOf(await a.post(`${issueBase}/issue-links/`, { url: "https://example.com" }), 201, "link");
  const moduleLinkId = idOf(
    await a.post(`${pb}/modules/${moduleId}/module-links/`, { url: "https://example.com" }),
    201,
    "module link",
  );
  const commentId = idOf(await a.post(`${issueBase}/comments/`, { comment_html: "<p>hi</p>" }), 201, "comment");
  const draftId = idOf(await a.post(`${pb}/issue-drafts/`, { name: "Draft" }), 201, "draft");
  const workspaceDraftId = idOf(
    await a.post(`${ws}/draft-issues/`, { name: "WS draft", project_id: project.id }),
    201,
    "ws draft",
  );
  const stickyId = idOf(await a.post(`${ws}/stickies/`, { name: "Sticky" }), 201, "sticky");
  const quickLinkId = idOf(await a.post(`${ws}/quick-links/`, { url: "https://example.com" }), 201, "quick link");
  const home = must(await a.get(`${ws}/dashboard/?dashboard_type=home`), 200, "home dashboard") as unknown as {
    dashboard: { id: string };
    widgets: { id: string; key: string }[];
  };
  const widget = home.widgets.find((w) => w.key === "my_work_items") ?? home.widgets[0];
  const favoriteId = idOf(
    await a.post(`${ws}/user-favorites/`, { entity_type: "folder", is_folder: true, name: "Folder" }),
    201,
    "favorites folder",
  );
  const invitations = must(
    await a.post(`${ws}/invitations/`, { emails: [{ email: uniqueEmail("invitee"), role: 15 }] }),
    201,
    "invitation",
  ) as unknown as { id: string }[];
  const members = must(await a.get(`${ws}/members/`), 200, "members") as unknown as { id: string; member: { id: string } }[];
  const projectMembers = must(await a.get(`${pb}/members/`), 200, "project members") as unknown as {
    id: string;
    member: { id: string };
  }[];
  const asset = must(
    await a.post(`/api/assets/v2${ws.slice(4)}/projects/${project.id}/issues/${issue.id}/attachments/`, {
      name: "a.png",
      size: 10,
      type: "image/png",
    }),
    201,
    "attachment",
  ) as { asset_id: string };

  const otherMember = (list: { id: string; member: { id: string } }[]) => list.find((m) => m.member.id === other.user.id)?.id;
  /** Path parameter → a real id; views, links and drafts differ between workspace and project routes. */
  const params = (url: string): Record<string, string> => ({
    slug,
    projectId: project.id,
    issueId: issue.id as string,
    cycleId,
    moduleId,
    labelId,
    stateId: states[1].id,
    estimateId: estimate.id,
    pointId: estimate.points[0].id,
    viewId: url.includes("/projects/:projectId/") ? viewId : workspaceViewId,
    linkId: url.includes("/module-links/") ? moduleLinkId : linkId,
    commentId,
    draftId: url.includes("/draft-issues/") || url.includes("/draft-to-issue/") ? workspaceDraftId : draftId,
    stickyId,
    quickLinkId,
    dashboardId: home.dashboard.id,
    widgetId: widget.id,
    widgetKey: widget.key,
    favoriteId,
    memberId: otherMember(projectMembers) ?? "",
    id: url.includes("/invitations/") ? invitations[0].id : (otherMember(members) ?? ""),
    userId: other.user.id,
    key: `${project.identifier}-${issue.sequence_id}`,
    reaction: "👍",
    assetId: asset.asset_id,
    pageId,
    versionId: pageVersionId,
  });
  /** Ids a body field names, by field name (array fields by the name of the array). */
  const ids: Record<string, string> = {
    state_id: states[1].id,
    parent_id: issue2Id,
    cycle_id: cycleId,
    cycle: cycleId,
    new_cycle_id: cycleId,
    module: moduleId,
    modules: moduleId,
    module_ids: moduleId,
    removed_modules: moduleId,
    view: viewId,
    project: project.id,
    project_id: project.id,
    project_ids: project.id,
    member_id: other.user.id,
    members: admin.user.id,
    lead: admin.user.id,
    owned_by: admin.user.id,
    project_lead: admin.user.id,
    default_assignee: admin.user.id,
    assignee_ids: admin.user.id,
    label_ids: labelId,
    parent: labelId,
    estimate_point: estimate.points[0].id,
    related_issue: issue2Id,
    issues: issue2Id,
    issue_ids: issue2Id,
    sub_issue_ids: issue2Id,
    invitations: invitations[0].id,
    last_workspace_id: workspaceId,
    id: issue2Id,
  };
  return { app, admin, other, slug, workspaceId, project, issueId: issue.id as string, params, ids };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function worldContext() {
  const { app } = await getTestContext();
  return buildWorld(app);
}

/** A route path with its `:params` filled in (`override` replaces one of them). */
export function fillPath(url: string, world: World, override?: { name: string; value: string }): string {
  const values = world.params(url);
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (override?.name === name) return override.value;
    const value = values[name as keyof typeof values];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

/**
 * The registered routes: the access table when the app keeps one (lib/access-policy.ts), otherwise
 * `fallback` (the OpenAPI document's operations, which list every route too).
 */
export function registeredRoutes(app: App, fallback: { method: string; url: string }[]): { method: string; url: string }[] {
  const table = (app as unknown as { routeAccess?: { method: string; url: string; websocket?: boolean }[] }).routeAccess;
  if (!table) return fallback.filter((r) => r.method !== "HEAD").map(({ method, url }) => ({ method, url }));
  return table.filter((r) => !r.websocket).map(({ method, url }) => ({ method, url }));
}

export type Snapshot = Record<string, string>;

/** Every table's row count and content, to show that a refused request changed nothing. */
export async function snapshot(app: App): Promise<Snapshot> {
  const rows = (await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as {
    rows: { tablename: string }[];
  };
  const out: Snapshot = {};
  for (const { tablename } of rows.rows) {
    const table = sql.identifier(tablename);
    const res = (await app.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
    )) as unknown as { rows: { n: number; h: string }[] };
    out[tablename] = `${res.rows[0].n}:${res.rows[0].h}`;
  }
  return out;
}

/** `ignore`: tables that count attempts, refused ones included (the sign-in rate limits). */
export async function expectUnchanged(app: App, before: Snapshot, ignore: string[] = []) {
  const after = await snapshot(app);
  const changed = Object.keys(before).filter((t) => before[t] !== after[t] && !ignore.includes(t));
  expect(changed, "tables changed by refused requests").toEqual([]);
}

/** `authError`: the answer had the auth shape `{error_code, error_message}`, whose messages name no field. */
export type Attempt = { method: string; url: string; body?: unknown; status: number; error: string; authError: boolean };

/** Sends one request as `agent` and records what came back. */
export async function attempt(agent: Agent, method: string, url: string, body?: unknown): Promise<Attempt> {
  const res = await agent.request(method as "POST", url, body);
  let error = "";
  let authError = false;
  try {
    const json = res.json() as { error?: string; error_code?: number; error_message?: string };
    error = json.error ?? json.error_message ?? "";
    authError = json.error_code !== undefined;
  } catch {
    error = res.body.slice(0, 200);
  }
  return { method, url, body, status: res.statusCode, error, authError };
}

export const describeAttempt = (a: Attempt) => `${a.method} ${a.url} ${JSON.stringify(a.body ?? null)} → ${a.status} ${a.error}`;
