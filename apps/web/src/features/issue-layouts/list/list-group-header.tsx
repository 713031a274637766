import { ChevronRight, Plus } from "lucide-react";
import { cn } from "../../../lib/cn";
import { GroupIcon } from "../components/group-icon";
import { GroupPoints } from "../components/group-points";
import type { GroupMeta } from "../lib/group-meta";
import type { DisplayGroup } from "../lib/view-groups";

type ListGroupHeaderProps = {
  group: DisplayGroup;
  meta: GroupMeta;
  collapsed: boolean;
  onToggle: (key: string) => void;
  onCreate?: (key: string) => void;
};

/** A group's title row: fold it, see how many issues the whole filtered set has in it, add one. */
export function ListGroupHeader({ group, meta, collapsed, onToggle, onCreate }: ListGroupHeaderProps) {
  const noun = group.count === 1 ? "issue" : "issues";
  return (
    <div className="flex h-9 items-center gap-1 border-b border-border bg-surface-hover/50 pr-3 pl-1">
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-label={`${meta.name}, ${group.count} ${noun}`}
        onClick={() => onToggle(group.key)}
        className="flex h-7 min-w-0 items-center gap-2 rounded px-1.5 text-sm hover:bg-surface-active"
      >
        <ChevronRight aria-hidden className={cn("size-3.5 text-fg-subtle transition-transform", !collapsed && "rotate-90")} />
        <GroupIcon meta={meta} />
        <span className="truncate font-medium text-fg">{meta.name}</span>
        <span className="text-xs text-fg-subtle">{group.count}</span>
      </button>
      <GroupPoints points={group.points} />
      {onCreate && (
        <button
          type="button"
          aria-label={`New issue in ${meta.name}`}
          onClick={() => onCreate(group.key)}
          className="ml-auto flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-surface-active hover:text-fg"
        >
          <Plus className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
