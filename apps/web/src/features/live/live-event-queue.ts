import type { LiveEvent } from "@hangar/contracts";

export type FrameClock = {
  /** Runs `callback` before the next frame is painted; returns what cancels it. */
  requestFrame: (callback: () => void) => () => void;
  /** Runs `callback` once the render a store write caused is done (the task after it). */
  afterRender: (callback: () => void) => void;
  now: () => number;
};

/** One batch being gathered: events go in one by one, then it is applied as a whole. */
export type EventBatch = { add: (event: LiveEvent) => void; commit: () => void };

const browserClock: FrameClock = {
  requestFrame: (callback) => {
    // A hidden tab paints no frames: its events still go in, a batch at a time, so they never pile up.
    if (document.visibilityState === "hidden") {
      const timer = setTimeout(callback, 100);
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(frame);
  },
  // React renders a store write outside its events in a microtask: the next task starts after it.
  afterRender: (callback) => void setTimeout(callback, 0),
  now: () => performance.now(),
};

/** Time a frame may spend gathering events; the batch's store write and the render it causes come on top. */
export const FRAME_BUDGET_MS = 8;
/** A batch whose write and render took longer than this is heavy (a list of 10,000 rows regrouped). */
const HEAVY_BATCH_MS = 16;

/**
 * Issue 16: a burst of live events (another client creating 1,000 issues) must not block input. Events
 * wait here and are applied once per animation frame as one batch: as many as the frame's budget
 * gathers, the rest carried to the next frame. A flood costs a few store writes and renders instead of
 * one per event, and no frame is spent on the queue alone. A heavy batch is followed by a pause as long
 * as it took: input is handled between heavy renders, and the next batch gathers what came meanwhile.
 */
export class LiveEventQueue {
  private pending: LiveEvent[] = [];
  private next = 0;
  private cancelFrame: (() => void) | null = null;
  private resumeAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly openBatch: () => EventBatch,
    private readonly clock: FrameClock = browserClock,
    private readonly budgetMs = FRAME_BUDGET_MS,
  ) {}

  get size() {
    return this.pending.length - this.next;
  }

  push(event: LiveEvent) {
    this.pending.push(event);
    this.schedule();
  }

  /** Applies whatever still waits at once, in one batch (the connection is closing). */
  drain() {
    this.cancelFrame?.();
    this.cancelFrame = null;
    if (this.size === 0) return;
    const batch = this.openBatch();
    while (this.next < this.pending.length) batch.add(this.pending[this.next++]);
    this.reset();
    batch.commit();
  }

  private schedule() {
    this.cancelFrame ??= this.clock.requestFrame(() => this.runFrame());
  }

  private runFrame() {
    this.cancelFrame = null;
    const started = this.clock.now();
    if (started < this.resumeAt) return this.schedule();
    const batch = this.openBatch();
    // At least one event a frame, so a slow clock or a tiny budget still makes progress.
    do batch.add(this.pending[this.next++]);
    while (this.next < this.pending.length && this.clock.now() - started < this.budgetMs);
    if (this.next === this.pending.length) this.reset();
    batch.commit();
    this.clock.afterRender(() => {
      const now = this.clock.now();
      if (now - started > HEAVY_BATCH_MS) this.resumeAt = now + (now - started);
    });
    if (this.size > 0) this.schedule();
  }

  private reset() {
    this.pending = [];
    this.next = 0;
  }
}
