import type { LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { PROJECT_ID } from "../issue-core/test-fixtures";
import { makeView } from "../views/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const viewEvent = (project_id: string | null): LiveEvent =>
  liveEvent({
    project_id,
    entity_type: "view",
    action: "updated",
    entity_id: "v1",
    payload: { view: makeView({ id: "v1", project: project_id, is_locked: true }), changed: ["is_locked"] },
  });

function staleAfter(event: LiveEvent) {
  const queryClient = createTestQueryClient();
  const keys = [
    ["workspaces", "acme", "projects", PROJECT_ID, "views"],
    ["workspaces", "acme", "projects", PROJECT_ID, "views", "v1"],
    ["workspaces", "acme", "workspace-views"],
    ["workspaces", "acme", "projects", PROJECT_ID, "states"],
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  applyLiveEvent(event, "acme", queryClient);
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(2).join("/"));
}

describe("live events for saved views", () => {
  it("refreshes a project's views on a project view event, and workspace views on a workspace one", () => {
    expect(staleAfter(viewEvent(PROJECT_ID))).toEqual([`projects/${PROJECT_ID}/views`, `projects/${PROJECT_ID}/views/v1`]);
    expect(staleAfter(viewEvent(null))).toEqual(["workspace-views"]);
  });

  it("drops a view that turned private to its owner from everyone else's lists", () => {
    const hidden = liveEvent({
      project_id: PROJECT_ID,
      entity_type: "view",
      action: "updated",
      entity_id: "v1",
      payload: { id: "v1", access: 1, changed: ["access"] },
    });
    expect(staleAfter(hidden)).toEqual([`projects/${PROJECT_ID}/views`, `projects/${PROJECT_ID}/views/v1`]);
  });
});
