import type { Favorite } from "@hangar/contracts";
import { Boxes, FileText, Layers2, RefreshCcw } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";
import { ProjectLogo } from "../../projects";
import { favoriteLabel, favoriteLink } from "../lib/favorite-link";
import { DropLine, useFavoriteDrag } from "./favorite-dnd";
import { type FavoriteActions, FavoriteMenu } from "./favorite-menu";

export type Starred = Exclude<Favorite, { entity_type: "folder" }>;

const icons = { cycle: RefreshCcw, module: Boxes, view: Layers2, page: FileText } as const;

export const rowClasses = (active: boolean, nested: boolean) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md pr-2 text-sm transition-colors group-hover/favorite:pr-8 [&_svg]:size-3.5 [&_svg]:shrink-0",
    nested ? "pl-7" : "pl-2",
    active ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

/** A starred thing's icon: the project's own logo, or the kind's icon. */
function FavoriteIcon({ favorite }: { favorite: Starred }) {
  if (favorite.entity_type === "project") return <ProjectLogo project={favorite.entity_data} size="sm" />;
  const Icon = icons[favorite.entity_type];
  return <Icon aria-hidden />;
}

/** How a starred thing looks while it is dragged. */
export function StarredPreview({ slug, favorite }: { slug: string; favorite: Starred }) {
  const link = favoriteLink(slug, favorite);
  return (
    <div className={cn(rowClasses(false, false), "w-52 bg-surface-raised text-fg shadow-popover")}>
      <FavoriteIcon favorite={favorite} />
      <span className="min-w-0 flex-1 truncate">{link.title}</span>
    </div>
  );
}

type FavoriteItemProps = { slug: string; favorite: Starred; nested: boolean; actions: FavoriteActions };

/** A starred project, cycle, module, view or page: a link to it, its project's identifier, and its menu. */
export function FavoriteItem({ slug, favorite, nested, actions }: FavoriteItemProps) {
  const { ref, listeners, dragging, hint } = useFavoriteDrag(favorite);
  const link = favoriteLink(slug, favorite);
  return (
    <div ref={ref} {...listeners} className={cn("group/favorite relative", dragging && "opacity-40")}>
      <NavLink
        to={link.to}
        draggable={false}
        aria-label={favoriteLabel(link)}
        className={({ isActive }) => rowClasses(isActive, nested)}
      >
        <FavoriteIcon favorite={favorite} />
        <span className="min-w-0 flex-1 truncate">{link.title}</span>
        {link.project && (
          <span className="shrink-0 font-mono text-2xs text-fg-subtle group-hover/favorite:hidden">
            {link.project.identifier}
          </span>
        )}
      </NavLink>
      <FavoriteMenu
        favorite={favorite}
        name={link.title}
        {...actions}
        className="absolute top-0.5 right-0.5 opacity-0 group-hover/favorite:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
      />
      {(hint === "before" || hint === "after") && <DropLine where={hint} />}
    </div>
  );
}
