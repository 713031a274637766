import type { IssueActivity } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { createProject, getTestContext } from "../../../test/harness";
import { racedRequests } from "../../../test/hold-writes";
import { type IssueJson, issueKit } from "../issue-test-kit";

describe("sub-issues", () => {
  it("lists children with a state distribution, for every project role", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    await k.create({ name: "c1", parent_id: parent.id });
    await k.create({ name: "c2", parent_id: parent.id, state_id: k.stateOf("completed") });
    await k.create({ name: "c3", parent_id: parent.id, state_id: k.stateOf("completed") });
    await k.create({ name: "unrelated" });
    const url = `${k.base}/issues/${parent.id}/sub-issues/`;
    for (const who of ["admin", "member", "guest"] as const) {
      const res = await k.m[who].agent.get(url);
      expect(res.statusCode, who).toBe(200);
      const body = res.json();
      expect(body.sub_issues.map((i: IssueJson) => i.name)).toEqual(["c1", "c2", "c3"]);
      expect(body.state_distribution).toEqual({ backlog: 1, unstarted: 0, started: 0, completed: 2, cancelled: 0 });
    }
    expect((await k.m.outsider.agent.get(url)).statusCode).toBe(404);
    expect((await k.get(parent.id)).sub_issues_count).toBe(3);
  });

  it("adds existing issues as sub-issues with activity, answering the same shape", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b", state_id: k.stateOf("started") });
    const url = `${k.base}/issues/${parent.id}/sub-issues/`;
    expect((await k.m.guest.agent.post(url, { sub_issue_ids: [a.id] })).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url, { sub_issue_ids: [a.id] })).statusCode).toBe(404);
    const res = await k.m.member.agent.post(url, { sub_issue_ids: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().sub_issues.map((i: IssueJson) => i.name)).toEqual(["a", "b"]);
    expect(res.json().state_distribution).toMatchObject({ backlog: 1, started: 1 });
    expect((await k.get(a.id)).parent_id).toBe(parent.id);
    expect((await k.activities(a.id)).at(-1)).toMatchObject({ field: "parent", new_identifier: parent.id });
  });

  it("records adding and moving a sub-issue in the history of the parents and of the child", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    const other = await k.create({ name: "Other parent" });
    const child = await k.create({ name: "child" });
    const history = async (issueId: string) =>
      (await k.m.guest.agent.get(`${k.base}/issues/${issueId}/history/?activity_type=issue-property`)).json() as IssueActivity[];
    const added = await k.m.member.agent.post(`${k.base}/issues/${parent.id}/sub-issues/`, { sub_issue_ids: [child.id] });
    expect(added.statusCode).toBe(200);
    const childKey = (await history(parent.id)).find((a) => a.field === "sub_issue")?.new_value;
    expect(childKey).toMatch(/^[A-Z0-9]+-\d+$/);
    expect((await history(parent.id)).filter((a) => a.field === "sub_issue")).toEqual([
      expect.objectContaining({ verb: "created", new_value: childKey, new_identifier: child.id, actor: k.m.member.user.id }),
    ]);
    expect((await history(child.id)).filter((a) => a.field === "parent")).toEqual([
      expect.objectContaining({ verb: "updated", new_identifier: parent.id }),
    ]);

    // Moved from the child's side: the old parent hears it left, the new one that it arrived.
    expect((await k.m.member.agent.patch(`${k.base}/issues/${child.id}/`, { parent_id: other.id })).statusCode).toBe(200);
    expect(
      (await history(parent.id)).filter((a) => a.field === "sub_issue").map((a) => [a.verb, a.old_value ?? a.new_value]),
    ).toEqual([
      ["created", childKey],
      ["deleted", childKey],
    ]);
    expect((await history(other.id)).filter((a) => a.field === "sub_issue")).toEqual([
      expect.objectContaining({ verb: "created", new_identifier: child.id }),
    ]);

    // Created straight under a parent.
    const born = await k.create({ name: "born", parent_id: other.id });
    expect((await history(other.id)).filter((a) => a.field === "sub_issue").map((a) => a.new_identifier)).toEqual([
      child.id,
      born.id,
    ]);
  });

  it("refuses loops, foreign and unknown issues, all or nothing", async () => {
    const k = await issueKit();
    const top = await k.create({ name: "top" });
    const mid = await k.create({ name: "mid", parent_id: top.id });
    const low = await k.create({ name: "low", parent_id: mid.id });
    const free = await k.create({ name: "free" });
    const other = await createProject(k.m.admin.agent, k.m.slug);
    const foreign = (
      await k.m.admin.agent.post(`/api/workspaces/${k.m.slug}/projects/${other.id}/issues/`, { name: "f" })
    ).json();
    const post = (parentId: string, ids: string[]) =>
      k.m.member.agent.post(`${k.base}/issues/${parentId}/sub-issues/`, { sub_issue_ids: ids });
    const cases: [string, string[]][] = [
      [low.id, [free.id, top.id]],
      [mid.id, [mid.id]],
      [top.id, [free.id, foreign.id]],
      [top.id, [free.id, "00000000-0000-4000-8000-000000000000"]],
    ];
    for (const [parentId, ids] of cases) {
      const res = await post(parentId, ids);
      expect(res.statusCode, ids.join()).toBe(400);
      expect(res.json().error).toMatch(/^sub_issue_ids: /);
    }
    expect((await post(top.id, [])).statusCode).toBe(400);
    expect((await k.get(free.id)).parent_id).toBeNull();
    expect((await k.get(top.id)).parent_id).toBeNull();

    const loop = await k.m.member.agent.patch(`${k.base}/issues/${top.id}/`, { parent_id: low.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error).toMatch(/^parent_id: /);
    const self = await k.m.member.agent.patch(`${k.base}/issues/${top.id}/`, { parent_id: top.id });
    expect(self.statusCode).toBe(400);
    const moved = await k.m.member.agent.patch(`${k.base}/issues/${low.id}/`, { parent_id: top.id });
    expect(moved.json().parent_id).toBe(top.id);
    expect((await k.m.member.agent.get(`${k.base}/issues/${parent404()}/sub-issues/`)).statusCode).toBe(404);
  });
});

const parent404 = () => "00000000-0000-4000-8000-000000000000";

describe("sub-issues under concurrent writers (PostgreSQL)", () => {
  /** Follows parent links from `id`; true when it comes back to an issue it has seen. */
  const loops = (parents: Map<string, string | null>, id: string) => {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at; at = parents.get(at)) {
      if (seen.has(at)) return true;
      seen.add(at);
    }
    return false;
  };

  it("never stores a loop when two issues are made each other's parent at once", async () => {
    const { database } = await getTestContext();
    const k = await issueKit();
    for (let round = 0; round < 3; round++) {
      const a = await k.create({ name: `a${round}` });
      const b = await k.create({ name: `b${round}` });
      const [first, second] = await racedRequests(database, 2, () => [
        k.m.member.agent.patch(`${k.base}/issues/${a.id}/`, { parent_id: b.id }),
        k.m.admin.agent.patch(`${k.base}/issues/${b.id}/`, { parent_id: a.id }),
      ]);
      expect([first.statusCode, second.statusCode].sort(), `${first.body} ${second.body}`).toEqual([200, 400]);
      const refused = first.statusCode === 400 ? first : second;
      expect(refused.json()).toEqual({
        error: "parent_id: an issue cannot be its own parent or the parent of one of its ancestors",
      });
      const parents = new Map([a, b].map((i) => [i.id, null as string | null]));
      for (const issue of [a, b]) parents.set(issue.id, (await k.get(issue.id)).parent_id);
      expect(loops(parents, a.id) || loops(parents, b.id), JSON.stringify([...parents])).toBe(false);
    }
  });

  it("never stores a loop when a PATCH and a sub-issue add close one between them", async () => {
    const { database } = await getTestContext();
    const k = await issueKit();
    for (let round = 0; round < 3; round++) {
      const top = await k.create({ name: `top${round}` });
      const mid = await k.create({ name: `mid${round}`, parent_id: top.id });
      const low = await k.create({ name: `low${round}` });
      const [patch, add] = await racedRequests(database, 2, () => [
        k.m.member.agent.patch(`${k.base}/issues/${top.id}/`, { parent_id: low.id }),
        k.m.admin.agent.post(`${k.base}/issues/${mid.id}/sub-issues/`, { sub_issue_ids: [low.id] }),
      ]);
      expect([patch.statusCode, add.statusCode].sort(), `${patch.body} ${add.body}`).toEqual([200, 400]);
      const parents = new Map<string, string | null>();
      for (const issue of [top, mid, low]) parents.set(issue.id, (await k.get(issue.id)).parent_id);
      expect(
        [top, mid, low].some((i) => loops(parents, i.id)),
        JSON.stringify([...parents]),
      ).toBe(false);
    }
  });
});

describe("issue dates", () => {
  it("updates several issues' dates at once, with activity per change", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b", start_date: "2025-01-05" });
    const url = `${k.base}/issue-dates/`;
    const body = {
      updates: [
        { id: a.id, start_date: "2025-02-01", target_date: "2025-02-10" },
        { id: b.id, target_date: "2025-01-05" },
      ],
    };
    expect((await k.m.guest.agent.post(url, body)).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url, body)).statusCode).toBe(404);
    const res = await k.m.member.agent.post(url, body);
    expect(res.statusCode).toBe(200);
    expect(await k.get(a.id)).toMatchObject({ start_date: "2025-02-01", target_date: "2025-02-10" });
    expect(await k.get(b.id)).toMatchObject({ start_date: "2025-01-05", target_date: "2025-01-05" });
    expect(
      (await k.activities(a.id))
        .filter((r) => r.verb === "updated")
        .map((r) => r.field)
        .sort(),
    ).toEqual(["start_date", "target_date"]);
  });

  it("refuses the whole batch when one update puts start after target or is malformed", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b", target_date: "2025-01-01" });
    const url = `${k.base}/issue-dates/`;
    const bad = await k.m.member.agent.post(url, {
      updates: [
        { id: a.id, start_date: "2025-03-01" },
        { id: b.id, start_date: "2025-02-01" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/target_date: must be on or after start_date/);
    expect((await k.get(a.id)).start_date).toBeNull();
    const malformed = await k.m.member.agent.post(url, { updates: [{ id: a.id, start_date: "March 1" }] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^updates\.0\.start_date: /);
    const unknown = await k.m.member.agent.post(url, {
      updates: [{ id: "00000000-0000-4000-8000-000000000000", start_date: "2025-01-01" }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await k.m.member.agent.post(url, { updates: [] })).statusCode).toBe(400);
  });
});
