import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, giveElementsASize, layoutProps, makeIssue, PROJECT_ID } from "../calendar/test-fixtures";
import { TimelineLayout, type TimelineLayoutProps } from "./index";
import { dayIndex, timelineWindow } from "./lib/timeline-math";

const TODAY = new Date(2025, 2, 12);
const bar = (n: number) => document.querySelector<HTMLElement>(`[data-bar="${makeIssue(n).id}"]`)!;
const barButton = (n: number) => within(bar(n)).getByRole("button");
const row = (name: string) => screen.getByRole("listitem", { name });

function renderTimeline(overrides: Partial<TimelineLayoutProps> = {}, issues = defaultIssues()) {
  const onUpdateDates = vi.fn(async () => {});
  const props = { ...layoutProps(issues), onUpdateDates, ...overrides };
  const user = userEvent.setup();
  render(<TimelineLayout {...props} />);
  return { props, user, onUpdateDates: props.onUpdateDates };
}

function defaultIssues() {
  return [
    makeIssue(1, { name: "Design", start_date: "2025-03-10", target_date: "2025-03-14" }),
    makeIssue(2, { name: "Build", start_date: "2025-03-17", target_date: "2025-03-21" }),
    makeIssue(3, { name: "Only due", target_date: "2025-03-20" }),
    makeIssue(4, { name: "Someday" }),
  ];
}

/** Presses at `x`, moves by `dx`, releases: the pointer sequence a drag makes. */
function pointerDrag(target: Element, x: number, dx: number) {
  fireEvent.pointerDown(target, { clientX: x, button: 0, isPrimary: true });
  fireEvent.pointerMove(window, { clientX: x + dx / 2 });
  fireEvent.pointerMove(window, { clientX: x + dx });
  fireEvent.pointerUp(window, { clientX: x + dx });
}

describe("TimelineLayout", () => {
  let restore: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(TODAY);
    restore = giveElementsASize(12_000, 800);
  });
  afterEach(() => restore());

  it("places bars from their dates on each scale", async () => {
    const { user } = renderTimeline();
    const scales = screen.getByRole("group", { name: "Timeline scale" });
    expect(within(scales).getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    expect(bar(1)).toHaveStyle({ left: `${28 * 60}px`, width: `${5 * 60}px` });
    expect(barButton(1)).toHaveAccessibleName("ACME-1 from Mar 10, 2025 to Mar 14, 2025");

    await user.click(within(scales).getByRole("button", { name: "Month" }));
    const month = timelineWindow("month", TODAY);
    expect(bar(1)).toHaveStyle({ left: `${dayIndex(month, "2025-03-10") * 20}px`, width: "100px" });

    await user.click(within(scales).getByRole("button", { name: "Quarter" }));
    const quarter = timelineWindow("quarter", TODAY);
    expect(bar(2)).toHaveStyle({ left: `${dayIndex(quarter, "2025-03-17") * 5}px`, width: "25px" });
    expect(within(scales).getByRole("button", { name: "Quarter" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a marker for one date, 'No dates' for none, and today's line", () => {
    renderTimeline();
    expect(within(row("ACME-3 Only due")).getByRole("button", { name: "ACME-3 due Mar 20, 2025" })).toBeInTheDocument();
    expect(within(row("ACME-4 Someday")).getByText("No dates")).toBeInTheDocument();
    expect(within(row("ACME-4 Someday")).getByRole("button", { name: /Schedule ACME-4 for today/ })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Today" })).toHaveStyle({ left: `${30 * 60 + 30}px` });
  });

  it("keys each row of a list across projects with its own project's identifier", () => {
    const other = "00000000-0000-4000-8000-000000000002";
    renderTimeline(
      {
        identifier: "",
        projects: [
          { id: PROJECT_ID, identifier: "ACME" },
          { id: other, identifier: "OPS" },
        ],
      },
      [makeIssue(1, { name: "Design" }), makeIssue(2, { name: "Run", project_id: other, sequence_id: 9 })],
    );
    expect(row("ACME-1 Design")).toBeInTheDocument();
    expect(row("OPS-9 Run")).toBeInTheDocument();
  });

  it("drags a bar to move both dates through onUpdateDates, snapping to days", async () => {
    const { onUpdateDates } = renderTimeline();
    await act(async () => pointerDrag(barButton(1), 1700, 130));
    expect(onUpdateDates).toHaveBeenCalledWith([{ id: makeIssue(1).id, start_date: "2025-03-12", target_date: "2025-03-16" }]);
    expect(barButton(1)).toHaveAttribute("data-start", "2025-03-12");
  });

  it("resizes from either edge", async () => {
    const { onUpdateDates } = renderTimeline();
    const handle = (edge: string) => bar(1).querySelector(`[data-handle="${edge}"]`)!;
    await act(async () => pointerDrag(handle("end"), 1980, 60));
    expect(onUpdateDates).toHaveBeenLastCalledWith([
      { id: makeIssue(1).id, start_date: "2025-03-10", target_date: "2025-03-15" },
    ]);
    await act(async () => pointerDrag(handle("start"), 1680, -120));
    expect(onUpdateDates).toHaveBeenLastCalledWith([
      { id: makeIssue(1).id, start_date: "2025-03-08", target_date: "2025-03-15" },
    ]);
  });

  it("reverts a drag when the save fails, and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const save = deferred();
    renderTimeline({ onUpdateDates: vi.fn(() => save.promise) });
    await act(async () => pointerDrag(barButton(2), 2100, 120));
    expect(barButton(2)).toHaveAttribute("data-start", "2025-03-19");
    expect(bar(2)).toHaveStyle({ left: `${37 * 60}px` });

    await act(async () => save.reject(new Error("nope")));
    expect(barButton(2)).toHaveAttribute("data-start", "2025-03-17");
    expect(bar(2)).toHaveStyle({ left: `${35 * 60}px` });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("schedules an undated issue by sweeping across its row", async () => {
    const { onUpdateDates } = renderTimeline();
    const canvas = row("ACME-4 Someday").querySelector("[data-canvas]")!;
    await act(async () => pointerDrag(canvas, 28 * 60 + 10, 125));
    expect(onUpdateDates).toHaveBeenCalledWith([{ id: makeIssue(4).id, start_date: "2025-03-10", target_date: "2025-03-12" }]);
    expect(bar(4)).toBeInTheDocument();
  });

  it("opens an issue on a click without travel and moves with the keyboard", async () => {
    const { props, user, onUpdateDates } = renderTimeline();
    await act(async () => pointerDrag(barButton(1), 1700, 1));
    expect(props.onOpenIssue).toHaveBeenCalledWith(makeIssue(1).id);
    expect(onUpdateDates).not.toHaveBeenCalled();

    barButton(1).focus();
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(onUpdateDates).toHaveBeenLastCalledWith([
      { id: makeIssue(1).id, start_date: "2025-03-10", target_date: "2025-03-15" },
    ]);
    await user.keyboard("{ArrowLeft}");
    expect(onUpdateDates).toHaveBeenLastCalledWith([
      { id: makeIssue(1).id, start_date: "2025-03-09", target_date: "2025-03-14" },
    ]);
  });

  it("falls back to onUpdateIssue without onUpdateDates", async () => {
    const { props } = renderTimeline({ onUpdateDates: undefined });
    await act(async () => pointerDrag(barButton(1), 1700, 60));
    expect(props.onUpdateIssue).toHaveBeenCalledWith(makeIssue(1).id, { start_date: "2025-03-11", target_date: "2025-03-15" });
  });

  it("edits nothing without rights: a press opens the issue", async () => {
    const { props, onUpdateDates } = renderTimeline({ canEdit: false });
    expect(bar(1).querySelector("[data-handle]")).toBeNull();
    await act(async () => pointerDrag(barButton(1), 1700, 120));
    fireEvent.click(barButton(1));
    expect(onUpdateDates).not.toHaveBeenCalled();
    expect(props.onOpenIssue).toHaveBeenCalledWith(makeIssue(1).id);
    expect(screen.queryByRole("button", { name: /Schedule/ })).not.toBeInTheDocument();
  });

  it("draws an arrow from the blocking bar's end to the blocked bar's start", () => {
    const [design, build] = defaultIssues();
    renderTimeline({
      relations: [
        { from: build.id, to: design.id, type: "blocked_by" },
        { from: design.id, to: build.id, type: "blocking" },
        { from: design.id, to: makeIssue(3).id, type: "relates_to" },
      ],
    });
    const arrows = screen.getByRole("img", { name: "1 dependencies" });
    const paths = arrows.querySelectorAll("path[data-from]");
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveAttribute("data-from", design.id);
    // From the end of Design (day 33, row 0) to the start of Build (day 35, row 1).
    expect(paths[0]).toHaveAttribute("d", `M ${33 * 60} 18 H ${33 * 60 + 10} V 54 H ${35 * 60}`);
  });

  it("draws no arrows without relations", () => {
    renderTimeline();
    expect(screen.queryByRole("img", { name: /dependencies/ })).not.toBeInTheDocument();
  });
});

describe("TimelineLayout scrolling", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(TODAY);
  });

  it("opens on today and grows by another range when scrolled to the left edge, keeping the view in place", async () => {
    const box = { left: 0 };
    const scrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, "scrollLeft");
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, "scrollWidth");
    const restoreSizes = giveElementsASize(1000, 800);
    // The timeline's scroll box keeps its scroll position and is as wide as its content.
    const isBox = (el: Element) => el.getAttribute("data-testid") === "timeline-scroll";
    Object.defineProperty(Element.prototype, "scrollLeft", {
      configurable: true,
      get(this: Element) {
        return isBox(this) ? box.left : 0;
      },
      set(this: Element, v: number) {
        if (isBox(this)) box.left = v;
      },
    });
    Object.defineProperty(Element.prototype, "scrollWidth", {
      configurable: true,
      get(this: Element) {
        return isBox(this) ? Number.parseFloat((this.firstElementChild as HTMLElement).style.width) : 0;
      },
    });
    try {
      renderTimeline();
      // Today (day 30 of the week window) sits a third of the way into the 720px canvas.
      expect(box.left).toBe(30 * 60 - 720 / 3);

      box.left = 100;
      await act(async () => {
        screen.getByTestId("timeline-scroll").dispatchEvent(new Event("scroll"));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      // Four more weeks on the left: the same days stay on screen, 28 days further in.
      expect(box.left).toBe(100 + 28 * 60);
      // Only what is near the view is in the DOM: Design (March 10) is now 56 days in, off to the right.
      expect(bar(1)).toBeNull();
      box.left = 56 * 60 - 100;
      await act(async () => {
        screen.getByTestId("timeline-scroll").dispatchEvent(new Event("scroll"));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(bar(1)).toHaveStyle({ left: `${56 * 60}px` });
    } finally {
      restoreSizes();
      for (const [prop, descriptor] of Object.entries({ scrollLeft, scrollWidth }))
        if (descriptor) Object.defineProperty(Element.prototype, prop, descriptor);
    }
  });
});
