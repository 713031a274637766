import { defaultDisplayFilters, type Issue } from "@hangar/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CalendarChip } from "./calendar-chip";
import { CalendarGrid } from "./calendar-grid";
import { CalendarToolbar } from "./calendar-toolbar";
import { type DateLayoutProps, isShown, layoutIssueKey } from "./layout-props";
import {
  buildCalendarWeeks,
  type CalendarView,
  calendarTitle,
  fromIsoDay,
  shiftAnchor,
  shownDay,
  stepDay,
  weekdayNames,
} from "./lib/calendar-days";
import { dueDateMove } from "./lib/calendar-moves";
import { useDateOverrides } from "./use-date-overrides";

export type CalendarDisplay = { layout: CalendarView; show_weekends: boolean };

export type CalendarLayoutProps = DateLayoutProps & {
  /** Controlled display options (the host persists them as display_filters.calendar); uncontrolled without. */
  calendar?: CalendarDisplay;
  onCalendarChange?: (patch: Partial<CalendarDisplay>) => void;
  /** The day the calendar opens on; today by default. */
  initialDate?: Date;
};

const DEFAULT_CALENDAR = defaultDisplayFilters("project").calendar;

/** Spec §2 calendar layout: issues on their due dates, month or week, with or without weekends. */
export function CalendarLayout(props: CalendarLayoutProps) {
  const { issues, states, displayProperties, identifier, projects, onUpdateIssue, onOpenIssue, onCalendarChange } = props;
  const canEdit = props.canEdit ?? true;
  const [anchor, setAnchor] = useState(() => props.initialDate ?? new Date());
  const [local, setLocal] = useState<CalendarDisplay>(DEFAULT_CALENDAR);
  const display = props.calendar ?? local;

  const changeDisplay = useCallback(
    (patch: Partial<CalendarDisplay>) => {
      setLocal((prev) => ({ ...prev, ...patch }));
      onCalendarChange?.(patch);
    },
    [onCalendarChange],
  );

  const issuesById = useMemo(() => new Map(issues.map((i) => [i.id, i])), [issues]);
  const stateColors = useMemo(() => new Map(states.map((s) => [s.id, s.color])), [states]);
  const { withOverride, preview } = useDateOverrides(issuesById);

  const shownById = useMemo(() => new Map(issues.map((i) => [i.id, withOverride(i)])), [issues, withOverride]);
  const issuesByDay = useMemo(() => {
    const byDay = new Map<string, Issue[]>();
    for (const issue of shownById.values()) {
      if (!issue.target_date) continue;
      const { cell } = shownDay(issue.target_date, display.show_weekends);
      const list = byDay.get(cell);
      if (list) list.push(issue);
      else byDay.set(cell, [issue]);
    }
    return byDay;
  }, [shownById, display.show_weekends]);

  const moveTo = useCallback(
    async (issueId: string, day: string) => {
      const original = issuesById.get(issueId);
      const shown = shownById.get(issueId);
      if (!original || !shown || !canEdit) return;
      const move = dueDateMove(shown, day);
      if (!move) return;
      const dates = { start_date: move.start_date ?? shown.start_date, target_date: move.target_date };
      await preview([{ issue: original, dates }], () => onUpdateIssue(issueId, move), "Moving the due date");
    },
    [issuesById, shownById, canEdit, preview, onUpdateIssue],
  );

  const sectionRef = useRef<HTMLElement>(null);
  const refocusRef = useRef<string | null>(null);
  // A chip moved with the keyboard is a new element in another cell: give it focus back there.
  useEffect(() => {
    const id = refocusRef.current;
    if (!id) return;
    refocusRef.current = null;
    sectionRef.current?.querySelector<HTMLElement>(`table button[data-issue-id="${CSS.escape(id)}"]`)?.focus();
  });

  const moveBy = useCallback(
    (issueId: string, days: number) => {
      const due = shownById.get(issueId)?.target_date;
      if (!due) return;
      const day = stepDay(due, days, display.show_weekends);
      refocusRef.current = issueId;
      void moveTo(issueId, day);
      // Keep the moved issue in view: follow it into the next month or week.
      setAnchor(fromIsoDay(day));
    },
    [shownById, moveTo, display.show_weekends],
  );

  const keyOf = useCallback((issue: Issue) => layoutIssueKey(identifier, issue, projects), [identifier, projects]);
  const showKey = isShown(displayProperties, "key");
  const showPriority = isShown(displayProperties, "priority");
  const renderChip = useCallback(
    (issue: Issue) => (
      <CalendarChip
        issue={issue}
        issueKey={keyOf(issue)}
        stateColor={issue.state_id ? stateColors.get(issue.state_id) : undefined}
        showKey={showKey}
        showPriority={showPriority}
        weekendDay={issue.target_date ? shownDay(issue.target_date, display.show_weekends).weekend : null}
        canEdit={canEdit}
        onOpen={onOpenIssue}
        onMoveBy={moveBy}
      />
    ),
    [keyOf, stateColors, showKey, showPriority, canEdit, onOpenIssue, moveBy, display.show_weekends],
  );

  const weeks = useMemo(
    () => buildCalendarWeeks(anchor, display.layout, display.show_weekends),
    [anchor, display.layout, display.show_weekends],
  );
  const weekdays = useMemo(() => weekdayNames(display.show_weekends), [display.show_weekends]);
  const title = calendarTitle(anchor, display.layout);

  return (
    <section ref={sectionRef} aria-label="Calendar" className="flex h-full min-h-0 flex-col">
      <CalendarToolbar
        title={title}
        view={display.layout}
        showWeekends={display.show_weekends}
        onViewChange={(layout) => changeDisplay({ layout })}
        onShowWeekendsChange={(show_weekends) => changeDisplay({ show_weekends })}
        onPrevious={() => setAnchor((a) => shiftAnchor(a, display.layout, -1))}
        onNext={() => setAnchor((a) => shiftAnchor(a, display.layout, 1))}
        onToday={() => setAnchor(new Date())}
      />
      <CalendarGrid
        title={title}
        view={display.layout}
        weeks={weeks}
        weekdays={weekdays}
        issuesByDay={issuesByDay}
        issuesById={shownById}
        keyOf={keyOf}
        renderChip={renderChip}
        onDrop={(issueId, day) => void moveTo(issueId, day)}
      />
    </section>
  );
}
