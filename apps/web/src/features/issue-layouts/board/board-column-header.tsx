import { ChevronsLeftRight, Minimize2, Plus } from "lucide-react";
import { GroupIcon } from "../components/group-icon";
import { GroupPoints } from "../components/group-points";
import type { GroupMeta } from "../lib/group-meta";

type BoardColumnHeaderProps = {
  meta: GroupMeta;
  count: number;
  /** Estimate points of the whole group, when the list sums them. */
  points?: number | null;
  collapsed: boolean;
  onToggle: () => void;
  onCreate?: () => void;
};

/** A column's title: its group, how many issues the whole filtered set has there, fold and add. */
export function BoardColumnHeader({ meta, count, points, collapsed, onToggle, onCreate }: BoardColumnHeaderProps) {
  if (collapsed) {
    return (
      <button
        type="button"
        aria-expanded={false}
        aria-label={`Expand ${meta.name}, ${count} ${count === 1 ? "issue" : "issues"}`}
        onClick={onToggle}
        className="flex h-full w-9 flex-col items-center gap-2 rounded-md py-2 text-sm hover:bg-surface-hover"
      >
        <ChevronsLeftRight className="size-3.5 text-fg-subtle" aria-hidden />
        <GroupIcon meta={meta} />
        <span className="text-xs text-fg-subtle">{count}</span>
        <span className="truncate font-medium text-fg [writing-mode:vertical-rl]">{meta.name}</span>
      </button>
    );
  }
  return (
    <div className="flex h-8 items-center gap-2 px-1">
      <GroupIcon meta={meta} />
      <h3 className="min-w-0 truncate text-sm font-medium text-fg">{meta.name}</h3>
      <span className="text-xs text-fg-subtle">
        {count}
        <span className="sr-only"> {count === 1 ? "issue" : "issues"}</span>
      </span>
      <GroupPoints points={points} />
      <span className="ml-auto flex items-center">
        <button
          type="button"
          aria-expanded
          aria-label={`Collapse ${meta.name}`}
          onClick={onToggle}
          className="flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg"
        >
          <Minimize2 className="size-3.5" aria-hidden />
        </button>
        {onCreate && (
          <button
            type="button"
            aria-label={`New issue in ${meta.name}`}
            onClick={onCreate}
            className="flex size-6 items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg"
          >
            <Plus className="size-3.5" aria-hidden />
          </button>
        )}
      </span>
    </div>
  );
}
