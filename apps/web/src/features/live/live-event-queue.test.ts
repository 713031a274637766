import type { Issue, LiveEvent } from "@hangar/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { issueKeys, useIssueStore } from "../issue-core";
import { makeIssue, PROJECT_ID, resetIssueStore } from "../issue-core/test-fixtures";
import { openLiveBatch } from "./apply-live-event";
import { type FrameClock, LiveEventQueue } from "./live-event-queue";

/**
 * Frames run when the test says; the clock moves `step` ms each time it is read, and `renderMs` more
 * for the render after each batch.
 */
function testClock(step: number, renderMs = 0) {
  let time = 0;
  let waiting: (() => void) | null = null;
  const clock: FrameClock = {
    requestFrame: (callback) => {
      waiting = callback;
      return () => {
        waiting = null;
      };
    },
    afterRender: (callback) => {
      time += renderMs;
      callback();
    },
    now: () => {
      time += step;
      return time;
    },
  };
  /** Runs frames until nothing is queued; returns how many ran. */
  const runFrames = () => {
    let frames = 0;
    while (waiting) {
      const frame = waiting;
      waiting = null;
      frame();
      frames += 1;
    }
    return frames;
  };
  return { clock, runFrames, pending: () => waiting !== null };
}

const created = (id: number, issue: Issue): LiveEvent =>
  liveEvent({ id, project_id: PROJECT_ID, entity_type: "issue", action: "created", payload: { issue, changed: [] } });
const renamed = (id: number, issue: Issue): LiveEvent =>
  liveEvent({ id, project_id: PROJECT_ID, entity_type: "issue", action: "updated", payload: { issue, changed: ["name"] } });
const deleted = (id: number, issueId: string): LiveEvent =>
  liveEvent({ id, project_id: PROJECT_ID, entity_type: "issue", action: "deleted", payload: { issue_id: issueId } });

/** 1,000 events: 400 issues created, each renamed once, and the first 200 of them deleted. */
function burstOfEvents() {
  const events: LiveEvent[] = [];
  for (let n = 1; n <= 400; n++) events.push(created(n, makeIssue(n)));
  for (let n = 1; n <= 400; n++) events.push(renamed(400 + n, makeIssue(n, { name: `Renamed ${n}` })));
  for (let n = 1; n <= 200; n++) events.push(deleted(800 + n, makeIssue(n).id));
  return events;
}

function setUp(step: number, budgetMs?: number, renderMs = 0) {
  const queryClient = createTestQueryClient();
  const listKey = issueKeys.list("acme", PROJECT_ID, { view: "project-view" });
  queryClient.setQueryData(listKey, { ids: [] });
  const frames = testClock(step, renderMs);
  const queue = new LiveEventQueue(() => openLiveBatch("acme", queryClient), frames.clock, budgetMs);
  let storeWrites = 0;
  const unsubscribe = useIssueStore.subscribe(() => {
    storeWrites += 1;
  });
  return { queryClient, listKey, queue, frames, writes: () => storeWrites, unsubscribe };
}

function expectBurstApplied() {
  const { issuesById } = useIssueStore.getState();
  expect(Object.keys(issuesById)).toHaveLength(200);
  for (let n = 1; n <= 200; n++) expect(issuesById[makeIssue(n).id]).toBeUndefined();
  for (let n = 201; n <= 400; n++) expect(issuesById[makeIssue(n).id]?.name).toBe(`Renamed ${n}`);
}

describe("LiveEventQueue", () => {
  beforeEach(resetIssueStore);

  it("applies a burst of 1,000 events in one batch per frame, with the same end state as one by one", () => {
    // A fast clock: the whole burst fits in one frame's budget.
    const { queryClient, listKey, queue, frames, writes, unsubscribe } = setUp(0.001);
    for (const event of burstOfEvents()) queue.push(event);
    expect(writes()).toBe(0);
    expect(queue.size).toBe(1000);

    expect(frames.runFrames()).toBe(1);
    expect(writes()).toBe(1);
    expectBurstApplied();
    // The lists are marked stale (once for the batch), not refetched.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it("carries what does not fit in a frame's budget to the next frames", () => {
    // Each read of the clock takes 1 ms: a frame with an 8 ms budget gathers 8 events.
    const { queue, frames, writes, unsubscribe } = setUp(1, 8);
    for (const event of burstOfEvents()) queue.push(event);

    const ran = frames.runFrames();
    expect(ran).toBe(125);
    // One store write per frame that changed issues, never one per event.
    expect(writes()).toBe(ran);
    expect(queue.size).toBe(0);
    expectBurstApplied();
    unsubscribe();
  });

  it("keeps an issue's latest version when several events about it land in one batch", () => {
    const { queue, frames, unsubscribe } = setUp(0.001);
    useIssueStore.getState().upsertIssues([{ ...makeIssue(1), description_html: "<p>kept</p>" }]);
    queue.push(renamed(1, makeIssue(1, { name: "First" })));
    queue.push(renamed(2, makeIssue(1, { name: "Second", priority: "urgent" })));
    queue.push(deleted(3, makeIssue(2).id));
    queue.push(created(4, makeIssue(2, { name: "Back again" })));
    frames.runFrames();
    const { issuesById } = useIssueStore.getState();
    expect(issuesById[makeIssue(1).id]).toMatchObject({ name: "Second", priority: "urgent", description_html: "<p>kept</p>" });
    expect(issuesById[makeIssue(2).id]?.name).toBe("Back again");
    unsubscribe();
  });

  it("pauses after a heavy render as long as it took, leaving frames free in between", () => {
    // Every render takes 40 ms: the frames after one apply nothing until as long again has passed.
    const { queue, frames, writes, unsubscribe } = setUp(1, 8, 40);
    for (const event of burstOfEvents()) queue.push(event);
    const ran = frames.runFrames();
    expect(writes()).toBeLessThan(ran);
    expect(queue.size).toBe(0);
    expectBurstApplied();
    unsubscribe();
  });

  it("applies what still waits at once when drained", () => {
    const { queue, frames, writes, unsubscribe } = setUp(1, 8);
    for (const event of burstOfEvents()) queue.push(event);
    queue.drain();
    expect(frames.pending()).toBe(false);
    expect(writes()).toBe(1);
    expectBurstApplied();
    unsubscribe();
  });
});
