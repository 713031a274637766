import { describe, expect, it } from "vitest";
import { createProject } from "../../../test/harness";
import { issueKit } from "../issue-test-kit";

describe("issue list expand=issue_relation,issue_related (the timeline's arrows)", () => {
  it("lists each issue's relations from its own side, in one page, and nothing unless asked", async () => {
    const k = await issueKit();
    const design = await k.create({ name: "Design", start_date: "2026-01-05", target_date: "2026-01-09" });
    const build = await k.create({ name: "Build", start_date: "2026-01-12", target_date: "2026-01-20" });
    const ship = await k.create({ name: "Ship" });
    const relate = (from: string, type: string, to: string) =>
      k.m.member.agent.post(`${k.base}/issues/${from}/issue-relation/`, { relation_type: type, issues: [to] });
    expect((await relate(build.id, "blocked_by", design.id)).statusCode).toBe(201);
    expect((await relate(ship.id, "relates_to", build.id)).statusCode).toBe(201);

    const list = async (query: string) => {
      const res = await k.m.guest.agent.get(`${k.base}/issues/?per_page=100${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json().results as { id: string; issue_relation?: unknown[]; issue_related?: unknown[] }[];
      return new Map(results.map((issue) => [issue.id, issue]));
    };

    const plain = await list("");
    expect(plain.get(build.id)?.issue_relation).toBeUndefined();

    const expanded = await list("&expand=issue_relation,issue_related&layout=gantt_chart");
    const sideOf = (id: string) => {
      const issue = expanded.get(id);
      return [...(issue?.issue_relation ?? []), ...(issue?.issue_related ?? [])].map((r) => {
        const { relation_type, related_issue } = r as { relation_type: string; related_issue: string };
        return `${relation_type}:${related_issue}`;
      });
    };
    expect(sideOf(build.id).sort()).toEqual([`blocked_by:${design.id}`, `relates_to:${ship.id}`].sort());
    expect(sideOf(design.id)).toEqual([`blocking:${build.id}`]);
    expect(sideOf(ship.id)).toEqual([`relates_to:${build.id}`]);

    const onlyHeld = await list("&expand=issue_relation");
    expect(onlyHeld.get(design.id)?.issue_related).toBeUndefined();
    expect(Array.isArray(onlyHeld.get(design.id)?.issue_relation)).toBe(true);

    const bad = await k.m.guest.agent.get(`${k.base}/issues/?expand=issue_relation,secrets`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/expand/);
  });

  it("leaves out relations to issues the caller may not read (another project's, where they are no member)", async () => {
    const k = await issueKit();
    const hidden = await createProject(k.m.admin.agent, k.m.slug, { network: 0 });
    const secret = (
      await k.m.admin.agent.post(`/api/workspaces/${k.m.slug}/projects/${hidden.id}/issues/`, { name: "S" })
    ).json();
    const shared = await k.create({ name: "Shared" });
    const related = await k.m.admin.agent.post(`${k.base}/issues/${shared.id}/issue-relation/`, {
      relation_type: "blocked_by",
      issues: [secret.id],
    });
    expect(related.statusCode, related.body).toBe(201);
    const arrows = async (who: "admin" | "member") => {
      const res = await k.m[who].agent.get(`${k.base}/issues/?per_page=100&expand=issue_relation,issue_related`);
      const issue = (res.json().results as { id: string; issue_relation: unknown[]; issue_related: unknown[] }[]).find(
        (i) => i.id === shared.id,
      );
      return [...(issue?.issue_relation ?? []), ...(issue?.issue_related ?? [])];
    };
    expect(await arrows("member")).toEqual([]);
    expect(await arrows("admin")).toMatchObject([{ relation_type: "blocked_by", related_issue: secret.id }]);
  });
});
