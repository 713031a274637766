import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { homeKeys } from "../home/api/home-keys";
import { recentKeys } from "../recents/api/recent-keys";
import { applyLiveEvent } from "./apply-live-event";

describe("live events for the home", () => {
  it("a comment refreshes the home's widgets and recents, not its dashboard or quick links", () => {
    const queryClient = createTestQueryClient();
    const keys = [
      homeKeys.widget("acme", "my_work_items", { tab: "assigned" }),
      homeKeys.widget("acme", "recent_activity", {}),
      recentKeys.list("acme", "all", 10),
      homeKeys.dashboard("acme"),
      homeKeys.quickLinks("acme"),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    applyLiveEvent(
      liveEvent({
        project_id: "p1",
        entity_type: "issue_comment",
        action: "deleted",
        entity_id: "c1",
        payload: { issue_id: "i1", comment_id: "c1" },
      }),
      "acme",
      queryClient,
    );
    const stale = keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(2, 5).join("/"));
    expect(stale).toEqual(["home/widget/my_work_items", "home/widget/recent_activity", "recent-visits/all/10"]);
  });
});
