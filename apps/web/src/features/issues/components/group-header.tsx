import { ChevronRight, Plus } from "lucide-react";
import { cn } from "../../../lib/cn";
import type { IssueGroup } from "../lib/group-issues";

type GroupHeaderProps = {
  group: IssueGroup;
  collapsed: boolean;
  onToggle: (stateId: string) => void;
  onCreate?: (stateId: string) => void;
};

export function GroupHeader({ group, collapsed, onToggle, onCreate }: GroupHeaderProps) {
  const { state, issues } = group;
  return (
    <div className="flex h-9 items-center gap-1 border-b border-border bg-surface-hover/50 pr-3 pl-1">
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-label={`${state.name}, ${issues.length} ${issues.length === 1 ? "issue" : "issues"}`}
        onClick={() => onToggle(state.id)}
        className="flex h-7 min-w-0 items-center gap-2 rounded px-1.5 text-sm hover:bg-surface-active"
      >
        <ChevronRight aria-hidden className={cn("size-3.5 text-fg-subtle transition-transform", !collapsed && "rotate-90")} />
        <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: state.color }} />
        <span className="truncate font-medium text-fg">{state.name}</span>
        <span className="text-xs text-fg-subtle">{issues.length}</span>
      </button>
      {onCreate && (
        <button
          type="button"
          aria-label={`New issue in ${state.name}`}
          onClick={() => onCreate(state.id)}
          className="ml-auto flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-surface-active hover:text-fg"
        >
          <Plus className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
