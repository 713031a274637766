import { ChevronRight } from "lucide-react";
import { cn } from "../../../lib/cn";
import { GroupIcon } from "../components/group-icon";
import { groupMeta } from "../lib/group-meta";
import type { BoardLayoutProps } from "../lib/layout-props";
import type { DisplayGroup } from "../lib/view-groups";
import { BoardColumnHeader } from "./board-column-header";
import type { CellRenderer } from "./board-layout";

type BoardSwimlanesProps = BoardLayoutProps & { lanes: DisplayGroup[]; renderCell: CellRenderer };

const laneFold = (key: string) => `lane:${key}`;

/** Sub-grouped board: the column headers once on top, then one horizontal lane per sub-group. */
export function BoardSwimlanes(props: BoardSwimlanesProps) {
  const { view, lanes, groupBy, subGroupBy, lookups, collapsed, onToggleGroup, onCreateIn, quickAdd, renderCell } = props;
  const columns = view.groups.map((group) => ({
    group,
    meta: groupMeta(groupBy, group.key, lookups),
    folded: collapsed.has(group.key),
  }));
  const width = (folded: boolean) => (folded ? "w-9" : "w-72");
  return (
    <div className="min-h-0 flex-1 overflow-auto px-4 pb-3" data-testid="board-scroll" data-scroll-root>
      <div className="sticky top-0 z-10 flex gap-3 bg-canvas pt-3 pb-1">
        {columns.map(({ group, meta, folded }) => (
          <section key={group.key} aria-label={meta.name} className={cn("shrink-0", width(folded))}>
            <BoardColumnHeader
              meta={meta}
              count={group.count}
              points={group.points}
              collapsed={folded}
              onToggle={() => onToggleGroup(group.key)}
              onCreate={quickAdd && onCreateIn ? () => onCreateIn(group.key) : undefined}
            />
          </section>
        ))}
      </div>
      {lanes.map((lane) => {
        const laneMeta = groupMeta(subGroupBy, lane.key, lookups);
        const folded = collapsed.has(laneFold(lane.key));
        return (
          <section key={lane.key} aria-label={`${laneMeta.name} swimlane`} className="border-t border-border pt-1">
            <button
              type="button"
              aria-expanded={!folded}
              aria-label={`${laneMeta.name}, ${lane.count} ${lane.count === 1 ? "issue" : "issues"}`}
              onClick={() => onToggleGroup(laneFold(lane.key))}
              className="sticky left-0 flex h-8 items-center gap-2 rounded px-1.5 text-sm hover:bg-surface-hover"
            >
              <ChevronRight aria-hidden className={cn("size-3.5 text-fg-subtle transition-transform", !folded && "rotate-90")} />
              <GroupIcon meta={laneMeta} />
              <span className="font-medium text-fg">{laneMeta.name}</span>
              <span className="text-xs text-fg-subtle">{lane.count}</span>
            </button>
            {!folded && (
              <div className="flex gap-3 pb-2">
                {columns.map(({ group, meta, folded: columnFolded }) => (
                  <section
                    key={group.key}
                    aria-label={`${meta.name}, ${laneMeta.name}`}
                    className={cn("shrink-0", width(columnFolded))}
                  >
                    {!columnFolded && renderCell(view.cell(group.key, lane.key), group.key, lane.key)}
                  </section>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
