// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs: rows are virtualized and absolutely positioned, which a <table> cannot do
// biome-ignore-all lint/a11y/useFocusableInteractive: grid pattern with a roving tab stop: cells take focus, rows and headers need not
import type { IssueOrderBy, UpdateIssueBody } from "@hangar/contracts";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { todayIso } from "../../issue-core";
import type { IssueLayoutProps } from "../calendar/layout-props";
import { stickyOffsets, visibleColumns } from "./lib/columns";
import { type CellPosition, moveCell } from "./lib/grid-navigation";
import { canEditCell, type EstimatePointRef, type NamedRef, type SheetLookups } from "./lib/lookups";
import { SpreadsheetHeader } from "./spreadsheet-header";
import { SpreadsheetRow } from "./spreadsheet-row";

export type SpreadsheetLayoutProps = IssueLayoutProps & {
  orderBy: string;
  onOrderByChange: (orderBy: IssueOrderBy) => void;
  /** Optional names for the estimate, modules and cycle columns; without them those cells show counts or dashes. */
  estimatePoints?: EstimatePointRef[];
  modules?: NamedRef[];
  cycles?: NamedRef[];
  /**
   * Project id → the points of its active estimate, in order. Given, an issue's Estimate cell is a picker
   * when its project estimates and read-only otherwise, and the column hides when no project of the list
   * estimates (unless an issue still shows an old point). Absent, the column only shows values.
   */
  activeEstimatePoints?: ReadonlyMap<string, readonly EstimatePointRef[]>;
  /** Offers to create a typed label in the Labels picker (see SheetLookups). */
  labelCreator?: SheetLookups["labelCreator"];
};

const ROW_HEIGHT = 36;
const NAV_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * Spec §2 "Table": one row per issue, a column per display property, sortable headers, inline editing.
 * Rows are virtualized (only those in view are in the DOM) and the grid follows the WAI-ARIA grid
 * pattern: one tab stop, arrows move between cells, Enter edits (or opens from the ID column), Escape
 * cancels an edit.
 */
export function SpreadsheetLayout(props: SpreadsheetLayoutProps) {
  const { issues, displayProperties, onUpdateIssue, onOpenIssue, orderBy, onOrderByChange } = props;
  const canEdit = props.canEdit ?? true;
  const { activeEstimatePoints, estimatePoints } = props;
  const estimates = useMemo(() => new Map((estimatePoints ?? []).map((e) => [e.id, e.value])), [estimatePoints]);
  const hideEstimate = useMemo(
    () =>
      activeEstimatePoints !== undefined &&
      activeEstimatePoints.size === 0 &&
      !issues.some((issue) => issue.estimate_point && estimates.has(issue.estimate_point)),
    [activeEstimatePoints, issues, estimates],
  );
  const columns = useMemo(
    () => visibleColumns(displayProperties).filter((c) => !(hideEstimate && c.id === "estimate")),
    [displayProperties, hideEstimate],
  );
  const offsets = useMemo(() => stickyOffsets(columns), [columns]);
  const width = columns.reduce((sum, c) => sum + c.width, 0);

  const lookups = useMemo<SheetLookups>(
    () => ({
      identifier: props.identifier,
      projects: props.projects,
      states: props.states,
      statesById: new Map(props.states.map((s) => [s.id, s])),
      labelsById: new Map(props.labels.map((l) => [l.id, l])),
      membersById: new Map(props.members.map((m) => [m.id, m])),
      estimatesById: estimates,
      activeEstimatePoints,
      modulesById: new Map((props.modules ?? []).map((m) => [m.id, m.name])),
      cyclesById: new Map((props.cycles ?? []).map((c) => [c.id, c.name])),
      labelCreator: props.labelCreator,
      today: todayIso(),
    }),
    [
      props.identifier,
      props.projects,
      props.states,
      props.labels,
      props.members,
      estimates,
      activeEstimatePoints,
      props.modules,
      props.cycles,
      props.labelCreator,
    ],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  // Every row is ROW_HEIGHT and none is measured, so the virtualizer places rows by index alone and React
  // keys them by issue (below). A key function of the issues would change with every live batch and make
  // the virtualizer recompute the places of all 10,000 rows each time.
  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const [activeCell, setActiveCell] = useState<CellPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState(false);
  // Rows come and go (filters, live events): keep the tab stop on a cell that exists.
  const active = {
    row: Math.min(activeCell.row, Math.max(issues.length - 1, 0)),
    col: Math.min(activeCell.col, columns.length - 1),
  };

  // Focus follows the active cell once its row is rendered (it may first need scrolling into view).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell) {
      focusPending.current = false;
      cell.focus();
    }
  });

  const focusCell = useCallback(
    (position: CellPosition) => {
      setActiveCell(position);
      focusPending.current = true;
      virtualizer.scrollToIndex(position.row, { align: "auto" });
    },
    [virtualizer],
  );

  // Read when a cell is used, not a dependency: callbacks that stay the same across live changes let the
  // memoized rows skip re-rendering.
  const issuesNow = useRef(issues);
  issuesNow.current = issues;
  const startEditing = useCallback(
    (row: number, col: number) => {
      const column = columns[col];
      const issue = issuesNow.current[row];
      if (!issue) return;
      if (column.id === "key") onOpenIssue(issue.id);
      else if (canEdit && canEditCell(column, issue, lookups)) {
        setActiveCell({ row, col });
        setEditing(true);
      }
    },
    [columns, canEdit, lookups, onOpenIssue],
  );

  const onCellClick = useCallback(
    (row: number, col: number) => {
      setActiveCell({ row, col });
      const column = columns[col];
      // One click opens pickers and date boxes; the name needs a double click (or Enter) so a stray click never edits.
      if (column.id === "key" || (column.editor && column.editor !== "text")) startEditing(row, col);
    },
    [columns, startEditing],
  );

  const onEditDone = useCallback(() => {
    setEditing(false);
    focusPending.current = true;
  }, []);

  const onSave = useCallback(
    (issueId: string, patch: UpdateIssueBody) => {
      // The host applies the patch to its store at once and rolls back and toasts on failure.
      onUpdateIssue(issueId, patch).catch(() => undefined);
    },
    [onUpdateIssue],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing || (event.target as HTMLElement).getAttribute("role") !== "gridcell") return;
    if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      startEditing(active.row, active.col);
      return;
    }
    if (!NAV_KEYS.has(event.key)) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const next = moveCell(active, event.key, { rows: issues.length, cols: columns.length, page }, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  }

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Issues"
      aria-rowcount={issues.length + 1}
      aria-colcount={columns.length}
      onKeyDown={onKeyDown}
      // A layout boundary: rows coming and going while it scrolls re-lay out the grid, not the screen.
      className="relative h-full min-h-0 overflow-auto [contain:strict]"
      data-testid="spreadsheet-scroll"
    >
      <div style={{ width }} className="min-w-full">
        <SpreadsheetHeader
          columns={columns}
          offsets={offsets}
          width={width}
          orderBy={orderBy}
          onOrderByChange={onOrderByChange}
        />
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize(), width }}>
          {virtualizer.getVirtualItems().map((item) => {
            const issue = issues[item.index];
            const isActiveRow = item.index === active.row;
            return (
              <SpreadsheetRow
                key={issue.id}
                issue={issue}
                index={item.index}
                top={item.start}
                height={item.size}
                width={width}
                columns={columns}
                offsets={offsets}
                lookups={lookups}
                activeCol={isActiveRow ? active.col : null}
                editing={isActiveRow && editing}
                canEdit={canEdit}
                onCellClick={onCellClick}
                onCellDoubleClick={startEditing}
                onSave={onSave}
                onEditDone={onEditDone}
              />
            );
          })}
        </div>
        {issues.length === 0 && <p className="px-3 py-6 text-sm text-fg-muted">No issues match.</p>}
      </div>
    </div>
  );
}
