import { describe, expect, it } from "vitest";
import { getTestContext, roleMatrix } from "../../test/harness";
import { createIssue } from "../../test/issues-harness";

describe("deleting a state that issues use", () => {
  it("is refused while a live issue uses it, and allowed once only deleted issues do", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const base = `/api/workspaces/${m.slug}/projects/${m.projectId}`;
    const created = await m.admin.agent.post(`${base}/states/`, { name: "Review", color: "#123456", group: "started" });
    const stateId = created.json().id;
    const issue = await createIssue(m.admin.agent, m.slug, m.projectId, { name: "Uses review", state_id: stateId });
    const refused = await m.admin.agent.delete(`${base}/states/${stateId}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/State with issues cannot be deleted/);
    expect((await m.admin.agent.get(`${base}/states/${stateId}/`)).statusCode).toBe(200);
    expect((await m.admin.agent.delete(`${base}/issues/${issue.id}/`)).statusCode).toBe(204);
    expect((await m.admin.agent.delete(`${base}/states/${stateId}/`)).statusCode).toBe(204);
  });
});
