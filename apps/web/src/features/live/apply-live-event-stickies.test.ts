import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { stickyKeys } from "../stickies/api/sticky-keys";
import { applyLiveEvent } from "./apply-live-event";

describe("live events for stickies", () => {
  it("refreshes every list of the owner's stickies, searched or not, and nothing else", () => {
    const queryClient = createTestQueryClient();
    const keys = [stickyKeys.list("acme", ""), stickyKeys.list("acme", "fuel"), ["workspaces", "acme", "draft-issues"]];
    for (const key of keys) queryClient.setQueryData(key, { pages: [], pageParams: [] });
    applyLiveEvent(
      liveEvent({
        project_id: null,
        recipient_id: "u1",
        entity_type: "sticky",
        action: "deleted",
        entity_id: "s1",
        payload: { id: "s1" },
      }),
      "acme",
      queryClient,
    );
    const stale = keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(2).join("/"));
    expect(stale).toEqual(["stickies/list/", "stickies/list/fuel"]);
  });
});
