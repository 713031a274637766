import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef, useState } from "react";
import { flattenGroups, type IssueGroup, type ListRow } from "../lib/group-issues";
import type { IssueLookups } from "../lib/lookups";
import { GroupHeader } from "./group-header";
import { IssueRow } from "./issue-row";
import { QuickAdd } from "./quick-add";

const ROW_HEIGHT = 36;

type IssueListProps = {
  groups: IssueGroup[];
  collapsed: ReadonlySet<string>;
  onToggleGroup: (stateId: string) => void;
  lookups: IssueLookups;
  canEdit: boolean;
  selected: ReadonlySet<string>;
  onToggleSelect: (issueId: string, shift: boolean, orderedIds: readonly string[]) => void;
  activeId: string | null;
  hrefFor: (issueId: string) => string;
  onOpen: (issueId: string) => void;
  onQuickAdd: (name: string, stateId: string) => Promise<unknown>;
  onCreateIn: (stateId: string) => void;
};

function rowKey(row: ListRow): string {
  if (row.kind === "group") return `g:${row.group.state.id}`;
  if (row.kind === "quick-add") return `q:${row.state.id}`;
  return row.issue.id;
}

/** Only the rows in view are in the DOM, so a project with thousands of issues scrolls smoothly. */
export function IssueList(props: IssueListProps) {
  const { groups, collapsed, lookups, canEdit, selected, activeId, onToggleSelect } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [quickAddOpen, setQuickAddOpen] = useState<string | null>(null);
  const rows = useMemo(() => flattenGroups(groups, collapsed, canEdit), [groups, collapsed, canEdit]);
  const orderedIds = useMemo(() => rows.flatMap((row) => (row.kind === "issue" ? [row.issue.id] : [])), [rows]);
  const toggleSelect = useCallback(
    (issueId: string, shift: boolean) => onToggleSelect(issueId, shift, orderedIds),
    [onToggleSelect, orderedIds],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rowKey(rows[index]),
    overscan: 15,
  });

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" data-testid="issue-list-scroll">
      <ul aria-label="Issues" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={item.key}
              className="absolute top-0 left-0 w-full"
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row.kind === "group" && (
                <GroupHeader
                  group={row.group}
                  collapsed={row.collapsed}
                  onToggle={props.onToggleGroup}
                  onCreate={canEdit ? props.onCreateIn : undefined}
                />
              )}
              {row.kind === "issue" && (
                <IssueRow
                  issue={row.issue}
                  state={row.state}
                  lookups={lookups}
                  href={props.hrefFor(row.issue.id)}
                  selected={selected.has(row.issue.id)}
                  active={activeId === row.issue.id}
                  selectable={canEdit}
                  onOpen={props.onOpen}
                  onToggleSelect={toggleSelect}
                />
              )}
              {row.kind === "quick-add" && (
                <QuickAdd
                  state={row.state}
                  onCreate={props.onQuickAdd}
                  open={quickAddOpen === row.state.id}
                  onOpenChange={(open) => setQuickAddOpen(open ? row.state.id : null)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
