import { describe, expect, it } from "vitest";
import { createProject, createWorkspace, getTestContext, roleMatrix, signUp } from "../../test/harness";

describe("project creation", () => {
  it("makes the creator an Admin member and answers the project", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    const project = await createProject(agent, slug, { name: "Apollo", identifier: "APO" });
    expect(project).toMatchObject({ name: "Apollo", identifier: "APO", is_member: true, member_role: 20, network: 1 });
    expect(project.members).toEqual([user.id]);
  });

  it("refuses a guest and a duplicate identifier", async () => {
    const { app } = await getTestContext();
    const m = await roleMatrix(app);
    const guestTry = await m.guest.agent.post(`/api/workspaces/${m.slug}/projects/`, { name: "G", identifier: "GG" });
    expect(guestTry.statusCode).toBe(403);
    const outsiderTry = await m.outsider.agent.post(`/api/workspaces/${m.slug}/projects/`, { name: "O", identifier: "OO" });
    expect(outsiderTry.statusCode).toBe(404);
    await createProject(m.admin.agent, m.slug, { name: "One", identifier: "DUP" });
    const dup = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/`, { name: "Two", identifier: "DUP" });
    expect(dup.statusCode).toBe(409);
    const bad = await m.admin.agent.post(`/api/workspaces/${m.slug}/projects/`, { name: "Three", identifier: "bad id" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/identifier/);
  });
});
