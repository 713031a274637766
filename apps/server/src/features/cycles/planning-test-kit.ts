import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { events, issueActivities, issues } from "../../db/schema";
import { getTestContext, type RoleMatrix, roleMatrix } from "../../test/harness";

/** YYYY-MM-DD `days` from today (UTC), the day the server computes statuses against. */
export const day = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type Who = keyof Pick<RoleMatrix, "admin" | "member" | "guest" | "outsider">;

/** Shared setup for the cycle, module and estimate API tests: a role matrix plus URL builders and shortcuts. */
export async function planningKit() {
  const { app } = await getTestContext();
  const m = await roleMatrix(app);
  const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
  const states = (await m.admin.agent.get(`${base}/states/`)).json() as { id: string; group: string }[];
  const stateOf = (group: string) => states.find((s) => s.group === group)?.id as string;

  const issue = async (body: Record<string, unknown> = {}) => {
    const res = await m.admin.agent.post(`${base}/issues/`, { name: "An issue", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [k: string]: unknown };
  };
  const getIssue = async (id: string) => (await m.admin.agent.get(`${base}/issues/${id}/`)).json();
  const completedOn = async (issueId: string, date: string) => {
    await app.db
      .update(issues)
      .set({ completed_at: new Date(`${date}T12:00:00Z`) })
      .where(eq(issues.id, issueId));
  };
  const cycle = async (body: Record<string, unknown> = {}) => {
    const res = await m.member.agent.post(`${base}/cycles/`, {
      name: `Cycle ${Math.random().toString(36).slice(2, 7)}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [k: string]: unknown };
  };
  const module = async (body: Record<string, unknown> = {}) => {
    const res = await m.member.agent.post(`${base}/modules/`, {
      name: `Module ${Math.random().toString(36).slice(2, 7)}`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [k: string]: unknown };
  };
  const estimate = async (type: string, values: string[], name = "Estimate") => {
    const res = await m.admin.agent.post(`${base}/estimates/`, {
      estimate: { name, type },
      estimate_points: values.map((value, i) => ({ key: i + 1, value })),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; last_used: boolean; points: { id: string; key: number; value: string }[] };
  };
  const eventsOf = async (entityType: string, entityId: string) =>
    app.db
      .select()
      .from(events)
      .where(and(eq(events.entity_type, entityType), eq(events.entity_id, entityId)))
      .orderBy(asc(events.id));
  const activitiesOf = async (issueId: string, field: string) =>
    app.db
      .select()
      .from(issueActivities)
      .where(and(eq(issueActivities.issue_id, issueId), eq(issueActivities.field, field)))
      .orderBy(asc(issueActivities.created_at));
  /** Status of the same call made by each role, in the order admin, member, guest, outsider. */
  const statuses = async (call: (who: Who) => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (const who of ["admin", "member", "guest", "outsider"] as const) out.push((await call(who)).statusCode);
    return out;
  };
  const as = (who: Who) => m[who].agent;
  return {
    app,
    m,
    base,
    states,
    stateOf,
    issue,
    getIssue,
    completedOn,
    cycle,
    module,
    estimate,
    eventsOf,
    activitiesOf,
    statuses,
    as,
  };
}
