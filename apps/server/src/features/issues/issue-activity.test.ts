import { describe, expect, it } from "vitest";
import { openLive } from "../../test/harness";
import { issueKit } from "./issue-test-kit";

describe("issue activity", () => {
  it("writes one created row, then one row per changed field with old/new values and identifiers", async () => {
    const k = await issueKit();
    const parent = await k.create({ name: "Parent" });
    const [bug, ui] = [await k.label("Bug"), await k.label("UI")];
    const issue = await k.create({
      name: "Before",
      label_ids: [bug],
      assignee_ids: [k.m.admin.user.id],
      start_date: "2025-01-01",
    });
    const initial = await k.activities(issue.id);
    expect(initial.map((a) => [a.verb, a.field, a.actor_id])).toEqual([["created", null, k.m.admin.user.id]]);

    const backlog = issue.state_id;
    const started = k.stateOf("started");
    const res = await k.m.member.agent.patch(`${k.base}/issues/${issue.id}/`, {
      name: "After",
      priority: "high",
      state_id: started,
      parent_id: parent.id,
      start_date: "2025-01-02",
      target_date: "2025-01-31",
      description_html: "<p>new words</p>",
      label_ids: [ui],
      assignee_ids: [k.m.member.user.id],
    });
    expect(res.statusCode).toBe(200);
    const rows = (await k.activities(issue.id)).slice(1);
    expect(rows.every((r) => r.verb === "updated" && r.actor_id === k.m.member.user.id)).toBe(true);
    const byField = (field: string) => rows.filter((r) => r.field === field);
    expect(byField("name")).toMatchObject([{ old_value: "Before", new_value: "After" }]);
    expect(byField("priority")).toMatchObject([{ old_value: "none", new_value: "high" }]);
    expect(byField("state")).toMatchObject([
      { old_value: "Backlog", new_value: "In Progress", old_identifier: backlog, new_identifier: started },
    ]);
    const parentKey = `${(await k.m.admin.agent.get(`/api/workspaces/${k.m.slug}/projects/${k.m.projectId}/`)).json().identifier}-${parent.sequence_id}`;
    expect(byField("parent")).toMatchObject([
      { old_value: null, new_value: parentKey, old_identifier: null, new_identifier: parent.id },
    ]);
    expect(byField("start_date")).toMatchObject([{ old_value: "2025-01-01", new_value: "2025-01-02" }]);
    expect(byField("target_date")).toMatchObject([{ old_value: null, new_value: "2025-01-31" }]);
    expect(byField("description")).toMatchObject([{ old_value: "<p></p>", new_value: "<p>new words</p>" }]);
    expect(byField("labels")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ new_value: "UI", new_identifier: ui, old_identifier: null }),
        expect.objectContaining({ old_value: "Bug", old_identifier: bug, new_identifier: null }),
      ]),
    );
    expect(byField("labels")).toHaveLength(2);
    expect(byField("assignees")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ new_identifier: k.m.member.user.id, old_identifier: null }),
        expect.objectContaining({ old_identifier: k.m.admin.user.id, new_identifier: null }),
      ]),
    );
    expect(byField("assignees")).toHaveLength(2);
    expect(rows).toHaveLength(11);
  });

  it("writes nothing when nothing changes or when the change is refused", async () => {
    const k = await issueKit();
    const label = await k.label();
    const issue = await k.create({ name: "Same", label_ids: [label], priority: "low" });
    const url = `${k.base}/issues/${issue.id}/`;
    const same = await k.m.member.agent.patch(url, {
      name: "Same",
      label_ids: [label],
      priority: "low",
      state_id: issue.state_id,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().updated_at).toBe(issue.updated_at);
    const refused = await k.m.member.agent.patch(url, { name: "Changed", label_ids: ["00000000-0000-4000-8000-000000000000"] });
    expect(refused.statusCode).toBe(400);
    expect((await k.activities(issue.id)).map((a) => a.verb)).toEqual(["created"]);
    expect((await k.get(issue.id)).name).toBe("Same");
  });
});

describe("issue live events", () => {
  it("reaches project members (a guest too) after create, update, archive, restore and delete", async () => {
    const k = await issueKit();
    const live = await openLive(k.m.guest.agent, k.m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    const issueEvent =
      (action: string, id: string) =>
      (msg: { type: string; event?: { entity_type: string; action: string; payload: Record<string, unknown> } }) =>
        msg.event?.entity_type === "issue" &&
        msg.event.action === action &&
        ((msg.event.payload.issue as { id: string } | undefined)?.id === id || msg.event.payload.issue_id === id);

    const issue = await k.create({ name: "Live one" });
    const created = await live.waitFor(issueEvent("created", issue.id));
    expect(created.event?.project_id).toBe(k.m.projectId);
    expect(created.event?.payload.issue).toMatchObject({ id: issue.id, name: "Live one", sequence_id: issue.sequence_id });

    await k.m.member.agent.patch(`${k.base}/issues/${issue.id}/`, { name: "Renamed live", state_id: k.stateOf("completed") });
    const updated = await live.waitFor(issueEvent("updated", issue.id));
    expect(updated.event?.payload.changed).toEqual(expect.arrayContaining(["name", "state_id", "completed_at"]));
    expect(updated.event?.payload.issue).toMatchObject({ name: "Renamed live" });
    expect((updated.event?.payload.issue as Record<string, unknown> | undefined)?.description_html).toBeUndefined();

    await k.m.member.agent.post(`${k.base}/issues/${issue.id}/archive/`);
    await live.waitFor(issueEvent("archived", issue.id));
    await k.m.member.agent.delete(`${k.base}/issues/${issue.id}/archive/`);
    await live.waitFor(issueEvent("restored", issue.id));
    await k.m.admin.agent.delete(`${k.base}/issues/${issue.id}/`);
    const deleted = await live.waitFor(issueEvent("deleted", issue.id));
    expect(deleted.event?.payload).toEqual({ issue_id: issue.id });
    live.ws.terminate();
  });

  it("emits nothing for a refused change", async () => {
    const k = await issueKit();
    const issue = await k.create();
    const live = await openLive(k.m.member.agent, k.m.slug);
    await live.waitFor((msg) => msg.type === "ready");
    await k.m.member.agent.patch(`${k.base}/issues/${issue.id}/`, {
      name: "x",
      target_date: "2020-01-01",
      start_date: "2021-01-01",
    });
    await k.m.member.agent.patch(`${k.base}/issues/${issue.id}/`, { name: "marker" });
    await live.waitFor((msg) => msg.event?.action === "updated");
    const events = live.messages.filter((msg) => msg.type === "event");
    expect(events).toHaveLength(1);
    expect(events[0].event?.payload.issue).toMatchObject({ name: "marker" });
    live.ws.terminate();
  });
});
