import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";
import { appPaths } from "../../../lib/paths";
import { useViews } from "../api/use-views";
import type { ViewPlace } from "../api/view-keys";
import { BUILT_IN_VIEWS } from "../lib/built-in-views";
import { viewName } from "../lib/view-access";

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 shrink-0 items-center rounded-md px-2.5 text-sm whitespace-nowrap transition-colors",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** The built-in workspace views, then the saved ones, as tabs over the list. */
export function WorkspaceViewTabs({ place }: { place: ViewPlace }) {
  const views = useViews(place);
  const base = appPaths.views(place.slug, null);
  return (
    <nav
      aria-label="Workspace views"
      className="flex h-10 shrink-0 items-center gap-0.5 overflow-x-auto border-b border-border px-4"
    >
      {BUILT_IN_VIEWS.map((view) => (
        <NavLink key={view.key} to={`${base}/${view.key}`} className={tab}>
          {view.name}
        </NavLink>
      ))}
      {(views.data ?? []).length > 0 && <span aria-hidden className="mx-1 h-4 w-px shrink-0 bg-border" />}
      {(views.data ?? []).map((view) => (
        <NavLink key={view.id} to={`${base}/${view.id}`} className={tab}>
          {viewName(view)}
        </NavLink>
      ))}
    </nav>
  );
}
