import { describe, expect, it } from "vitest";
import { queryKeys } from "../../lib/query-keys";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { cycleKeys } from "../cycles/api/cycle-keys";
import { viewKeys } from "../views/api/view-keys";
import { applyLiveEvent } from "./apply-live-event";

const ref = (id: string, entity_type: "cycle" | "folder" | "view", project_id: string | null, parent: string | null = null) => ({
  id,
  entity_type,
  entity_identifier: entity_type === "folder" ? null : `${id}-entity`,
  project_id,
  parent,
});

function setup() {
  const queryClient = createTestQueryClient();
  const keys = {
    favorites: queryKeys.favorites("acme"),
    cycles: cycleKeys.list("acme", "p1"),
    views: viewKeys.list({ slug: "acme", projectId: "p1" }),
    otherCycles: cycleKeys.list("acme", "p2"),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, stale };
}

describe("live events for favorites", () => {
  it("a folder deleted on another screen refreshes the sidebar and the stars of what was inside it", () => {
    const { queryClient, stale } = setup();
    const removed = [ref("f1", "folder", null), ref("c1", "cycle", "p1", "f1"), ref("v1", "view", "p1", "f1")];
    applyLiveEvent(
      liveEvent({
        project_id: null,
        recipient_id: "u1",
        entity_type: "favorite",
        action: "deleted",
        payload: { id: "f1", removed },
      }),
      "acme",
      queryClient,
    );
    expect(stale()).toEqual(["favorites", "cycles", "views"]);
  });

  it("a favorite moved into a folder refreshes the sidebar only", () => {
    const { queryClient, stale } = setup();
    applyLiveEvent(
      liveEvent({
        project_id: null,
        recipient_id: "u1",
        entity_type: "favorite",
        action: "updated",
        payload: { favorite: ref("c1", "cycle", "p1", "f1"), changed: ["parent"] },
      }),
      "acme",
      queryClient,
    );
    expect(stale()).toEqual(["favorites"]);
  });
});
