import type { Issue, LiveChange, LiveEvent, LiveServerMessage } from "@hangar/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveEvent } from "../../test/live-event";
import { createTestQueryClient } from "../../test/render";
import { makeComment } from "../issue-activity/test-fixtures";
import { useIssueStore } from "../issue-core";
import { makeIssue, PROJECT_ID, resetIssueStore } from "../issue-core/test-fixtures";
import { useLiveUpdates } from "./use-live-updates";

/** Just enough of a browser WebSocket for the client: tests play the server through it. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const event = (id: number, change: LiveChange): LiveEvent => liveEvent({ id, project_id: PROJECT_ID, ...change });
const issueUpdated = (id: number, issue: Issue, changed: string[]) =>
  event(id, { entity_type: "issue", action: "updated", payload: { issue, changed } });

function mount() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveUpdates("acme"), { wrapper });
  return { ...view, queryClient };
}

const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1];
const stored = (n: number) => useIssueStore.getState().issuesById[makeIssue(n).id];

describe("useLiveUpdates", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    resetIssueStore();
  });
  afterEach(() => vi.useRealTimers());

  it("connects to the workspace's socket and applies issue events to the store", () => {
    useIssueStore.getState().upsertIssues([{ ...makeIssue(1), description_html: "<p>kept</p>" }]);
    const { queryClient } = mount();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    expect(latest().url).toBe("ws://localhost:3000/api/workspaces/acme/events/live/");
    act(() => {
      latest().open();
      latest().receive({ type: "ready", last_event_id: 10 });
      latest().receive({
        type: "event",
        event: issueUpdated(11, { ...makeIssue(1), name: "Renamed elsewhere" }, ["name"]),
      });
      latest().receive({
        type: "event",
        event: event(12, { entity_type: "issue", action: "created", payload: { issue: makeIssue(2), changed: [] } }),
      });
    });
    // Events wait for the next frame and apply together.
    expect(stored(2)).toBeUndefined();
    act(() => vi.advanceTimersToNextFrame());
    expect(stored(1)).toMatchObject({ name: "Renamed elsewhere", description_html: "<p>kept</p>" });
    expect(stored(2)).toBeDefined();
    expect(invalidate).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: ["workspaces", "acme", "projects", PROJECT_ID, "issues", "list"] }),
    );
    act(() => {
      latest().receive({
        type: "event",
        event: event(13, { entity_type: "issue", action: "deleted", payload: { issue_id: makeIssue(2).id } }),
      });
    });
    act(() => vi.advanceTimersToNextFrame());
    expect(stored(2)).toBeUndefined();
  });

  it("invalidates an issue's queries for events about its parts", () => {
    const { activity_type: _, ...comment } = makeComment({ id: "cm1", actor: "u-alice", issue: "i9" });
    const { queryClient } = mount();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    act(() => {
      latest().open();
      latest().receive({
        type: "event",
        event: event(20, { entity_type: "issue_comment", action: "created", payload: { issue_id: "i9", comment } }),
      });
    });
    act(() => vi.advanceTimersToNextFrame());
    expect(invalidate).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: ["workspaces", "acme", "projects", PROJECT_ID, "issues", "i9"] }),
    );
  });

  it("reconnects with backoff, resumes after the last event seen and drops replayed duplicates", () => {
    mount();
    act(() => {
      latest().open();
      latest().receive({ type: "ready", last_event_id: 40 });
      latest().receive({ type: "event", event: issueUpdated(41, makeIssue(1, { priority: "low" }), ["priority"]) });
      latest().drop();
    });
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(999));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(latest().url).toBe("ws://localhost:3000/api/workspaces/acme/events/live/?after=41");

    // The second drop waits twice as long.
    act(() => latest().drop());
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.instances).toHaveLength(3);

    useIssueStore.getState().patchIssue(makeIssue(1).id, { priority: "urgent" });
    act(() => {
      latest().open();
      latest().receive({ type: "event", event: issueUpdated(41, makeIssue(1, { priority: "low" }), ["priority"]) });
    });
    expect(stored(1).priority).toBe("urgent");
  });

  it("pings every 25 seconds and stops for good when the server says the workspace is gone", () => {
    const { unmount } = mount();
    act(() => latest().open());
    act(() => vi.advanceTimersByTime(25_000));
    expect(latest().sent).toEqual(["ping"]);
    act(() => latest().drop(4404));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.instances).toHaveLength(1);
    unmount();
  });

  it("refetches the whole workspace on resync", () => {
    const { queryClient } = mount();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    act(() => {
      latest().open();
      latest().receive({ type: "resync" });
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["workspaces", "acme"] });
  });

  it("closes the socket when the workspace layout unmounts", () => {
    const { unmount } = mount();
    const socket = latest();
    act(() => socket.open());
    unmount();
    expect(socket.readyState).toBe(3);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
