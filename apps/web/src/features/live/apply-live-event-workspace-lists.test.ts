import type { LiveChange, LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { makeIssue, PROJECT_ID } from "../issue-core/test-fixtures";
import { makeProject } from "../project-settings/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const RESOURCES = ["states", "labels", "cycles", "modules", "estimates"];

const event = (change: LiveChange & Partial<LiveEvent>) => liveEvent({ project_id: PROJECT_ID, entity_id: "x1", ...change });
const member = { id: "pm1", member_id: "u3", role: 15 };

/** Which workspace-wide lists (the names lists across projects show) an event marks stale. */
function staleAfter(e: LiveEvent) {
  const queryClient = createTestQueryClient();
  for (const resource of RESOURCES) queryClient.setQueryData(["workspaces", "acme", "workspace-lists", resource], []);
  applyLiveEvent(e, "acme", queryClient);
  return RESOURCES.filter(
    (resource) => queryClient.getQueryState(["workspaces", "acme", "workspace-lists", resource])?.isInvalidated,
  );
}

describe("live events for the workspace-wide lists", () => {
  it("refreshes the one list a project resource's event changes (a cycle renamed shows in workspace views)", () => {
    // Deletions: the events of project resources that carry the least.
    const payload = { id: "x1" };
    expect(staleAfter(event({ entity_type: "cycle", action: "deleted", payload }))).toEqual(["cycles"]);
    expect(staleAfter(event({ entity_type: "state", action: "deleted", payload }))).toEqual(["states"]);
    expect(staleAfter(event({ entity_type: "label", action: "deleted", payload: { ...payload, children: [] } }))).toEqual([
      "labels",
    ]);
    expect(staleAfter(event({ entity_type: "module", action: "deleted", payload }))).toEqual(["modules"]);
    expect(staleAfter(event({ entity_type: "estimate", action: "deleted", payload }))).toEqual(["estimates"]);
  });

  it("refreshes all of them when membership or a project changes, none for an issue edit", () => {
    expect(staleAfter(event({ entity_type: "project_member", action: "created", payload: { member } }))).toEqual(RESOURCES);
    const project = makeProject({ name: "Renamed" });
    expect(staleAfter(event({ entity_type: "project", action: "updated", payload: { project, changed: ["name"] } }))).toEqual(
      RESOURCES,
    );
    const issue = makeIssue(1);
    expect(staleAfter(event({ entity_type: "issue", action: "updated", payload: { issue, changed: ["name"] } }))).toEqual([]);
  });
});

describe("live events for drafts", () => {
  it("refreshes the author's drafts lists and the sidebar's count", () => {
    const queryClient = createTestQueryClient();
    const keys = [
      ["workspaces", "acme", "draft-issues", "count"],
      ["workspaces", "acme", "draft-issues", "list", { filters: {}, orderBy: "-updated_at" }],
      ["workspaces", "acme", "workspace-lists", "cycles"],
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    applyLiveEvent(
      event({ entity_type: "draft_issue", action: "created", payload: {}, recipient_id: "u1" }),
      "acme",
      queryClient,
    );
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
});
