import { canFavoritePage, PAGE_ACCESS, type Page, type PageActor, pageTitle } from "@hangar/contracts";
import { FileText, Globe2, Lock } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar";
import { FavoriteStar } from "../../../components/ui/favorite-star";
import { Tooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { type PagePlace, pageUrl } from "../api/page-keys";
import { usePageActions } from "../api/use-page-actions";
import type { PagePerson } from "../api/use-page-people";
import { PageActionsMenu } from "./page-actions-menu";
import { RelativeTime } from "./relative-time";

type PageRowProps = { place: PagePlace; page: Page; owner: PagePerson | undefined; actor: PageActor };

/** One page of the list: title, lock, access, owner, last change, favorite star and actions. */
export function PageRow({ place, page, owner, actor }: PageRowProps) {
  const { favorite } = usePageActions(place);
  const name = pageTitle(page.name);
  const isPrivate = page.access === PAGE_ACCESS.PRIVATE;
  const AccessIcon = isPrivate ? Lock : Globe2;
  return (
    <li className="group flex min-h-11 items-center gap-3 px-5 py-1 hover:bg-surface-hover" data-testid="page-row">
      <FileText className="size-4 shrink-0 text-fg-subtle" aria-hidden />
      <Link
        to={pageUrl(place, page.id)}
        className={cn(
          "min-w-0 flex-1 truncate text-sm font-medium focus-visible:underline focus-visible:outline-none",
          page.name.trim() ? "text-fg" : "text-fg-muted italic",
        )}
      >
        {name}
      </Link>
      {page.is_locked && (
        <Tooltip content="Locked: nobody can edit it until it's unlocked">
          <span className="flex items-center text-fg-subtle">
            <Lock className="size-3.5" aria-hidden />
            <span className="sr-only">Locked</span>
          </span>
        </Tooltip>
      )}
      <Tooltip content={isPrivate ? "Private: only its owner can see it" : "Public: everyone in the project can read it"}>
        <span className="flex items-center gap-1 text-xs text-fg-muted">
          <AccessIcon className="size-3.5" aria-hidden />
          {isPrivate ? "Private" : "Public"}
        </span>
      </Tooltip>
      <RelativeTime
        iso={page.updated_at}
        prefix="Updated"
        className="w-48 shrink-0 whitespace-nowrap text-right text-xs text-fg-subtle"
      />
      <span className="flex w-6 shrink-0 justify-center">
        {owner && <Avatar name={owner.name} src={owner.avatar} size="md" label={`Owner: ${owner.name}`} />}
      </span>
      {canFavoritePage(actor, page) && page.archived_at === null ? (
        <FavoriteStar
          name={name}
          favorite={page.is_favorite}
          onToggle={() => favorite.mutate({ page, favorite: !page.is_favorite })}
          inRow
        />
      ) : (
        <span className="size-7 shrink-0" />
      )}
      <PageActionsMenu place={place} page={page} actor={actor} />
    </li>
  );
}
