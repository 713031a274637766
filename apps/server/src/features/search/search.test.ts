import { ISSUE_PICKER_LIMIT, SEARCH_GROUP_LIMIT } from "@hangar/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cycleIssues, moduleIssues } from "../../db/schema";
import { NAME_CANDIDATES, NAME_PROBE, NAME_WINDOW } from "./issue-search.repo";
import { searchKit } from "./search-test-kit";

describe("workspace search (search/)", () => {
  it("finds issues by a piece of the name in any case, by number and by key", async () => {
    const kit = await searchKit();
    const target = await kit.issue({ name: "Checkout button misaligned on Safari" });
    await kit.issue({ name: "Unrelated chore" });
    const project = (await kit.as("admin").get(`${kit.base}/`)).json() as { identifier: string };

    expect(kit.names((await kit.search("member", "BUTTON MIS")).issue)).toEqual([target.name]);
    const byNumber = (await kit.search("member", String(target.sequence_id))).issue;
    expect(byNumber[0]?.id).toBe(target.id);
    const byKey = (await kit.search("member", `${project.identifier.toLowerCase()}-${target.sequence_id}`)).issue;
    expect(byKey[0]).toMatchObject({
      id: target.id,
      project_identifier: project.identifier,
      sequence_id: target.sequence_id,
      state_group: "backlog",
    });
    expect((await kit.search("member", "nothing-like-this")).issue).toEqual([]);
  });

  it("searches the description's words and ranks a name match above a text match", async () => {
    const kit = await searchKit();
    const inText = await kit.issue({ name: "Slow page", description_html: "<p>The invoice export takes minutes</p>" });
    const inName = await kit.issue({ name: "Invoice totals are wrong" });
    const hits = (await kit.search("member", "invoice")).issue;
    expect(hits.map((h) => h.id)).toEqual([inName.id, inText.id]);
    // Prefixes of words, several words at once, in any order.
    expect((await kit.search("member", "export invo")).issue.map((h) => h.id)).toEqual([inText.id]);
  });

  it("ranks an old name that is the text, then an old one starting with it, above many newer containing it", async () => {
    const kit = await searchKit();
    const exact = await kit.issue({ name: "Beacon" });
    const prefix = await kit.issue({ name: "Beacon light" });
    // More newer names containing the word than the search ranks by likeness, than it probes the trigram
    // index for, and than the newest issues it then walks: only the newest are ranked, but the names that
    // are or start with the text are looked for apart, whatever their age.
    const many = Math.max(NAME_CANDIDATES, NAME_PROBE, NAME_WINDOW) + 20;
    await kit.app.db.execute(sql`
      insert into issues (workspace_id, project_id, name, sequence_id, sort_order, state_id, created_by, created_at, updated_at)
      select i.workspace_id, i.project_id, 'Signal beacon ' || g, i.sequence_id + g, i.sort_order + g, i.state_id,
        i.created_by, now() + g * interval '1 second', now() + g * interval '1 second'
      from issues i cross join generate_series(1, ${many}) g where i.id = ${prefix.id}`);
    await kit.app.db.execute(sql`update project_issue_sequences set last_sequence_id = last_sequence_id + ${many}
      where project_id = ${kit.m.projectId}`);

    const hits = (await kit.search("member", "BEACON")).issue;
    expect(hits.map((h) => h.id).slice(0, 2)).toEqual([exact.id, prefix.id]);
    expect(hits).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(hits.slice(2).every((h) => h.name.startsWith("Signal beacon "))).toBe(true);
    const picked = await kit.pick("member", "search=beacon");
    expect(picked.map((h) => h.id).slice(0, 2)).toEqual([exact.id, prefix.id]);
    expect(picked).toHaveLength(ISSUE_PICKER_LIMIT);
  });

  it("ranks text matches whose name holds every word by likeness, then by words in the name, then newest", async () => {
    const kit = await searchKit();
    const someInName = await kit.issue({ name: "Invoices", description_html: "<p>The export is broken</p>" });
    // Older, and its name looks more like the text, but holds none of its words.
    const older = await kit.issue({ name: "Expo report", description_html: "<p>Invoice export fails</p>" });
    const everyInName = await kit.issue({ name: "Export the invoice list" });
    const newer = await kit.issue({ name: "Billing page", description_html: "<p>The invoice export is slow</p>" });
    const whole = await kit.issue({ name: "Invoice exporter crashes" });
    const hits = (await kit.search("member", "invoice export")).issue;
    expect(hits.map((h) => h.name)).toEqual([whole, everyInName, someInName, newer, older].map((i) => i.name));
  });

  it("finds projects, cycles, modules, views and pages by name, caps each list, and has an empty intake", async () => {
    const kit = await searchKit();
    await kit.cycle({ name: "Rocket cycle" });
    await kit.module({ name: "Rocket module" });
    expect((await kit.as("member").post(`${kit.base}/views/`, { name: "Rocket view" })).statusCode).toBe(201);
    expect((await kit.as("member").post(`${kit.base}/pages/`, { name: "Rocket page" })).statusCode).toBe(201);
    for (let i = 0; i < SEARCH_GROUP_LIMIT + 2; i++) await kit.issue({ name: `Rocket issue ${i}` });
    const results = await kit.search("member", "rocket");
    expect(kit.names(results.cycle)).toEqual(["Rocket cycle"]);
    expect(kit.names(results.module)).toEqual(["Rocket module"]);
    expect(kit.names(results.issue_view)).toEqual(["Rocket view"]);
    expect(kit.names(results.page)).toEqual(["Rocket page"]);
    expect(results.issue).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(results.intake).toEqual([]);
    const project = (await kit.as("admin").get(`${kit.base}/`)).json() as { id: string; name: string; identifier: string };
    expect((await kit.search("member", project.identifier)).project.map((p) => p.id)).toEqual([kit.m.projectId]);
    expect(kit.names((await kit.search("member", kit.m.slug)).workspace)).toHaveLength(1);
  });

  it("matches one or two characters in names only, most recently updated first", async () => {
    const kit = await searchKit();
    const older = await kit.issue({ name: "Qx older" });
    await kit.issue({ name: "Other", description_html: "<p>qx in the text only</p>" });
    const newer = await kit.issue({ name: "Also qx" });
    expect((await kit.search("member", "qx")).issue.map((h) => h.id)).toEqual([newer.id, older.id]);
    expect((await kit.as("admin").patch(`${kit.base}/issues/${older.id}/`, { priority: "high" })).statusCode).toBe(200);
    expect((await kit.search("member", "QX")).issue.map((h) => h.id)).toEqual([older.id, newer.id]);
  });

  it("answers nothing for an empty search, and 404 to someone outside the workspace", async () => {
    const kit = await searchKit();
    await kit.issue({ name: "Anything" });
    const empty = await kit.search("member", "");
    expect(Object.values(empty).every((list) => list.length === 0)).toBe(true);
    expect((await kit.as("outsider").get(`/api/workspaces/${kit.m.slug}/search/?search=any`)).statusCode).toBe(404);
  });
});

describe("search visibility", () => {
  it("never returns another project's issues to a guest, nor a private project's to a non-member", async () => {
    const kit = await searchKit();
    const other = await kit.as("admin").post(`/api/workspaces/${kit.m.slug}/projects/`, {
      name: "Secret place",
      identifier: `S${Date.now() % 100000}`,
      network: 0,
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherBase = `/api/workspaces/${kit.m.slug}/projects/${other.json().id}`;
    const hidden = await kit.as("admin").post(`${otherBase}/issues/`, { name: "Zebra secret" });
    expect(hidden.statusCode).toBe(201);
    await kit.issue({ name: "Zebra visible" });
    expect(kit.names((await kit.search("admin", "zebra")).issue).sort()).toEqual(["Zebra secret", "Zebra visible"]);
    for (const who of ["member", "guest"] as const) {
      const results = await kit.search(who, "zebra");
      expect(kit.names(results.issue)).toEqual(["Zebra visible"]);
      expect(kit.names((await kit.search(who, "secret")).project)).toEqual([]);
      expect(kit.names((await kit.entities(who, "issue,project", "zebra")).issue)).toEqual(["Zebra visible"]);
      // By its key too.
      const key = `${other.json().identifier}-${hidden.json().sequence_id}`;
      expect((await kit.search(who, key)).issue).toEqual([]);
    }
    expect((await kit.as("member").get(`${otherBase}/search-issues/?search=zebra`)).statusCode).toBe(404);
  });

  it("leaves out drafts (others' above all), deleted and archived issues", async () => {
    const kit = await searchKit();
    const draft = await kit.as("member").post(`${kit.base}/issue-drafts/`, { name: "Walrus draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    const deleted = await kit.issue({ name: "Walrus deleted" });
    expect((await kit.as("admin").delete(`${kit.base}/issues/${deleted.id}/`)).statusCode).toBe(204);
    const archived = await kit.issue({ name: "Walrus archived", state_id: kit.stateOf("completed") });
    const res = await kit.as("admin").post(`${kit.base}/issues/${archived.id}/archive/`, {});
    expect(res.statusCode, res.body).toBe(200);
    await kit.issue({ name: "Walrus live" });
    for (const who of ["admin", "member", "guest"] as const) {
      expect(kit.names((await kit.search(who, "walrus")).issue)).toEqual(["Walrus live"]);
      expect(kit.names(await kit.pick(who, "search=walrus"))).toEqual(["Walrus live"]);
    }
  });

  it("shows pages by the page rules: never another's private page, public pages to guests only when allowed", async () => {
    const kit = await searchKit();
    const make = async (who: "admin" | "member", name: string, access: number) =>
      expect((await kit.as(who).post(`${kit.base}/pages/`, { name, access })).statusCode).toBe(201);
    await make("member", "Otter public", 0);
    await make("member", "Otter private", 1);
    await make("admin", "Otter admin private", 1);
    expect(kit.names((await kit.search("member", "otter")).page).sort()).toEqual(["Otter private", "Otter public"]);
    expect(kit.names((await kit.search("admin", "otter")).page).sort()).toEqual(["Otter admin private", "Otter public"]);
    expect(kit.names((await kit.search("guest", "otter")).page)).toEqual([]);
    expect((await kit.as("admin").patch(`${kit.base}/`, { guest_view_all_features: true })).statusCode).toBe(200);
    expect(kit.names((await kit.search("guest", "otter")).page)).toEqual(["Otter public"]);
    expect(kit.names((await kit.entities("guest", "page", "otter")).page)).toEqual(["Otter public"]);
  });

  it("shows another's private view to nobody else", async () => {
    const kit = await searchKit();
    expect((await kit.as("member").post(`${kit.base}/views/`, { name: "Heron mine", access: 1 })).statusCode).toBe(201);
    expect((await kit.as("member").post(`${kit.base}/views/`, { name: "Heron shared" })).statusCode).toBe(201);
    expect(kit.names((await kit.search("member", "heron")).issue_view).sort()).toEqual(["Heron mine", "Heron shared"]);
    expect(kit.names((await kit.search("admin", "heron")).issue_view)).toEqual(["Heron shared"]);
  });
});

describe("entity search (entity-search/)", () => {
  it("answers each asked type, members for mentions, and refuses an unknown type", async () => {
    const kit = await searchKit();
    await kit.issue({ name: "Pelican issue" });
    await kit.cycle({ name: "Pelican cycle" });
    const found = await kit.entities("member", "issue,cycle,module", "pelican");
    expect(Object.keys(found).sort()).toEqual(["cycle", "issue", "module"]);
    expect(kit.names(found.issue)).toEqual(["Pelican issue"]);
    expect(kit.names(found.cycle)).toEqual(["Pelican cycle"]);
    expect(found.module).toEqual([]);
    const mentions = (await kit.entities("member", "user_mention", kit.m.guest.user.display_name)).user_mention ?? [];
    expect(mentions.map((u) => u.id)).toEqual([kit.m.guest.user.id]);
    const all = (await kit.entities("member", "user_mention", "", `&project_id=${kit.m.projectId}`)).user_mention ?? [];
    expect(all.map((u) => u.id).sort()).toEqual([kit.m.admin.user.id, kit.m.member.user.id, kit.m.guest.user.id].sort());
    const bad = await kit.as("member").get(`/api/workspaces/${kit.m.slug}/entity-search/?query_type=issue,label&query=x`);
    expect(bad.statusCode).toBe(400);
    // A project the caller cannot read names nobody and holds nothing for them.
    const secret = await kit.as("admin").post(`/api/workspaces/${kit.m.slug}/projects/`, {
      name: "Hidden place",
      identifier: `H${Date.now() % 100000}`,
      network: 0,
    });
    expect(secret.statusCode, secret.body).toBe(201);
    const hidden = await kit.entities("member", "user_mention,issue,cycle", "", `&project_id=${secret.json().id}`);
    expect(hidden).toEqual({ user_mention: [], issue: [], cycle: [] });
  });
});

describe("issue pickers (search-issues/)", () => {
  it("as a parent picker offers neither the issue, its parent nor anything under it", async () => {
    const kit = await searchKit();
    const top = await kit.issue({ name: "Tree top" });
    const self = await kit.issue({ name: "Tree self", parent_id: top.id });
    const child = await kit.issue({ name: "Tree child", parent_id: self.id });
    await kit.issue({ name: "Tree grandchild", parent_id: child.id });
    await kit.issue({ name: "Tree other" });
    expect(kit.names(await kit.pick("member", `search=tree&issue_id=${self.id}&parent=true`))).toEqual(["Tree other"]);
  });

  it("as a sub-issue picker offers neither the issue's ancestors nor its current sub-issues", async () => {
    const kit = await searchKit();
    const top = await kit.issue({ name: "Branch top" });
    const self = await kit.issue({ name: "Branch self", parent_id: top.id });
    await kit.issue({ name: "Branch child", parent_id: self.id });
    const elsewhere = await kit.issue({ name: "Branch elsewhere" });
    await kit.issue({ name: "Branch nephew", parent_id: elsewhere.id });
    const names = kit.names(await kit.pick("member", `search=branch&issue_id=${self.id}&sub_issue=true`)).sort();
    expect(names).toEqual(["Branch elsewhere", "Branch nephew"]);
  });

  it("as a relation picker offers no issue already related, whichever end it is", async () => {
    const kit = await searchKit();
    const self = await kit.issue({ name: "Knot self" });
    const blocks = await kit.issue({ name: "Knot blocked" });
    const other = await kit.issue({ name: "Knot relating" });
    await kit.issue({ name: "Knot free" });
    const relate = (from: string, to: string) =>
      kit.as("member").post(`${kit.base}/issues/${from}/issue-relation/`, { relation_type: "blocked_by", issues: [to] });
    expect((await relate(self.id, blocks.id)).statusCode).toBe(201);
    expect((await relate(other.id, self.id)).statusCode).toBe(201);
    expect(kit.names(await kit.pick("member", `search=knot&issue_id=${self.id}&issue_relation=true`))).toEqual(["Knot free"]);
    // Without the flag only the issue itself is left out.
    expect(kit.names(await kit.pick("member", `search=knot&issue_id=${self.id}`)).sort()).toEqual([
      "Knot blocked",
      "Knot free",
      "Knot relating",
    ]);
  });

  it("for a cycle or a module offers the issues not in it yet, newest first without a search, capped", async () => {
    const kit = await searchKit();
    const cycle = await kit.cycle();
    const module = await kit.module();
    const inBoth = await kit.issue({ name: "Planned" });
    const row = { workspace_id: "", project_id: kit.m.projectId, issue_id: inBoth.id };
    const { workspace_id } = (await kit.app.db.query.issues.findFirst({ where: (t, { eq }) => eq(t.id, inBoth.id) })) as {
      workspace_id: string;
    };
    await kit.app.db.insert(cycleIssues).values({ ...row, workspace_id, cycle_id: cycle.id });
    await kit.app.db.insert(moduleIssues).values({ ...row, workspace_id, module_id: module.id });
    const free = await kit.issue({ name: "Unplanned" });
    expect((await kit.pick("member", `cycle=${cycle.id}`)).map((h) => h.id)).toEqual([free.id]);
    expect((await kit.pick("member", `module=${module.id}`)).map((h) => h.id)).toEqual([free.id]);
    for (let i = 0; i < ISSUE_PICKER_LIMIT; i++) await kit.issue({ name: `Filler ${i}` });
    const newest = await kit.pick("member", "");
    expect(newest).toHaveLength(ISSUE_PICKER_LIMIT);
    expect(newest[0]?.name).toBe(`Filler ${ISSUE_PICKER_LIMIT - 1}`);
  });
});
