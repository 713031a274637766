import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef, useState } from "react";
import { GroupIcon } from "../components/group-icon";
import { QuickAdd } from "../components/quick-add";
import { type ListLayoutProps, loadingFlag } from "../lib/layout-props";
import { ListGroupHeader } from "./list-group-header";
import { ListIssueRow } from "./list-issue-row";
import { flattenView, orderedIssueIds } from "./list-rows";
import { LoadMoreRow } from "./load-more-row";

const ROW_HEIGHT = 36;

/**
 * Spec §2 list layout: issues grouped by any grouping, groups folded per user, and only the rows in
 * view in the DOM, so a project with thousands of issues scrolls smoothly.
 */
export function ListLayout(props: ListLayoutProps) {
  const { view, groupBy, collapsed, lookups, canEdit, selected, activeId, onToggleSelect, displayProperties } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [quickAddOpen, setQuickAddOpen] = useState<string | null>(null);
  const quickAdd = props.quickAdd && canEdit;
  const rows = useMemo(
    () => flattenView(view, { groupBy, collapsed, quickAdd, lookups }),
    [view, groupBy, collapsed, quickAdd, lookups],
  );
  // Read when a checkbox is clicked, not built on every change: a callback that stays the same lets the
  // memoized rows skip re-rendering when one issue of 10,000 changes.
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  const toggleSelect = useCallback(
    (issueId: string, shift: boolean) => onToggleSelect(issueId, shift, orderedIssueIds(rowsNow.current)),
    [onToggleSelect],
  );

  // Every row is ROW_HEIGHT and none is measured, so the virtualizer places rows by index alone and React
  // keys them by what they show (below). A key function of the rows would change with every live batch and
  // make the virtualizer recompute the places of all 10,000 rows each time.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A few rows beyond the screen each side: every mounted row is styled, laid out and painted again on
    // each frame of a scroll, so a wider margin costs frames (15 held the list below 50 fps at 10,000 rows).
    overscan: 8,
  });

  return (
    // Strict containment makes the scroller a layout boundary: rows coming and going while it scrolls
    // re-lay out the list, not the whole screen around it.
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-y-auto [contain:strict]"
      data-testid="issue-list-scroll"
      data-scroll-root
    >
      <ul aria-label="Issues" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={row.key}
              // Each row lays out on its own: a row coming into view costs only itself. Placed by `top`, without
              // a transform or paint containment: each would give every row its own property node for the
              // compositor to sort out again on every frame of a scroll.
              className="absolute left-0 w-full [contain:size_layout_style]"
              style={{ height: item.size, top: item.start }}
            >
              {row.kind === "group" && (
                <ListGroupHeader
                  group={row.group}
                  meta={row.meta}
                  collapsed={row.collapsed}
                  onToggle={props.onToggleGroup}
                  onCreate={quickAdd ? props.onCreateIn : undefined}
                />
              )}
              {row.kind === "issue" && (
                <ListIssueRow
                  issue={row.issue}
                  lookups={lookups}
                  show={displayProperties}
                  href={props.hrefFor(row.issue.id)}
                  selected={selected.has(row.issue.id)}
                  active={activeId === row.issue.id}
                  selectable={canEdit}
                  onOpen={props.onOpenIssue}
                  onToggleSelect={toggleSelect}
                />
              )}
              {row.kind === "load-more" && (
                <LoadMoreRow
                  groupName={groupBy ? row.meta.name : null}
                  remaining={Math.max(0, row.group.count - row.group.issues.length)}
                  loading={props.loading.has(loadingFlag(row.group.key))}
                  failed={props.failed?.has(loadingFlag(row.group.key)) ?? false}
                  onLoad={() => props.onLoadMore(row.group.key)}
                />
              )}
              {row.kind === "quick-add" && (
                <QuickAdd
                  groupName={groupBy ? row.meta.name : "this list"}
                  icon={groupBy ? <GroupIcon meta={row.meta} /> : undefined}
                  onCreate={(name) => props.onQuickAdd(name, row.group.key)}
                  open={quickAddOpen === row.group.key}
                  onOpenChange={(open) => setQuickAddOpen(open ? row.group.key : null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
