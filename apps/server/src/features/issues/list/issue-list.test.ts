import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileAssets, issueLinks, issueReactions, issues, workspaces } from "../../../db/schema";
import { addMember, createProject, signUp } from "../../../test/harness";
import { ISSUE_ATTACHMENT_ENTITY } from "../../attachments/attachments.repo";
import { type IssueJson, issueKit } from "../issue-test-kit";

type Page = { results: IssueJson[]; [k: string]: unknown };
type GroupedPage = { results: Record<string, { results: IssueJson[]; total_results: number }>; [k: string]: unknown };

describe("issue list", () => {
  it("pages with the perPage:page:offset cursor and the full envelope", async () => {
    const k = await issueKit();
    const made: IssueJson[] = [];
    for (let i = 0; i < 5; i++) made.push(await k.create({ name: `I${i}` }));
    const page = async (q: string) => (await k.m.guest.agent.get(`${k.base}/issues/${q}`)).json() as Page;
    const first = await page("?per_page=2");
    expect(first).toMatchObject({
      next_cursor: "2:1:0",
      prev_cursor: "2:0:0",
      next_page_results: true,
      prev_page_results: false,
      count: 2,
      total_count: 5,
      total_pages: 3,
      total_results: 5,
      grouped_by: null,
      sub_grouped_by: null,
    });
    const second = await page("?per_page=2&cursor=2:1:0");
    const third = await page("?cursor=2:2:0");
    expect(third).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true, prev_cursor: "2:1:0" });
    const seen = [...first.results, ...second.results, ...third.results].map((i) => i.name);
    expect(seen).toEqual(["I0", "I1", "I2", "I3", "I4"]);
    const beyond = await page("?cursor=2:9:0");
    expect(beyond).toMatchObject({ results: [], count: 0, total_results: 5 });
    const all = await page("");
    expect(all).toMatchObject({ count: 5, next_cursor: "20:1:0", total_pages: 1 });
    for (const bad of ["?cursor=abc", "?per_page=0", "?order_by=name", "?group_by=nothing", "?per_page=100001"]) {
      const res = await k.m.guest.agent.get(`${k.base}/issues/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toMatch(/^(cursor|per_page|order_by|group_by): /);
    }
    expect((await k.m.outsider.agent.get(`${k.base}/issues/`)).statusCode).toBe(404);
  });

  it("sends each issue as its detail does, timestamps to the millisecond", async () => {
    // Lists read timestamps as ISO text made by the database; the detail prints Dates. They must agree.
    const k = await issueKit();
    // Labels linked at two moments, so link order is not id order: lists read the issue's copy of them.
    const labels = [await k.label("one"), await k.label("two"), await k.label("three")].sort();
    const done = await k.create({
      name: "done",
      state_id: k.stateOf("completed"),
      target_date: "2025-03-01",
      label_ids: [labels[2]],
    });
    expect(
      (await k.m.admin.agent.patch(`${k.base}/issues/${done.id}/`, { label_ids: [labels[2], labels[0], labels[1]] })).statusCode,
    ).toBe(200);
    const archived = await k.create({ name: "archived", state_id: k.stateOf("completed") });
    expect((await k.m.member.agent.post(`${k.base}/issues/${archived.id}/archive/`)).statusCode).toBe(200);
    // As the creator, who is subscribed: the detail is read by the admin too.
    const listed = ((await k.m.admin.agent.get(`${k.base}/issues/`)).json() as Page).results;
    const archivedList = ((await k.m.admin.agent.get(`${k.base}/archived-issues/`)).json() as Page).results;
    const detail = await k.get(done.id);
    const archivedDetail = (await k.m.admin.agent.get(`${k.base}/issues/${archived.id}/archive/`)).json() as IssueJson;
    const { description_html: _a, ...detailFields } = detail;
    const { description_html: _b, ...archivedFields } = archivedDetail;
    expect(listed.find((i) => i.id === done.id)).toEqual(detailFields);
    expect(detail.label_ids[0]).toBe(labels[2]);
    expect(detail.label_ids).toHaveLength(3);
    expect(archivedList.find((i) => i.id === archived.id)).toEqual(archivedFields);
    expect(detail.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(archivedDetail.archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("orders by sort_order by default and by the other supported keys", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a", priority: "low", target_date: "2025-03-01", sort_order: 3 });
    await k.create({ name: "b", priority: "urgent", sort_order: 1 });
    await k.create({ name: "c", priority: "medium", target_date: "2025-02-01", sort_order: 2 });
    const names = async (q: string) =>
      ((await k.m.member.agent.get(`${k.base}/issues/${q}`)).json() as Page).results.map((i) => i.name);
    expect(await names("")).toEqual(["b", "c", "a"]);
    expect(await names("?order_by=-created_at")).toEqual(["c", "b", "a"]);
    expect(await names("?order_by=created_at")).toEqual(["a", "b", "c"]);
    expect(await names("?order_by=priority")).toEqual(["b", "c", "a"]);
    expect(await names("?order_by=-priority")).toEqual(["a", "c", "b"]);
    expect(await names("?order_by=target_date")).toEqual(["c", "a", "b"]);
    await k.m.member.agent.patch(`${k.base}/issues/${a.id}/`, { name: "a2" });
    expect((await names("?order_by=-updated_at"))[0]).toBe("a2");
  });

  it("pages a flat list in manual order off the list index exactly as numbering every row would", async () => {
    const k = await issueKit();
    // Ties in sort_order fall to the newest first, then id; sub-issues, archived and drafts as usual.
    const made = [];
    for (const [i, sort_order] of [5, 1, 5, 3, 1, 5, 2].entries()) made.push(await k.create({ name: `n${i}`, sort_order }));
    await k.create({ name: "child", parent_id: made[0].id, sort_order: 0 });
    await k.m.admin.agent.post(`${k.base}/issues/${made[3].id}/archive/`);
    await k.m.admin.agent.post(`${k.base}/issue-drafts/`, { name: "draft", sort_order: 0 });
    const pages = async (q: string, path: string) => {
      const all: [string, number, number][] = [];
      for (let page = 0; page < 4; page++) {
        const body = (await k.m.member.agent.get(`${path}?per_page=3&cursor=3:${page}:0${q}`)).json() as Page;
        all.push(...body.results.map((i) => [i.name, page, body.total_results] as [string, number, number]));
      }
      return all;
    };
    const workspaceList = `/api/workspaces/${k.m.slug}/issues/`;
    for (const q of ["", "&sub_issue=false", "&priority=none"]) {
      const indexed = await pages(q, `${k.base}/issues/`);
      expect(indexed, q).toEqual(await pages(`${q}&order_by=sort_order&project=${k.m.projectId}`, workspaceList));
      expect(indexed.length, q).toBeGreaterThan(3);
    }
  });

  it("groups by state, advancing every group on each page, with empty groups only when asked", async () => {
    const k = await issueKit();
    const backlog = k.stateOf("backlog");
    const started = k.stateOf("started");
    for (const name of ["b1", "b2", "b3"]) await k.create({ name });
    await k.create({ name: "s1", state_id: started });
    const get = async (q: string) =>
      (await k.m.member.agent.get(`${k.base}/issues/?group_by=state_id&${q}`)).json() as GroupedPage;
    const first = await get("per_page=2");
    expect(Object.keys(first.results)).toEqual([backlog, started]);
    expect(first.results[backlog].results.map((i) => i.name)).toEqual(["b1", "b2"]);
    expect(first.results[backlog].total_results).toBe(3);
    expect(first.results[started].results.map((i) => i.name)).toEqual(["s1"]);
    expect(first).toMatchObject({
      grouped_by: "state_id",
      count: 3,
      total_results: 4,
      next_page_results: true,
      total_pages: 2,
      next_cursor: "2:1:0",
    });
    const second = await get(`per_page=2&cursor=${first.next_cursor}`);
    expect(second.results[backlog].results.map((i) => i.name)).toEqual(["b3"]);
    expect(second.results[started]).toEqual({ results: [], total_results: 1, total_estimate_points: 0 });
    expect(second).toMatchObject({ count: 1, next_page_results: false, prev_page_results: true });
    const withEmpty = await get("show_empty_groups=true");
    expect(Object.keys(withEmpty.results)).toEqual(k.states.map((s) => s.id));
    expect(withEmpty.results[k.stateOf("cancelled")]).toEqual({ results: [], total_results: 0, total_estimate_points: 0 });

    const byPriority = (await k.m.member.agent.get(`${k.base}/issues/?group_by=priority`)).json() as GroupedPage;
    expect(Object.keys(byPriority.results)).toEqual(["none"]);
    const byGroup = (
      await k.m.member.agent.get(`${k.base}/issues/?group_by=state__group&show_empty_groups=true`)
    ).json() as GroupedPage;
    expect(Object.keys(byGroup.results)).toEqual(["backlog", "unstarted", "started", "completed", "cancelled"]);
    expect(byGroup.results.started.total_results).toBe(1);
  });

  it("leaves out archived, draft and deleted issues", async () => {
    const k = await issueKit();
    const live = await k.create({ name: "live" });
    const archived = await k.create({ name: "archived", state_id: k.stateOf("completed") });
    await k.m.admin.agent.post(`${k.base}/issues/${archived.id}/archive/`);
    const deleted = await k.create({ name: "deleted" });
    await k.m.admin.agent.delete(`${k.base}/issues/${deleted.id}/`);
    await k.m.admin.agent.post(`${k.base}/issue-drafts/`, { name: "draft" });
    const list = (await k.m.admin.agent.get(`${k.base}/issues/`)).json() as Page;
    expect(list.results.map((i) => i.id)).toEqual([live.id]);
  });

  it("answers issues/list/?issues= in the order asked, skipping unknown ids", async () => {
    const k = await issueKit();
    const a = await k.create({ name: "a" });
    const b = await k.create({ name: "b" });
    const other = await createProject(k.m.admin.agent, k.m.slug);
    const foreign = (
      await k.m.admin.agent.post(`/api/workspaces/${k.m.slug}/projects/${other.id}/issues/`, { name: "f" })
    ).json();
    const url = `${k.base}/issues/list/?issues=${b.id},${a.id},${foreign.id}`;
    const res = await k.m.guest.agent.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: IssueJson) => i.name)).toEqual(["b", "a"]);
    expect((await k.m.outsider.agent.get(url)).statusCode).toBe(404);
    const bad = await k.m.guest.agent.get(`${k.base}/issues/list/?issues=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^issues/);
  });
});

describe("work-item key and detail", () => {
  it("resolves IDENT-N case-insensitively for project members only", async () => {
    const k = await issueKit();
    await k.create();
    const issue = await k.create({ name: "Second" });
    const identifier = (await k.m.admin.agent.get(`${k.base}/`)).json().identifier as string;
    const url = (key: string) => `/api/workspaces/${k.m.slug}/work-items/${key}/`;
    for (const who of ["admin", "member", "guest"] as const) {
      const res = await k.m[who].agent.get(url(`${identifier.toLowerCase()}-2`));
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ id: issue.id, name: "Second", sequence_id: 2 });
    }
    expect((await k.m.outsider.agent.get(url(`${identifier}-2`))).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(url(`${identifier}-99`))).statusCode).toBe(404);
    expect((await k.m.admin.agent.get(url("not a key"))).statusCode).toBe(404);
    await k.m.admin.agent.delete(`${k.base}/issues/${issue.id}/`);
    expect((await k.m.admin.agent.get(url(`${identifier}-2`))).statusCode).toBe(404);

    const secret = await createProject(k.m.admin.agent, k.m.slug, { network: 0 });
    await k.m.admin.agent.post(`/api/workspaces/${k.m.slug}/projects/${secret.id}/issues/`, { name: "Hidden" });
    const wsMember = await signUp(k.app);
    await addMember(k.app, { workspaceSlug: k.m.slug, userId: wsMember.user.id, role: 15 });
    expect((await wsMember.agent.get(url(`${secret.identifier}-1`))).statusCode).toBe(404);
  });

  it("expands reactions, links, attachments and the parent on request", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    const issue = await k.create({ name: "Child", parent_id: parent.id });
    const [ws] = await k.app.db.select().from(workspaces).where(eq(workspaces.slug, k.m.slug));
    const scope = { workspace_id: ws.id, project_id: k.m.projectId, issue_id: issue.id };
    await k.app.db.insert(issueReactions).values({ ...scope, actor_id: k.m.member.user.id, reaction: "👍" });
    await k.app.db.insert(issueLinks).values({ ...scope, url: "https://example.com", title: "Example" });
    const asset = {
      workspace_id: ws.id,
      project_id: k.m.projectId,
      entity_type: ISSUE_ATTACHMENT_ENTITY,
      entity_id: issue.id,
      size: 10,
      mime_type: "text/plain",
    };
    await k.app.db.insert(fileAssets).values([
      { ...asset, storage_key: `k-${issue.id}-1`, name: "done.txt", is_uploaded: true },
      { ...asset, storage_key: `k-${issue.id}-2`, name: "pending.txt", is_uploaded: false },
    ]);
    const plain = (await k.m.guest.agent.get(`${k.base}/issues/${issue.id}/`)).json();
    expect(plain).toMatchObject({ link_count: 1, attachment_count: 1 });
    expect(plain.issue_reactions).toBeUndefined();
    const res = await k.m.guest.agent.get(
      `${k.base}/issues/${issue.id}/?expand=issue_reactions,issue_attachments,issue_link,parent`,
    );
    const body = res.json();
    expect(body.issue_reactions).toMatchObject([{ actor: k.m.member.user.id, reaction: "👍" }]);
    expect(body.issue_link).toMatchObject([{ url: "https://example.com", title: "Example" }]);
    expect(body.issue_attachments).toMatchObject([{ name: "done.txt", size: 10, type: "text/plain" }]);
    expect(body.parent).toMatchObject({ id: parent.id, name: "Parent", sequence_id: parent.sequence_id });
    expect((await k.m.guest.agent.get(`${k.base}/issues/${issue.id}/?expand=everything`)).statusCode).toBe(400);
  });

  it("expands to empty lists and no parent when there are none, or the parent is gone", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    const issue = await k.create({ name: "Child", parent_id: parent.id });
    const expanded = `${k.base}/issues/${issue.id}/?expand=issue_reactions,issue_attachments,issue_link,parent`;
    const body = (await k.m.guest.agent.get(expanded)).json();
    expect(body).toMatchObject({ issue_reactions: [], issue_link: [], issue_attachments: [], parent: { id: parent.id } });
    expect((await k.m.guest.agent.get(`${k.base}/issues/${parent.id}/?expand=parent`)).json().parent).toBeNull();
    // Deleted behind the API's back (the API would also unlink the child): the detail no longer names it.
    await k.app.db.update(issues).set({ deleted_at: new Date() }).where(eq(issues.id, parent.id));
    const orphan = (await k.m.guest.agent.get(expanded)).json();
    expect(orphan).toMatchObject({ parent_id: parent.id, parent: null });
    expect((await k.m.guest.agent.get(`${k.base}/issues/${parent.id}/`)).statusCode).toBe(404);
  });
});
