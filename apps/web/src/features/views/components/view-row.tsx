import { type IssueView, VIEW_ACCESS } from "@hangar/contracts";
import { Globe2, Layers, Lock } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { FavoriteStar } from "../../../components/ui/favorite-star";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { useToggleFavoriteView } from "../api/use-view-mutations";
import { type ViewPlace, viewUrl } from "../api/view-keys";
import { viewName } from "../lib/view-access";
import { ViewActionsMenu } from "./view-actions-menu";

export type ViewPerson = { name: string; avatar: string | null };

type ViewRowProps = {
  place: ViewPlace;
  view: IssueView;
  owner: ViewPerson | undefined;
  canManage: boolean;
  /** Project views can be starred by Members; workspace views have no favorites. */
  canFavorite: boolean;
  onEdit: (view: IssueView) => void;
};

export function ViewRow({ place, view, owner, canManage, canFavorite, onEdit }: ViewRowProps) {
  const favorite = useToggleFavoriteView(place);
  const name = viewName(view);
  const archived = view.archived_at !== null;
  const isPrivate = view.access === VIEW_ACCESS.PRIVATE;
  const AccessIcon = isPrivate ? Lock : Globe2;
  return (
    <li className="group flex min-h-12 items-center gap-3 px-5 py-1.5 hover:bg-surface-hover">
      <Layers className="size-4 shrink-0 text-fg-subtle" aria-hidden />
      <div className="min-w-0 flex-1">
        <Link
          to={viewUrl(place, view.id)}
          className={cn(
            "block truncate text-sm font-medium focus-visible:underline focus-visible:outline-none",
            view.name.trim() ? "text-fg" : "text-fg-muted italic",
          )}
        >
          {name}
        </Link>
        {view.description && <p className="truncate text-xs text-fg-muted">{view.description}</p>}
      </div>
      {view.is_locked && (
        <Tooltip content="Locked: its filters and display can't change until it's unlocked">
          <span className="flex size-6 items-center justify-center text-fg-subtle">
            <Lock className="size-3.5" aria-hidden />
            <span className="sr-only">Locked</span>
          </span>
        </Tooltip>
      )}
      <Tooltip content={isPrivate ? "Private: only you can see it" : "Public: everyone here can see it"}>
        <span className="flex items-center gap-1 text-xs text-fg-muted">
          <AccessIcon className="size-3.5" aria-hidden />
          {isPrivate ? "Private" : "Public"}
        </span>
      </Tooltip>
      <span className="flex w-6 shrink-0 justify-center">
        {owner && <Avatar name={owner.name} src={owner.avatar} size="md" label={`Owner: ${owner.name}`} />}
      </span>
      {canFavorite && !archived ? (
        <FavoriteStar
          name={name}
          favorite={view.is_favorite}
          onToggle={() => favorite.mutate({ id: view.id, favorite: !view.is_favorite })}
          inRow
        />
      ) : (
        <span className="size-7 shrink-0" />
      )}
      <ViewActionsMenu place={place} view={view} canManage={canManage} onEdit={() => onEdit(view)} />
    </li>
  );
}
