import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CalendarLayout } from "./index";
import { deferred, layoutProps, makeIssue, PROJECT_ID } from "./test-fixtures";

const MARCH_12 = new Date(2025, 2, 12); // a Wednesday
const cell = (name: string) => screen.getByRole("cell", { name });

function renderCalendar(props: ReturnType<typeof layoutProps>, extra: Partial<Parameters<typeof CalendarLayout>[0]> = {}) {
  const user = userEvent.setup();
  const view = render(<CalendarLayout {...props} initialDate={MARCH_12} {...extra} />);
  return { user, ...view };
}

/** jsdom has no layout: lay the grid's cells out as 100×100 boxes so dnd-kit can find where a chip is dropped. */
function layOutCells() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const host = this.closest<HTMLElement>("[data-date]");
    if (!host) return original.call(this);
    const row = host.parentElement!;
    const col = Array.from(row.children).indexOf(host);
    const r = Array.from(row.parentElement!.children).indexOf(row);
    const chip = this !== host;
    const x = col * 100;
    const y = r * 100 + (chip ? 30 : 0);
    const [width, height] = chip ? [80, 20] : [100, 100];
    return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

/** Pointer drag of `chip` to the centre of `target` with dnd-kit's pointer sensor. */
async function drag(chip: HTMLElement, target: HTMLElement) {
  const from = chip.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const start = { clientX: from.left + 5, clientY: from.top + 5 };
  fireEvent.pointerDown(chip, { ...start, button: 0, isPrimary: true, pointerId: 1 });
  await act(async () => {
    fireEvent.pointerMove(document, { clientX: start.clientX + 10, clientY: start.clientY, isPrimary: true, pointerId: 1 });
  });
  await act(async () => {
    fireEvent.pointerMove(document, { clientX: to.left + 50, clientY: to.top + 35, isPrimary: true, pointerId: 1 });
  });
  await act(async () => {
    fireEvent.pointerUp(document, { clientX: to.left + 50, clientY: to.top + 35, isPrimary: true, pointerId: 1 });
  });
}

describe("CalendarLayout", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(MARCH_12);
  });

  it("places issues on their due dates, highlights today and dims other-month days", () => {
    const props = layoutProps([
      makeIssue(1, { name: "Ship it", target_date: "2025-03-05", priority: "urgent" }),
      makeIssue(2, { name: "Undated" }),
      makeIssue(3, { name: "Only a start", start_date: "2025-03-05" }),
    ]);
    renderCalendar(props);

    expect(screen.getByRole("table", { name: "March 2025" })).toBeInTheDocument();
    expect(within(cell("Wednesday, March 5, 2025")).getByRole("button", { name: "ACME-1 Ship it" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Undated/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Only a start/ })).not.toBeInTheDocument();
    expect(cell("Wednesday, March 12, 2025")).toHaveAttribute("aria-current", "date");
    expect(cell("Friday, February 28, 2025")).toHaveAttribute("data-current-month", "false");
    expect(cell("Friday, March 28, 2025")).toHaveAttribute("data-current-month", "true");
  });

  it("keys each chip of a list across projects with its own project's identifier", () => {
    const other = "00000000-0000-4000-8000-000000000002";
    const props = layoutProps(
      [
        makeIssue(1, { target_date: "2025-03-05" }),
        makeIssue(2, { project_id: other, sequence_id: 9, target_date: "2025-03-05" }),
      ],
      {
        identifier: "",
        projects: [
          { id: other, identifier: "OPS" },
          { id: PROJECT_ID, identifier: "ACME" },
        ],
      },
    );
    renderCalendar(props);
    const day = cell("Wednesday, March 5, 2025");
    expect(within(day).getByRole("button", { name: "ACME-1 Issue 1" })).toBeInTheDocument();
    expect(within(day).getByRole("button", { name: "OPS-9 Issue 2" })).toBeInTheDocument();
  });

  it("hides weekends when the option is off and shows them when it is on", async () => {
    const props = layoutProps([makeIssue(1, { target_date: "2025-03-08" })]);
    const onCalendarChange = vi.fn();
    const { user } = renderCalendar(props, { onCalendarChange });

    const weekends = screen.getByRole("switch", { name: "Show weekends" });
    expect(weekends).toHaveAttribute("aria-checked", "false");
    expect(screen.getAllByRole("columnheader")).toHaveLength(5);
    expect(screen.queryByRole("cell", { name: "Saturday, March 8, 2025" })).not.toBeInTheDocument();
    // Due on the hidden Saturday: it waits on the Friday before, saying which day it is really due.
    const onFriday = within(cell("Friday, March 7, 2025")).getByRole("button", { name: "ACME-1 Issue 1, due Sat" });
    expect(onFriday).toHaveTextContent("Sat");

    await user.click(weekends);
    expect(onCalendarChange).toHaveBeenCalledWith({ show_weekends: true });
    expect(screen.getAllByRole("columnheader")).toHaveLength(7);
    expect(within(cell("Saturday, March 8, 2025")).getByRole("button", { name: "ACME-1 Issue 1" })).toBeInTheDocument();
    expect(within(cell("Friday, March 7, 2025")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("puts a Sunday issue on the Friday of its own week when weekends are hidden, even across months", () => {
    // Sunday March 2 belongs to the week of Monday February 24: its Friday is February 28.
    renderCalendar(layoutProps([makeIssue(1, { name: "Sunday job", target_date: "2025-03-02" })]));
    expect(
      within(cell("Friday, February 28, 2025")).getByRole("button", { name: "ACME-1 Sunday job, due Sun" }),
    ).toBeInTheDocument();
  });

  it("shows one week of 5 or 7 days in week view and navigates", async () => {
    const { user } = renderCalendar(layoutProps([]));
    await user.click(screen.getByRole("button", { name: "Week" }));
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("cell")).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "Mar 10 – 16, 2025" })).toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Show weekends" }));
    expect(screen.getAllByRole("cell")).toHaveLength(7);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(cell("Monday, March 17, 2025")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(cell("Monday, March 3, 2025")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(cell("Wednesday, March 12, 2025")).toHaveAttribute("aria-current", "date");

    await user.click(screen.getByRole("button", { name: "Month" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("table", { name: "April 2025" })).toBeInTheDocument();
  });

  it("shows three chips a day then +N more, and opens an issue on click", async () => {
    const issues = [1, 2, 3, 4, 5].map((n) => makeIssue(n, { target_date: "2025-03-19" }));
    const props = layoutProps(issues);
    const { user } = renderCalendar(props);
    const day = cell("Wednesday, March 19, 2025");
    expect(within(day).getAllByRole("button", { name: /^ACME-/ })).toHaveLength(3);

    await user.click(within(day).getByRole("button", { name: "2 more issues due March 19" }));
    await user.click(await screen.findByRole("button", { name: "ACME-5 Issue 5" }));
    expect(props.onOpenIssue).toHaveBeenCalledWith(issues[4].id);
  });

  describe("moving a due date", () => {
    let restore: () => void;
    beforeEach(() => {
      restore = layOutCells();
    });
    afterEach(() => restore());

    it("drags a chip to another day: calls onUpdateIssue with target_date and shows it there at once", async () => {
      const save = deferred();
      const issue = makeIssue(1, { name: "Ship it", target_date: "2025-03-05" });
      const props = layoutProps([issue], { onUpdateIssue: vi.fn(() => save.promise) });
      renderCalendar(props);

      await drag(screen.getByRole("button", { name: "ACME-1 Ship it" }), cell("Thursday, March 20, 2025"));

      expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { target_date: "2025-03-20" });
      expect(within(cell("Thursday, March 20, 2025")).getByRole("button", { name: "ACME-1 Ship it" })).toBeInTheDocument();
      await act(async () => save.resolve());
      expect(within(cell("Thursday, March 20, 2025")).getByRole("button", { name: "ACME-1 Ship it" })).toBeInTheDocument();
    });

    it("puts the chip back on its old day when the save is rejected", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const save = deferred();
      const props = layoutProps([makeIssue(1, { name: "Ship it", target_date: "2025-03-05" })], {
        onUpdateIssue: vi.fn(() => save.promise),
      });
      renderCalendar(props);

      await drag(screen.getByRole("button", { name: "ACME-1 Ship it" }), cell("Thursday, March 20, 2025"));
      expect(within(cell("Thursday, March 20, 2025")).getByRole("button", { name: /Ship it/ })).toBeInTheDocument();

      await act(async () => save.reject(new Error("boom")));
      expect(within(cell("Wednesday, March 5, 2025")).getByRole("button", { name: /Ship it/ })).toBeInTheDocument();
      expect(within(cell("Thursday, March 20, 2025")).queryByRole("button", { name: /Ship it/ })).not.toBeInTheDocument();
      expect(errors).toHaveBeenCalled();
      errors.mockRestore();
    });

    it("moves the start date along when the new due date is before it", async () => {
      const issue = makeIssue(1, { start_date: "2025-03-18", target_date: "2025-03-20" });
      const props = layoutProps([issue]);
      renderCalendar(props);
      await drag(screen.getByRole("button", { name: "ACME-1 Issue 1" }), cell("Monday, March 10, 2025"));
      expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { target_date: "2025-03-10", start_date: "2025-03-08" });
    });
  });

  it("moves a chip with Alt+arrows from the keyboard, skipping hidden weekends", async () => {
    const issue = makeIssue(1, { target_date: "2025-03-07" }); // a Friday
    const props = layoutProps([issue]);
    const { user } = renderCalendar(props);
    screen.getByRole("button", { name: "ACME-1 Issue 1" }).focus();
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(props.onUpdateIssue).toHaveBeenCalledWith(issue.id, { target_date: "2025-03-10" });
    expect(within(cell("Monday, March 10, 2025")).getByRole("button", { name: "ACME-1 Issue 1" })).toHaveFocus();
  });

  it("does not move anything without edit rights", async () => {
    const props = layoutProps([makeIssue(1, { target_date: "2025-03-07" })], { canEdit: false });
    const { user } = renderCalendar(props);
    screen.getByRole("button", { name: "ACME-1 Issue 1" }).focus();
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(props.onUpdateIssue).not.toHaveBeenCalled();
  });
});
