import { describe, expect, it } from "vitest";
import { type IssueJson, issueKit } from "../issue-test-kit";

describe("archive", () => {
  it("archives a completed issue, lists it as archived, reads it and restores it", async () => {
    const k = await issueKit();
    const done = await k.create({ name: "Done", state_id: k.stateOf("completed") });
    const cancelled = await k.create({ name: "Cancelled", state_id: k.stateOf("cancelled") });
    const url = (id: string) => `${k.base}/issues/${id}/archive/`;
    expect((await k.m.guest.agent.post(url(done.id))).statusCode).toBe(403);
    expect((await k.m.outsider.agent.post(url(done.id))).statusCode).toBe(404);
    const res = await k.m.member.agent.post(url(done.id));
    expect(res.statusCode).toBe(200);
    const archivedAt = res.json().archived_at;
    expect(new Date(archivedAt).toISOString()).toBe(archivedAt);
    expect((await k.m.member.agent.post(url(cancelled.id))).statusCode).toBe(200);
    expect((await k.m.member.agent.post(url(done.id))).json().archived_at).toBe(archivedAt);

    const list = (await k.m.guest.agent.get(`${k.base}/archived-issues/`)).json();
    expect(list.results.map((i: IssueJson) => i.name).sort()).toEqual(["Cancelled", "Done"]);
    expect(list.total_results).toBe(2);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results).toEqual([]);
    expect((await k.m.outsider.agent.get(`${k.base}/archived-issues/`)).statusCode).toBe(404);
    const one = await k.m.guest.agent.get(url(done.id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: done.id, archived_at: archivedAt });
    expect((await k.activities(done.id)).at(-1)).toMatchObject({ verb: "archived", field: "archived_at" });

    expect((await k.m.guest.agent.delete(url(done.id))).statusCode).toBe(403);
    expect((await k.m.member.agent.delete(url(done.id))).statusCode).toBe(204);
    expect((await k.get(done.id)).archived_at).toBeNull();
    expect((await k.m.guest.agent.get(url(done.id))).statusCode).toBe(404);
    expect((await k.m.guest.agent.get(`${k.base}/archived-issues/`)).json().results.map((i: IssueJson) => i.name)).toEqual([
      "Cancelled",
    ]);
    expect((await k.m.admin.agent.get(`${k.base}/issues/`)).json().results.map((i: IssueJson) => i.name)).toEqual(["Done"]);
    expect((await k.activities(done.id)).at(-1)).toMatchObject({ verb: "restored", field: "archived_at" });
    expect((await k.m.member.agent.delete(url(done.id))).statusCode).toBe(204);
  });

  it("refuses issues that are not completed or canceled with a clear 400", async () => {
    const k = await issueKit();
    const open = await k.create({ name: "Open", state_id: k.stateOf("started") });
    const res = await k.m.member.agent.post(`${k.base}/issues/${open.id}/archive/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("state_id: only issues in a completed or canceled state can be archived");
    expect((await k.get(open.id)).archived_at).toBeNull();
    const missing = await k.m.member.agent.post(`${k.base}/issues/00000000-0000-4000-8000-000000000000/archive/`);
    expect(missing.statusCode).toBe(404);
  });

  it("groups and pages the archived list like the issue list", async () => {
    const k = await issueKit();
    for (const name of ["a", "b", "c"]) {
      const issue = await k.create({ name, state_id: k.stateOf("completed") });
      await k.m.member.agent.post(`${k.base}/issues/${issue.id}/archive/`);
    }
    const page = (await k.m.member.agent.get(`${k.base}/archived-issues/?per_page=2&group_by=state_id`)).json();
    expect(page.results[k.stateOf("completed")]).toMatchObject({ total_results: 3 });
    expect(page.results[k.stateOf("completed")].results).toHaveLength(2);
    expect(page.next_page_results).toBe(true);
  });
});
