import { eq } from "drizzle-orm";
import { expect } from "vitest";
import {
  cycleIssues,
  cycles,
  estimatePoints,
  estimates,
  issueSubscribers,
  issues,
  moduleIssues,
  modules,
  workspaces,
} from "../../../db/schema";
import { type IssueJson, issueKit } from "../issue-test-kit";

export type ListPage = {
  results: IssueJson[];
  next_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_count: number;
  total_results: number;
  total_pages: number;
  grouped_by: string | null;
  sub_grouped_by: string | null;
};
export type Group = { results: IssueJson[]; total_results: number; total_estimate_points?: number };
export type GroupedPage = Omit<ListPage, "results"> & { results: Record<string, Group> };
export type SubGroupedPage = Omit<ListPage, "results"> & {
  results: Record<string, { results: Record<string, Group>; total_results: number; total_estimate_points?: number }>;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The issue kit plus list helpers. Cycles, modules, estimate points and subscriptions are written
 * straight to the database: their own APIs have their own tests, these tests are about the lists.
 */
export async function listKit() {
  const k = await issueKit();
  const [ws] = await k.app.db.select().from(workspaces).where(eq(workspaces.slug, k.m.slug));
  const scope = { workspace_id: ws.id, project_id: k.m.projectId };
  const get = (path: string, who: "admin" | "member" | "guest" | "outsider" = "member") => k.m[who].agent.get(path);
  const list = async <T = ListPage>(q = "", path = `${k.base}/issues/`): Promise<T> => {
    const res = await get(`${path}${q ? `?${q}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const names = async (q = "", path?: string) => (await list(q, path)).results.map((i) => i.name);
  const groupNames = (page: GroupedPage) =>
    Object.fromEntries(Object.entries(page.results).map(([key, g]) => [key, g.results.map((i) => i.name)]));
  const cycle = async (name = `Cycle ${Math.random().toString(36).slice(2, 6)}`) => {
    const [row] = await k.app.db
      .insert(cycles)
      .values({ ...scope, name })
      .returning();
    return row.id;
  };
  const addToCycle = async (cycleId: string, ...issueIds: string[]) => {
    await k.app.db.insert(cycleIssues).values(issueIds.map((issue_id) => ({ ...scope, cycle_id: cycleId, issue_id })));
  };
  const module = async (name = `Module ${Math.random().toString(36).slice(2, 6)}`) => {
    const [row] = await k.app.db
      .insert(modules)
      .values({ ...scope, name })
      .returning();
    return row.id;
  };
  const addToModule = async (moduleId: string, ...issueIds: string[]) => {
    await k.app.db.insert(moduleIssues).values(issueIds.map((issue_id) => ({ ...scope, module_id: moduleId, issue_id })));
  };
  const estimatePoint = async (value: string) => {
    const [estimate] = await k.app.db
      .insert(estimates)
      .values({ ...scope, name: "Points", type: "points" })
      .returning();
    const [point] = await k.app.db
      .insert(estimatePoints)
      .values({ ...scope, estimate_id: estimate.id, key: 1, value })
      .returning();
    return point.id;
  };
  const setEstimate = async (issueId: string, pointId: string) => {
    await k.app.db.update(issues).set({ estimate_point_id: pointId }).where(eq(issues.id, issueId));
  };
  const subscribe = async (issueId: string, userId: string) => {
    await k.app.db
      .insert(issueSubscribers)
      .values({ ...scope, issue_id: issueId, subscriber_id: userId })
      .onConflictDoNothing();
  };
  return {
    ...k,
    workspaceId: ws.id,
    get,
    list,
    names,
    groupNames,
    cycle,
    addToCycle,
    module,
    addToModule,
    estimatePoint,
    setEstimate,
    subscribe,
    day,
  };
}
