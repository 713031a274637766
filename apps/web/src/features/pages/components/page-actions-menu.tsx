import {
  canDuplicatePage,
  canFavoritePage,
  canManagePage,
  PAGE_ACCESS,
  type Page,
  type PageActor,
  pageTitle,
} from "@hangar/contracts";
import {
  Archive,
  ArchiveRestore,
  Copy,
  FolderInput,
  Globe2,
  Link2,
  Lock,
  LockOpen,
  MoreHorizontal,
  Star,
  StarOff,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { copyLink } from "../../../lib/copy-link";
import { absoluteUrl } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { type PagePlace, pagesUrl, pageUrl } from "../api/page-keys";
import { usePageActions } from "../api/use-page-actions";
import { MovePageDialog } from "./move-page-dialog";

type PageActionsMenuProps = {
  place: PagePlace;
  page: Page;
  actor: PageActor;
  /** On the page's own screen: leaving it once it is deleted or moved away. */
  onPage?: boolean;
};

/** Access, lock, archive, duplicate, move, favorite, copy link and delete, each as the page rules allow (spec §6). */
export function PageActionsMenu({ place, page, actor, onPage = false }: PageActionsMenuProps) {
  const actions = usePageActions(place);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const name = pageTitle(page.name);
  const manage = canManagePage(actor, page);
  const archived = page.archived_at !== null;
  const isPrivate = page.access === PAGE_ACCESS.PRIVATE;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          {manage && !archived && (
            <>
              <DropdownMenuItem
                onSelect={() => actions.access.mutate({ page, access: isPrivate ? PAGE_ACCESS.PUBLIC : PAGE_ACCESS.PRIVATE })}
              >
                {isPrivate ? <Globe2 aria-hidden /> : <Lock aria-hidden />} {isPrivate ? "Make public" : "Make private"}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.lock.mutate({ page, locked: !page.is_locked })}>
                {page.is_locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />} {page.is_locked ? "Unlock" : "Lock"}
              </DropdownMenuItem>
            </>
          )}
          {canFavoritePage(actor, page) && !archived && (
            <DropdownMenuItem onSelect={() => actions.favorite.mutate({ page, favorite: !page.is_favorite })}>
              {page.is_favorite ? <StarOff aria-hidden /> : <Star aria-hidden />}{" "}
              {page.is_favorite ? "Remove from favorites" : "Add to favorites"}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void copyLink(absoluteUrl(pageUrl(place, page.id)))}>
            <Link2 aria-hidden /> Copy link
          </DropdownMenuItem>
          {canDuplicatePage(actor, page) && !archived && (
            <DropdownMenuItem
              onSelect={() =>
                actions.duplicate.mutate(
                  { page },
                  {
                    onSuccess: (copy) =>
                      toast.success(`${name} duplicated`, {
                        action: { label: "Open", onClick: () => navigate(pageUrl(place, copy.id)) },
                      }),
                  },
                )
              }
            >
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
          )}
          {manage && (
            <>
              {!archived && (
                <DropdownMenuItem onSelect={() => setMoving(true)}>
                  <FolderInput aria-hidden /> Move to project…
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() =>
                  actions.archive.mutate(
                    { page, archived: !archived },
                    { onSuccess: () => toast.success(`${name} ${archived ? "restored" : "archived"}`) },
                  )
                }
              >
                {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />} {archived ? "Restore" : "Archive"}
              </DropdownMenuItem>
              <DropdownMenuItem danger onSelect={() => setConfirming(true)}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        description="The page and its versions are deleted for everyone. Its sub-pages move to the top."
        confirmLabel="Delete page"
        onConfirm={() => {
          setConfirming(false);
          actions.remove.mutate({ page }, { onSuccess: () => onPage && navigate(pagesUrl(place)) });
        }}
      />
      {moving && (
        <MovePageDialog
          slug={place.slug}
          page={page}
          open={moving}
          onOpenChange={setMoving}
          onMove={(projectId) =>
            actions.move.mutate(
              { page, projectId },
              {
                onSuccess: () => {
                  toast.success(`${name} moved`);
                  if (onPage) navigate(pageUrl({ slug: place.slug, projectId }, page.id));
                },
              },
            )
          }
        />
      )}
    </>
  );
}
