import { PAGE_ACCESS, type Page, type PageAccess, type PageDetail } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { favoriteListEdit } from "../../../lib/favorite-list";
import { PAGE_MESSAGES } from "../lib/page-messages";
import { pageApi } from "./page-api";
import { type PagePlace, pageKeys } from "./page-keys";
import { usePageMutation } from "./use-page-mutation";

const now = () => new Date().toISOString();

/** Every action of the page menu, each optimistic with rollback (spec §4, §6). */
export function usePageActions(place: PagePlace) {
  const queryClient = useQueryClient();
  const setDetail = (page: PageDetail) => queryClient.setQueryData(pageKeys.page(place, page.id), page);
  /** The page's entry in the favorites sidebar; archiving, deleting and moving a page take it out (the server does). */
  const sidebar = (page: Page, favorite: boolean) =>
    favoriteListEdit(
      queryClient,
      place.slug,
      { type: "page", id: page.id, projectId: place.projectId, name: page.name, logo_props: page.logo_props },
      favorite,
    );

  const rename = usePageMutation<{ page: Page; name: string }, PageDetail>({
    place,
    run: ({ page, name }) => pageApi.update(place, page.id, { name }),
    patch: ({ page, name }) => ({ id: page.id, change: (p) => ({ ...p, name }) }),
    errorTitle: "Couldn't rename the page",
    onSuccess: setDetail,
  });
  const access = usePageMutation<{ page: Page; access: PageAccess }, PageDetail>({
    place,
    run: ({ page, access: value }) => pageApi.access(place, page.id, value),
    patch: ({ page, access: value }) => ({ id: page.id, change: (p) => ({ ...p, access: value }) }),
    errorTitle: ({ access: value }) => `Couldn't make the page ${value === PAGE_ACCESS.PRIVATE ? "private" : "public"}`,
    onSuccess: setDetail,
  });
  const lock = usePageMutation<{ page: Page; locked: boolean }, PageDetail>({
    place,
    run: ({ page, locked }) => pageApi.lock(place, page.id, locked),
    patch: ({ page, locked }) => ({ id: page.id, change: (p) => ({ ...p, is_locked: locked }) }),
    errorTitle: ({ locked }) => (locked ? "Couldn't lock the page" : "Couldn't unlock the page"),
    onSuccess: setDetail,
  });
  const archive = usePageMutation<{ page: Page; archived: boolean }>({
    place,
    run: ({ page, archived }) => pageApi.archive(place, page.id, archived),
    patch: ({ page, archived }) => ({ id: page.id, change: (p) => ({ ...p, archived_at: archived ? now() : null }) }),
    errorTitle: ({ archived }) => (archived ? "Couldn't archive the page" : "Couldn't restore the page"),
    also: ({ page, archived }) => (archived ? [sidebar(page, false)] : []),
  });
  const favorite = usePageMutation<{ page: Page; favorite: boolean }>({
    place,
    run: ({ page, favorite: on }) => pageApi.favorite(place, page.id, on),
    patch: ({ page, favorite: on }) => ({ id: page.id, change: (p) => ({ ...p, is_favorite: on }) }),
    errorTitle: ({ favorite: on }) => (on ? "Couldn't add the page to favorites" : "Couldn't remove the page from favorites"),
    also: ({ page, favorite: on }) => [sidebar(page, on)],
  });
  const remove = usePageMutation<{ page: Page }>({
    place,
    run: ({ page }) => pageApi.remove(place, page.id),
    patch: ({ page }) => ({ id: page.id, change: () => null }),
    errorTitle: PAGE_MESSAGES.remove,
    also: ({ page }) => [sidebar(page, false)],
  });
  const move = usePageMutation<{ page: Page; projectId: string }, PageDetail>({
    place,
    run: ({ page, projectId }) => pageApi.move(place, page.id, projectId),
    patch: ({ page }) => ({ id: page.id, change: () => null }),
    errorTitle: "Couldn't move the page",
    also: ({ page }) => [sidebar(page, false)],
  });
  const duplicate = usePageMutation<{ page: Page }, PageDetail>({
    place,
    run: ({ page }) => pageApi.duplicate(place, page.id),
    // The copy appears when the server has made it; nothing to show before.
    patch: ({ page }) => ({ id: page.id, change: (p) => p }),
    errorTitle: "Couldn't duplicate the page",
  });
  return { rename, access, lock, archive, favorite, remove, move, duplicate };
}
