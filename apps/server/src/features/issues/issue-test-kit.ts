import { expect } from "vitest";
import { getTestContext, type RoleMatrix, roleMatrix } from "../../test/harness";

/** Shared setup for the issue API tests: a role matrix plus URL builders and a few shortcuts. */
export async function issueKit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const states = (await m.admin.agent.get(`${base}/states/`)).json() as {
    id: string;
    name: string;
    group: string;
    default: boolean;
  }[];
  const stateOf = (group: string) => states.find((s) => s.group === group)?.id as string;
  const create = async (body: Record<string, unknown> = {}, who: keyof Pick<RoleMatrix, "admin" | "member"> = "admin") => {
    const res = await m[who].agent.post(`${base}/issues/`, { name: "An issue", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as IssueJson;
  };
  const get = async (id: string) => (await m.admin.agent.get(`${base}/issues/${id}/`)).json() as IssueJson;
  const label = async (name = `L${Math.random().toString(36).slice(2, 8)}`, projectBase = base) => {
    const res = await m.admin.agent.post(`${projectBase}/issue-labels/`, { name, color: "#3f76ff" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const activities = async (issueId: string) => {
    const { issueActivities } = await import("../../db/schema");
    const { asc, eq } = await import("drizzle-orm");
    return app.db
      .select()
      .from(issueActivities)
      .where(eq(issueActivities.issue_id, issueId))
      .orderBy(asc(issueActivities.created_at));
  };
  const subscribers = async (issueId: string) => {
    const { issueSubscribers } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    const rows = await app.db.select().from(issueSubscribers).where(eq(issueSubscribers.issue_id, issueId));
    return rows.map((r) => r.subscriber_id).sort();
  };
  return { app, m, base, states, stateOf, create, get, label, activities, subscribers };
}

export type IssueJson = {
  id: string;
  name: string;
  sequence_id: number;
  sort_order: number;
  state_id: string;
  priority: string;
  label_ids: string[];
  assignee_ids: string[];
  parent_id: string | null;
  start_date: string | null;
  target_date: string | null;
  completed_at: string | null;
  archived_at: string | null;
  is_draft: boolean;
  is_subscribed?: boolean;
  description_html?: string;
  [k: string]: unknown;
};
