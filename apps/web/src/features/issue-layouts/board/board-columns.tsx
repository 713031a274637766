import { groupMeta } from "../lib/group-meta";
import type { BoardLayoutProps } from "../lib/layout-props";
import { BoardColumnHeader } from "./board-column-header";
import type { CellRenderer } from "./board-layout";

type BoardColumnsProps = BoardLayoutProps & { renderCell: CellRenderer };

/** One region per group, named by the group, side by side and scrolled sideways. */
export function BoardColumns({
  view,
  groupBy,
  lookups,
  collapsed,
  onToggleGroup,
  onCreateIn,
  quickAdd,
  renderCell,
}: BoardColumnsProps) {
  return (
    <div className="flex min-h-0 flex-1 gap-3 overflow-x-auto px-4 py-3" data-testid="board-scroll">
      {view.groups.map((group) => {
        const meta = groupMeta(groupBy, group.key, lookups);
        const folded = collapsed.has(group.key);
        return (
          <section
            key={group.key}
            aria-label={meta.name}
            className={folded ? "flex shrink-0 flex-col" : "flex w-72 shrink-0 flex-col"}
          >
            <BoardColumnHeader
              meta={meta}
              count={group.count}
              points={group.points}
              collapsed={folded}
              onToggle={() => onToggleGroup(group.key)}
              onCreate={quickAdd && onCreateIn ? () => onCreateIn(group.key) : undefined}
            />
            {!folded && (
              <div className="min-h-0 flex-1 overflow-y-auto" data-scroll-root>
                {renderCell(group, group.key)}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
