import type { LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { makeIssue, PROJECT_ID } from "../issues/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const project = ["workspaces", "acme", "projects", PROJECT_ID];

const event = (overrides: Partial<LiveEvent>) => liveEvent({ project_id: PROJECT_ID, ...overrides });

/** Which of the module and estimate queries an event marks stale. */
function staleAfter(e: LiveEvent) {
  const queryClient = createTestQueryClient();
  const keys = [
    [...project, "modules"],
    [...project, "modules", "detail", "m1"],
    [...project, "estimates"],
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  applyLiveEvent(e, "acme", queryClient);
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.slice(4).join("/"));
}

describe("live events for modules and estimates", () => {
  it("refreshes the project's modules on a module event and its estimates on an estimate event", () => {
    expect(staleAfter(event({ entity_type: "module", payload: { changed: ["status"] } }))).toEqual([
      "modules",
      "modules/detail/m1",
    ]);
    expect(staleAfter(event({ entity_type: "estimate", payload: { changed: ["points"] } }))).toEqual(["estimates"]);
  });

  it("refreshes module progress when an issue in a module changes state, not for unrelated edits", () => {
    const inModule = makeIssue(1, { module_ids: ["m1"] });
    expect(staleAfter(event({ payload: { issue: inModule, changed: ["state_id"] } }))).toContain("modules");
    expect(staleAfter(event({ payload: { issue: inModule, changed: ["name"] } }))).not.toContain("modules");
    expect(staleAfter(event({ payload: { issue: makeIssue(2), changed: ["state_id"] } }))).not.toContain("modules");
    expect(staleAfter(event({ payload: { issue: makeIssue(2), changed: ["module_ids"] } }))).toContain("modules");
  });
});
