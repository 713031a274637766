import type { Issue, LiveChange, LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { makeEstimate } from "../estimates/test-fixtures";
import { makeIssue, PROJECT_ID } from "../issue-core/test-fixtures";
import { makeModule } from "../modules/test-fixtures";
import { applyLiveEvent } from "./apply-live-event";

const project = ["workspaces", "acme", "projects", PROJECT_ID];

const event = (change: LiveChange) => liveEvent({ project_id: PROJECT_ID, ...change });
const issueUpdated = (issue: Issue, changed: string[]) =>
  event({ entity_type: "issue", action: "updated", payload: { issue, changed } });

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
    const module = makeModule({ id: "m1", name: "Launch", status: "in-progress" });
    expect(staleAfter(event({ entity_type: "module", action: "updated", payload: { module, changed: ["status"] } }))).toEqual([
      "modules",
      "modules/detail/m1",
    ]);
    const estimate = makeEstimate("e1", "Points", ["1", "2", "3"]);
    expect(staleAfter(event({ entity_type: "estimate", action: "updated", payload: { estimate, changed: ["points"] } }))).toEqual(
      ["estimates"],
    );
  });

  it("refreshes module progress when an issue in a module changes state, not for unrelated edits", () => {
    const inModule = makeIssue(1, { module_ids: ["m1"] });
    expect(staleAfter(issueUpdated(inModule, ["state_id"]))).toContain("modules");
    expect(staleAfter(issueUpdated(inModule, ["name"]))).not.toContain("modules");
    expect(staleAfter(issueUpdated(makeIssue(2), ["state_id"]))).not.toContain("modules");
    expect(staleAfter(issueUpdated(makeIssue(2), ["module_ids"]))).toContain("modules");
  });
});
