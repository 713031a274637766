import { ROLE } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { addMember, createProject } from "../../test/harness";
import { pagesKit } from "./pages-test-kit";

async function moveKit() {
  const kit = await pagesKit();
  const { m, app } = kit;
  const other = await createProject(m.admin.agent, m.slug);
  const otherBase = `/api/workspaces/${m.slug}/projects/${other.id}`;
  const join = (userId: string, role: number) =>
    addMember(app, { workspaceSlug: m.slug, userId, role: ROLE.MEMBER, projectId: other.id, projectRole: role });
  return { ...kit, other, otherBase, join };
}

describe("moving a page", () => {
  it("moves it with its content and versions to a project where the caller may create pages", async () => {
    const { m, as, page, pageUrl, other, otherBase, join, listNames, saveContent } = await moveKit();
    const p = await page({ name: "Travelling" });
    expect((await saveContent("member", p.id, "<p>luggage</p>")).statusCode).toBe(200);
    const child = await page({ name: "Left behind", parent: p.id });

    const outside = await as("member").post(pageUrl(p.id, "move/"), { new_project_id: other.id });
    // Not in the other project (a public one: 403, as for any project call there).
    expect(outside.statusCode).toBe(403);
    await join(m.member.user.id, ROLE.GUEST);
    const asGuestThere = await as("member").post(pageUrl(p.id, "move/"), { new_project_id: other.id });
    expect(asGuestThere.statusCode).toBe(403);
    expect(await listNames("member")).toContain("Travelling");

    await join(m.member.user.id, ROLE.MEMBER);
    const res = await as("member").post(pageUrl(p.id, "move/"), { new_project_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      project: other.id,
      project_ids: [other.id],
      parent: null,
      description_html: "<p>luggage</p>",
    });
    expect((await as("member").get(pageUrl(p.id))).statusCode).toBe(404);
    expect((await as("member").get(`${otherBase}/pages/${p.id}/`)).json().name).toBe("Travelling");
    expect((await as("member").get(`${otherBase}/pages/${p.id}/versions/`)).json()).toHaveLength(1);
    expect((await as("member").get(pageUrl(child.id))).json().parent).toBeNull();
  });

  it("needs the owner or an admin here, and refuses the same project or a bad id", async () => {
    const { m, as, page, pageUrl, other, join } = await moveKit();
    await join(m.member.user.id, ROLE.MEMBER);
    const adminsPage = await page({ name: "Admin's" }, "admin");
    const denied = await as("member").post(pageUrl(adminsPage.id, "move/"), { new_project_id: other.id });
    expect(denied.statusCode).toBe(403);
    expect((await as("admin").get(pageUrl(adminsPage.id))).json().project).toBe(m.projectId);
    const same = await as("admin").post(pageUrl(adminsPage.id, "move/"), { new_project_id: m.projectId });
    expect(same.statusCode).toBe(400);
    expect((await as("admin").post(pageUrl(adminsPage.id, "move/"), { new_project_id: "x" })).statusCode).toBe(400);
    expect((await as("admin").post(pageUrl(adminsPage.id, "move/"), {})).statusCode).toBe(400);
  });

  it("refuses a project with pages turned off", async () => {
    const { as, page, pageUrl, other, otherBase } = await moveKit();
    expect((await as("admin").patch(`${otherBase}/`, { page_view: false })).statusCode).toBe(200);
    const p = await page({ name: "Stay" }, "admin");
    const res = await as("admin").post(pageUrl(p.id, "move/"), { new_project_id: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Pages are turned off/);
  });
});

describe("duplicating a page", () => {
  it("copies name, content and properties into a new page owned by the caller", async () => {
    const { m, as, page, pageUrl, statuses, saveContent, setFeatures } = await pagesKit();
    await setFeatures({ guest_view_all_features: true });
    const p = await page({ name: "Template", color: "#aabbcc", logo_props: { emoji: "1f4dd" } }, "admin");
    const binary = Buffer.from([1, 2, 3, 250]).toString("base64");
    expect((await saveContent("admin", p.id, "<p>fill me</p>", { description_binary: binary })).statusCode).toBe(200);
    await as("admin").post(pageUrl(p.id, "lock/"));

    expect(await statuses((who) => as(who).post(pageUrl(p.id, "duplicate/")))).toEqual([201, 201, 403, 404]);
    const res = await as("member").post(pageUrl(p.id, "duplicate/"));
    const copy = res.json();
    expect(copy).toMatchObject({
      name: "Template (copy)",
      color: "#aabbcc",
      logo_props: { emoji: "1f4dd" },
      description_html: "<p>fill me</p>",
      owned_by: m.member.user.id,
      is_locked: false,
      access: 0,
    });
    expect(copy.id).not.toBe(p.id);
    const raw = await as("member").get(pageUrl(copy.id, "description/"));
    expect(Buffer.from(raw.rawPayload).toString("base64")).toBe(binary);
    expect((await as("member").patch(pageUrl(copy.id), { name: "Mine now" })).statusCode).toBe(200);
    expect((await as("member").get(pageUrl(p.id))).json().name).toBe("Template");
  });
});
