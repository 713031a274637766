import type { LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { PROJECT_ID } from "../issues/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const RESOURCES = ["states", "labels", "cycles", "modules", "estimates"];

const event = (overrides: Partial<LiveEvent>) =>
  liveEvent({ project_id: PROJECT_ID, entity_type: "cycle", entity_id: "c1", ...overrides });

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
    expect(staleAfter(event({ entity_type: "cycle" }))).toEqual(["cycles"]);
    expect(staleAfter(event({ entity_type: "state" }))).toEqual(["states"]);
    expect(staleAfter(event({ entity_type: "label" }))).toEqual(["labels"]);
    expect(staleAfter(event({ entity_type: "module" }))).toEqual(["modules"]);
    expect(staleAfter(event({ entity_type: "estimate" }))).toEqual(["estimates"]);
  });

  it("refreshes all of them when membership or a project changes, none for an issue edit", () => {
    expect(staleAfter(event({ entity_type: "project_member", action: "created" }))).toEqual(RESOURCES);
    expect(staleAfter(event({ entity_type: "project", action: "updated" }))).toEqual(RESOURCES);
    expect(staleAfter(event({ entity_type: "issue", payload: { changed: ["name"] } }))).toEqual([]);
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
    applyLiveEvent(event({ entity_type: "draft_issue", action: "created", recipient_id: "u1" }), "acme", queryClient);
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
});
