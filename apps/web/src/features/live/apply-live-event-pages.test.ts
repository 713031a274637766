import type { LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { PROJECT_ID } from "../issue-core/test-fixtures";
import { makePage } from "../pages/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const pages = ["workspaces", "acme", "projects", PROJECT_ID, "pages"];

function staleAfter(event: LiveEvent) {
  const queryClient = createTestQueryClient();
  const keys = [
    [...pages, "list", { tab: "public" }],
    [...pages, "page", "pg1"],
    [...pages, "page", "pg1", "versions"],
    ["workspaces", "acme", "projects", "other", "pages", "list", { tab: "public" }],
    ["workspaces", "acme", "projects", PROJECT_ID, "views"],
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  applyLiveEvent(event, "acme", queryClient);
  return keys
    .filter((key) => queryClient.getQueryState(key)?.isInvalidated)
    .map((key) =>
      key
        .slice(4, 7)
        .map((part) => (typeof part === "string" ? part : "…"))
        .join("/"),
    );
}

describe("live events for pages", () => {
  it("refreshes the project's page lists, the open page and its versions when another user changes it", () => {
    const renamed = liveEvent({
      project_id: PROJECT_ID,
      entity_type: "page",
      action: "updated",
      entity_id: "pg1",
      payload: { page: makePage({ id: "pg1", project: PROJECT_ID, name: "Renamed" }), changed: ["name"] },
    });
    expect(staleAfter(renamed)).toEqual(["pages/list/…", "pages/page/pg1", "pages/page/pg1"]);
  });

  it("refreshes them when a page turns private or is deleted, so it leaves the lists of those who cannot see it", () => {
    const hidden = liveEvent({
      project_id: PROJECT_ID,
      entity_type: "page",
      action: "updated",
      entity_id: "pg1",
      payload: { id: "pg1", access: 1, changed: ["access"] },
    });
    const deleted = liveEvent({
      project_id: PROJECT_ID,
      entity_type: "page",
      action: "deleted",
      entity_id: "pg1",
      payload: { id: "pg1" },
    });
    expect(staleAfter(hidden)).toHaveLength(3);
    expect(staleAfter(deleted)).toHaveLength(3);
  });
});
