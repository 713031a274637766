import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterBoot, endBoot, endBootAfterPaint, holdBoot, resetBootPhase, useBootOver } from "./boot-phase";
import { whenIdle } from "./lazy-with-preload";

function Phase() {
  return <p>{useBootOver() ? "over" : "critical"}</p>;
}

describe("boot phase", () => {
  afterEach(() => {
    resetBootPhase();
    vi.useRealTimers();
  });

  it("is over unless a screen holds it: what waits for it runs at once", () => {
    const task = vi.fn();
    afterBoot(task);
    expect(task).toHaveBeenCalledTimes(1);
    render(<Phase />);
    expect(screen.getByText("over")).toBeInTheDocument();
  });

  it("held, keeps what waits for it (idle preloads too) until the screen has painted", async () => {
    // The hold's clock is a test clock: time passing short of the cap must not release anything.
    vi.useFakeTimers();
    holdBoot();
    const task = vi.fn();
    const idleTask = vi.fn();
    afterBoot(task);
    whenIdle(idleTask, 0);
    render(<Phase />);
    expect(screen.getByText("critical")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_999));
    expect(task).not.toHaveBeenCalled();
    expect(idleTask).not.toHaveBeenCalled();
    vi.useRealTimers();
    act(() => endBootAfterPaint());
    expect(await screen.findByText("over")).toBeInTheDocument();
    expect(task).toHaveBeenCalledTimes(1);
    // jsdom has no requestIdleCallback: whenIdle falls back to a second.
    await vi.waitFor(() => expect(idleTask).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("a cancelled wait never runs", () => {
    holdBoot();
    const task = vi.fn();
    const cancel = afterBoot(task);
    cancel();
    endBoot();
    expect(task).not.toHaveBeenCalled();
  });

  it("ends on its own if the screen never paints", () => {
    vi.useFakeTimers();
    holdBoot();
    const task = vi.fn();
    afterBoot(task);
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
