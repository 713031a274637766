import type { WorkspaceBuiltInView } from "@hangar/contracts";
import { AtSign, Bell, Layers, type LucideIcon, PenLine } from "lucide-react";
import { Link } from "react-router";
import { BUILT_IN_VIEWS } from "../lib/built-in-views";

export const BUILT_IN_ICONS: Record<WorkspaceBuiltInView, LucideIcon> = {
  "all-issues": Layers,
  assigned: AtSign,
  created: PenLine,
  subscribed: Bell,
};

/** The built-in workspace views as rows of the views list, matching the search. */
export function BuiltInViewRows({ slug, search }: { slug: string; search: string }) {
  const query = search.trim().toLowerCase();
  const rows = BUILT_IN_VIEWS.filter((view) => view.name.toLowerCase().includes(query));
  if (rows.length === 0) return null;
  return (
    <ul aria-label="Built-in views" className="divide-y divide-border/60 border-b border-border">
      {rows.map((view) => {
        const Icon = BUILT_IN_ICONS[view.key];
        return (
          <li key={view.key} className="flex min-h-12 items-center gap-3 px-5 py-1.5 hover:bg-surface-hover">
            <Icon className="size-4 shrink-0 text-fg-subtle" aria-hidden />
            <div className="min-w-0 flex-1">
              <Link
                to={`/${slug}/workspace-views/${view.key}`}
                className="block truncate text-sm font-medium text-fg focus-visible:underline focus-visible:outline-none"
              >
                {view.name}
              </Link>
              <p className="truncate text-xs text-fg-muted">{view.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
