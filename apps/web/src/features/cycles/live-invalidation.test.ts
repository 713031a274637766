import type { LiveChange, LiveEvent } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { makeIssue } from "../issue-core/test-fixtures";
import { applyLiveEvent } from "../live";
import { cycleKeys } from "./api/cycle-keys";
import { makeCycle } from "./test-fixtures";

const event = (change: LiveChange & Partial<LiveEvent>) => liveEvent({ entity_id: "c1", ...change });

/** Seeds the cycle queries and says which were marked stale by one event. */
function staleAfter(e: LiveEvent) {
  const client = createTestQueryClient();
  const keys = [
    cycleKeys.list("acme", "p1"),
    cycleKeys.progress("acme", "p1", "c1"),
    cycleKeys.analytics("acme", "p1", "c1", "issues"),
  ];
  for (const key of keys) client.setQueryData(key, {});
  applyLiveEvent(e, "acme", client);
  return keys.map((key) => client.getQueryState(key)?.isInvalidated);
}

describe("live updates of cycles", () => {
  it("refreshes the project's cycles on a cycle event", () => {
    const cycle = makeCycle({ id: "c1", name: "Sprint 2" });
    expect(staleAfter(event({ entity_type: "cycle", action: "updated", payload: { cycle, changed: ["name"] } }))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("refreshes progress when an issue's state changes, not when only its title does", () => {
    const issue = makeIssue(1, { cycle_id: "c1" });
    const issueEvent = (changed: string[]) =>
      event({ entity_type: "issue", action: "updated", entity_id: issue.id, payload: { issue, changed } });
    expect(staleAfter(issueEvent(["state_id", "completed_at"]))).toEqual([true, true, true]);
    expect(staleAfter(issueEvent(["name"]))).toEqual([false, false, false]);
  });
});
