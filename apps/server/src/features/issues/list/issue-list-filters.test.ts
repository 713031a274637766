import { resolveDateFilter } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { mentionHtml } from "../../../test/issues-harness";
import { listKit } from "./issue-list-test-kit";

const sorted = async (p: Promise<string[]>) => (await p).sort();

describe("issue list filters", () => {
  it("filters by state, state group, priority, creator, project, type and sub-issues", async () => {
    const k = await listKit();
    const a = await k.create({ name: "a", priority: "urgent" });
    const b = await k.create({ name: "b", priority: "high", state_id: k.stateOf("started") }, "member");
    await k.create({ name: "c", priority: "low", state_id: k.stateOf("completed") });
    await k.create({ name: "d", priority: "none", state_id: k.stateOf("unstarted"), parent_id: a.id });
    const q = (s: string) => sorted(k.names(s));
    expect(await q("priority=urgent,high")).toEqual(["a", "b"]);
    expect(await q("priority=none")).toEqual(["d"]);
    expect(await q(`state=${k.stateOf("started")},${k.stateOf("completed")}`)).toEqual(["b", "c"]);
    expect(await q("state_group=backlog,completed")).toEqual(["a", "c"]);
    expect(await q(`created_by=${k.m.member.user.id}`)).toEqual(["b"]);
    expect(await q(`project=${k.m.projectId}`)).toEqual(["a", "b", "c", "d"]);
    expect(await q("type=active")).toEqual(["b", "d"]);
    expect(await q("type=backlog")).toEqual(["a"]);
    expect(await q("type=all")).toEqual(["a", "b", "c", "d"]);
    expect(await q("sub_issue=false")).toEqual(["a", "b", "c"]);
    expect(await q("sub_issue=true")).toEqual(["a", "b", "c", "d"]);
    expect(await q("priority=urgent,high&state_group=started")).toEqual(["b"]);
    expect(b.created_by).toBe(k.m.member.user.id);
  });

  it("filters by assignees, labels and subscribers, with None for issues that have none", async () => {
    const k = await listKit();
    const [l1, l2] = [await k.label(), await k.label()];
    const { admin, member, guest } = k.m;
    const a = await k.create({ name: "a", assignee_ids: [admin.user.id], label_ids: [l1] });
    await k.create({ name: "b", assignee_ids: [admin.user.id, member.user.id], label_ids: [l1, l2] });
    await k.create({ name: "c" });
    await k.subscribe(a.id, guest.user.id);
    const q = (s: string) => sorted(k.names(s));
    expect(await q(`assignees=${member.user.id}`)).toEqual(["b"]);
    expect(await q(`assignees=${admin.user.id}`)).toEqual(["a", "b"]);
    expect(await q("assignees=None")).toEqual(["c"]);
    expect(await q(`assignees=${member.user.id},None`)).toEqual(["b", "c"]);
    expect(await q(`labels=${l2}`)).toEqual(["b"]);
    expect(await q(`labels=${l1},${l2}`)).toEqual(["a", "b"]);
    expect(await q("labels=None")).toEqual(["c"]);
    expect(await q(`labels=${l2}&assignees=${admin.user.id}`)).toEqual(["b"]);
    expect(await q(`subscriber=${guest.user.id}`)).toEqual(["a"]);
    // Creators and assignees are subscribed when an issue is made, so only the guest tells them apart.
    expect(await q(`subscriber=${guest.user.id},None`)).toEqual(["a"]);
  });

  it("filters by mentions in the description", async () => {
    const k = await listKit();
    await k.create({ name: "mentions member", description_html: `<p>hi ${mentionHtml(k.m.member.user.id)}</p>` });
    await k.create({ name: "mentions guest", description_html: `<p>${mentionHtml(k.m.guest.user.id)}</p>` });
    await k.create({ name: "plain" });
    expect(await k.names(`mentions=${k.m.member.user.id}`)).toEqual(["mentions member"]);
    expect(await sorted(k.names(`mentions=${k.m.member.user.id},${k.m.guest.user.id}`))).toEqual([
      "mentions guest",
      "mentions member",
    ]);
  });

  it("filters by cycle, module, estimate point and issue type", async () => {
    const k = await listKit();
    const [a, b, c] = [await k.create({ name: "a" }), await k.create({ name: "b" }), await k.create({ name: "c" })];
    const [c1, c2] = [await k.cycle(), await k.cycle()];
    await k.addToCycle(c1, a.id);
    await k.addToCycle(c2, b.id);
    const [m1, m2] = [await k.module(), await k.module()];
    await k.addToModule(m1, a.id, b.id);
    await k.addToModule(m2, b.id);
    const point = await k.estimatePoint("5");
    await k.setEstimate(c.id, point);
    const q = (s: string) => sorted(k.names(s));
    expect(await q(`cycle=${c1}`)).toEqual(["a"]);
    expect(await q(`cycle=${c1},${c2}`)).toEqual(["a", "b"]);
    expect(await q("cycle=None")).toEqual(["c"]);
    expect(await q(`module=${m2}`)).toEqual(["b"]);
    expect(await q(`module=${m1}`)).toEqual(["a", "b"]);
    expect(await q("module=None")).toEqual(["c"]);
    expect(await q("estimate_point=5")).toEqual(["c"]);
    expect(await q(`estimate_point=${point}`)).toEqual(["c"]);
    expect(await q("estimate_point=None")).toEqual(["a", "b"]);
    expect(await q("estimate_point=8")).toEqual([]);
    expect(await q("issue_type=None")).toEqual(["a", "b", "c"]);
    expect(await q(`issue_type=${c1}`)).toEqual([]);
    const listed = (await k.list(`cycle=${c1}`)).results[0];
    expect(listed).toMatchObject({ cycle_id: c1, module_ids: [m1] });
  });

  it("filters dates by day, by range, relative to today and by preset", async () => {
    const k = await listKit();
    const { day } = k;
    await k.create({ name: "past", start_date: day(-20), target_date: day(-10) });
    await k.create({ name: "soon", start_date: day(-1), target_date: day(3) });
    await k.create({ name: "later", start_date: day(10), target_date: day(40) });
    await k.create({ name: "undated", state_id: k.stateOf("completed") });
    const q = (s: string) => sorted(k.names(s));
    expect(await q(`target_date=${day(0)};after`)).toEqual(["later", "soon"]);
    expect(await q(`target_date=${day(3)};before`)).toEqual(["past", "soon"]);
    expect(await q(`target_date=${day(-10)};after,${day(3)};before`)).toEqual(["past", "soon"]);
    expect(await q(`start_date=${day(-1)};after,${day(-1)};before`)).toEqual(["soon"]);
    expect(await q("target_date=1_weeks;after;fromnow")).toEqual(["later"]);
    expect(await q("target_date=1_weeks;before;fromnow")).toEqual(["past", "soon"]);
    expect(await q("target_date=1_months;after;fromnow")).toEqual(["later"]);
    expect(await q("target_date=2_months;before;fromnow")).toEqual(["later", "past", "soon"]);
    expect(await q("target_date=1_weeks;before;ago")).toEqual(["past"]);
    expect(await q("start_date=2_days;after;ago&target_date=5_days;before;fromnow")).toEqual(["soon"]);
    expect(await q("created_at=today")).toEqual(["later", "past", "soon", "undated"]);
    expect(await q("created_at=yesterday")).toEqual([]);
    expect(await q("updated_at=last_7_days")).toHaveLength(4);
    expect(await q("created_at=last_30_days")).toHaveLength(4);
    expect(await q(`created_at=${day(1)};after`)).toEqual([]);
    expect(await q("completed_at=today")).toEqual(["undated"]);
  });

  it("resolves relative dates with weeks of 7 days and months of 30", () => {
    const today = "2025-03-10";
    expect(resolveDateFilter(["1_weeks;after;fromnow"], today)).toEqual({ from: "2025-03-17", to: null });
    expect(resolveDateFilter(["2_months;before;fromnow"], today)).toEqual({ from: null, to: "2025-05-09" });
    expect(resolveDateFilter(["1_months;after;ago"], today)).toEqual({ from: "2025-02-08", to: null });
    expect(resolveDateFilter(["last_7_days"], today)).toEqual({ from: "2025-03-03", to: "2025-03-10" });
    expect(resolveDateFilter(["yesterday"], today)).toEqual({ from: "2025-03-09", to: "2025-03-09" });
    expect(resolveDateFilter(["2025-01-01;after", "2025-02-01;after", "2025-03-01;before"], today)).toEqual({
      from: "2025-02-01",
      to: "2025-03-01",
    });
  });

  it("answers bad filter and display values with a 400 naming the parameter", async () => {
    const k = await listKit();
    await k.create({ name: "a" });
    const cases: [string, string][] = [
      ["priority=extreme", "priority"],
      ["state=nope", "state"],
      ["state_group=doing", "state_group"],
      ["assignees=someone", "assignees"],
      ["labels=1,2", "labels"],
      ["mentions=None", "mentions"],
      ["cycle=abc", "cycle"],
      ["project=None", "project"],
      ["start_date=2024-13-01;after", "start_date"],
      ["target_date=2024-01-01;around", "target_date"],
      ["created_at=1_years;after;fromnow", "created_at"],
      ["updated_at=soon", "updated_at"],
      ["completed_at=2024-02-30;before", "completed_at"],
      ["type=weird", "type"],
      ["sub_issue=maybe", "sub_issue"],
      ["show_empty_groups=1", "show_empty_groups"],
      ["order_by=name", "order_by"],
      ["group_by=nothing", "group_by"],
      ["sub_group_by=priority", "sub_group_by"],
      ["group_by=priority&sub_group_by=priority", "sub_group_by"],
      ["group_id=x", "group_id"],
      ["cursor=1:2", "cursor"],
      ["layout=table", "layout"],
    ];
    for (const [query, param] of cases) {
      const res = await k.get(`${k.base}/issues/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(new RegExp(`^${param}: `));
    }
    expect(await k.names("group_by=none&sub_group_by=")).toEqual(["a"]);
  });
});
