import type { Issue } from "@hangar/contracts";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type PointerEvent, useCallback, useMemo, useRef, useState } from "react";
import { todayIso } from "../../issue-core";
import { type DateLayoutProps, layoutIssueKey } from "../calendar/layout-props";
import { type DatePair, useDateOverrides } from "../calendar/use-date-overrides";
import { dependencyEdges, type TimelineRelation } from "./lib/relations";
import {
  barEnds,
  barGeometry,
  type DragMode,
  dayIndex,
  dragDates,
  headerSegments,
  type TimelineScale,
} from "./lib/timeline-math";
import { type ArrowEnds, TimelineArrows } from "./timeline-arrows";
import { HEADER_HEIGHT, TimelineGrid, TimelineHeader } from "./timeline-header";
import { LEFT_WIDTH, ROW_HEIGHT, TimelineRow } from "./timeline-row";
import { TimelineToolbar } from "./timeline-toolbar";
import { type DragKind, useBarDrag } from "./use-bar-drag";
import { useTimelineScroll } from "./use-timeline-scroll";

export type TimelineLayoutProps = DateLayoutProps & {
  /** Relations among the listed issues ("from <type> to"); the host fetches them. None drawn without. */
  relations?: TimelineRelation[];
  initialScale?: TimelineScale;
};

const NO_RELATIONS: TimelineRelation[] = [];
const pairOf = (issue: Issue): DatePair => ({ start_date: issue.start_date, target_date: issue.target_date });

/**
 * Spec §2 gantt layout: a bar per issue from start to due date on a week, month or quarter scale
 * (spec §9 ranges and day widths). Drag a bar to move it, its edges to resize it, or sweep an undated
 * row to schedule it; each change goes to `issue-dates/` and is undone if the save fails (spec §8).
 */
export function TimelineLayout(props: TimelineLayoutProps) {
  const { issues, states, identifier, projects, onUpdateDates, onUpdateIssue, onOpenIssue } = props;
  const relations = props.relations ?? NO_RELATIONS;
  const canEdit = props.canEdit ?? true;
  const [scale, setScale] = useState<TimelineScale>(props.initialScale ?? "week");
  const [today] = useState(() => new Date());
  const scrollRef = useRef<HTMLDivElement>(null);
  const { win, view, todayX, scrollToToday } = useTimelineScroll(scrollRef, scale, today);

  const issuesById = useMemo(() => new Map(issues.map((i) => [i.id, i])), [issues]);
  const stateColors = useMemo(() => new Map(states.map((s) => [s.id, s.color])), [states]);
  const { withOverride, preview } = useDateOverrides(issuesById);

  const commit = useCallback(
    (issueId: string, dates: DatePair) => {
      const issue = issuesById.get(issueId);
      if (!issue) return;
      const save = onUpdateDates ? () => onUpdateDates([{ id: issueId, ...dates }]) : () => onUpdateIssue(issueId, dates);
      void preview([{ issue, dates }], save, "Moving the dates");
    },
    [issuesById, onUpdateDates, onUpdateIssue, preview],
  );
  const drag = useBarDrag(win, commit, onOpenIssue);

  const datesOf = useCallback(
    (issue: Issue): DatePair => (drag.preview?.issueId === issue.id ? drag.preview.dates : pairOf(withOverride(issue))),
    [drag.preview, withOverride],
  );

  const onDragStart = useCallback(
    (event: PointerEvent, issueId: string, kind: DragKind, dates: DatePair, index?: number) =>
      drag.start(event, { issueId, kind, dates, dayIndex: index }),
    [drag.start],
  );
  const onKeyShift = useCallback(
    (issueId: string, mode: DragMode | "today", delta: number) => {
      const issue = issuesById.get(issueId);
      if (!issue) return;
      const today = todayIso();
      commit(issueId, mode === "today" ? { start_date: today, target_date: today } : dragDates(datesOf(issue), mode, delta));
    },
    [issuesById, commit, datesOf],
  );

  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => issues[index].id,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
  });

  const segments = useMemo(() => headerSegments(win), [win]);
  const edges = useMemo(() => dependencyEdges(relations), [relations]);
  const rowOf = useMemo(() => {
    if (edges.length === 0) return new Map<string, number>();
    return new Map(issues.map((issue, index) => [issue.id, index]));
  }, [issues, edges.length]);
  const endsById = new Map<string, ArrowEnds>();
  for (const id of new Set(edges.flatMap((e) => [e.before, e.after]))) {
    const row = rowOf.get(id);
    const issue = issuesById.get(id);
    const ends = issue && row !== undefined ? barEnds(barGeometry(datesOf(issue), win)) : null;
    if (ends && row !== undefined) endsById.set(id, { row, ...ends });
  }
  const barAt = (row: number) => {
    const issue = issues[row];
    return issue ? barEnds(barGeometry(datesOf(issue), win)) : null;
  };

  const bodyHeight = issues.length * ROW_HEIGHT;
  const todayIndex = dayIndex(win, todayIso(today));
  const undatedCount = useMemo(() => issues.filter((i) => !i.start_date && !i.target_date).length, [issues]);

  return (
    <section aria-label="Timeline" className="flex h-full min-h-0 flex-col">
      <TimelineToolbar scale={scale} onScaleChange={setScale} onToday={scrollToToday} undatedCount={undatedCount} />
      <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto" data-testid="timeline-scroll">
        <div className="relative" style={{ width: LEFT_WIDTH + win.width, height: HEADER_HEIGHT + bodyHeight }}>
          <TimelineHeader top={segments.top} bottom={segments.bottom} width={win.width} view={view} todayKey={todayIso(today)} />
          <div className="relative" style={{ height: bodyHeight }}>
            <TimelineGrid bottom={segments.bottom} view={view} height={bodyHeight} todayX={todayX + win.dayWidth / 2} />
            <TimelineArrows edges={edges} endsById={endsById} barAt={barAt} width={win.width} height={bodyHeight} />
            <ul aria-label="Timeline issues" className="absolute inset-0">
              {virtualizer.getVirtualItems().map((item) => {
                const issue = issues[item.index];
                return (
                  <TimelineRow
                    key={item.key}
                    issue={issue}
                    issueKey={layoutIssueKey(identifier, issue, projects)}
                    dates={datesOf(issue)}
                    top={item.start - HEADER_HEIGHT}
                    win={win}
                    view={view}
                    todayIndex={todayIndex}
                    color={(issue.state_id && stateColors.get(issue.state_id)) || "var(--accent)"}
                    canEdit={canEdit}
                    dragging={drag.preview?.issueId === issue.id}
                    onDragStart={onDragStart}
                    onKeyShift={onKeyShift}
                    onOpen={onOpenIssue}
                  />
                );
              })}
            </ul>
          </div>
          {issues.length === 0 && <p className="sticky left-0 px-3 py-6 text-sm text-fg-muted">No issues match.</p>}
        </div>
      </div>
    </section>
  );
}
