import {
  SORT_ORDER_STEP,
  STICKY_DEFAULT_COLOR,
  type Sticky,
  type StickyColor,
  stickyEndpoints,
  type UpdateStickyBody,
} from "@hangar/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type CacheEdit, cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { rememberFirstId } from "../lib/sticky-aliases";
import {
  flatStickies,
  insertSticky,
  matchesSearch,
  patchSticky,
  removeSticky,
  replaceSticky,
  type StickyPages,
} from "../lib/sticky-pages";
import { stickyKeys } from "./sticky-keys";

/** One edit per loaded list of the caller's stickies (every search string); the search is the key's last part. */
function editLists(
  queryClient: QueryClient,
  slug: string,
  update: (data: StickyPages, search: string) => StickyPages,
): CacheEdit[] {
  return queryClient.getQueriesData<StickyPages>({ queryKey: stickyKeys.lists(slug) }).map(([queryKey]) => {
    const search = String(queryKey[queryKey.length - 1] ?? "");
    return cacheEdit<StickyPages>(queryKey, (data) => update(data, search));
  });
}

/** The top of the caller's unfiltered list, for a new sticky's place before the server gives it one. */
function topSortOrder(queryClient: QueryClient, slug: string): number {
  const top = flatStickies(queryClient.getQueryData<StickyPages>(stickyKeys.list(slug, "")))[0];
  return (top?.sort_order ?? 0) + SORT_ORDER_STEP;
}

export type NewSticky = { name?: string; description_html?: string; background_color?: StickyColor; sort_order?: number };

/** Writes a sticky; it shows at the top of every list at once under a temporary id (see newStickyId). */
export function useCreateSticky(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<NewSticky & { tempId: string }, Sticky>({
    mutationKey: stickyKeys.all(slug),
    mutationFn: ({ tempId: _tempId, ...body }) => call(stickyEndpoints.create, { params: { slug }, body }),
    edits: ({ tempId, ...body }) => {
      const now = new Date().toISOString();
      const sticky: Sticky = {
        id: tempId,
        name: body.name ?? "",
        description_html: body.description_html ?? "<p></p>",
        description_stripped: "",
        background_color: body.background_color ?? STICKY_DEFAULT_COLOR,
        sort_order: body.sort_order ?? topSortOrder(queryClient, slug),
        owner: "",
        workspace_id: "",
        created_at: now,
        updated_at: now,
      };
      return editLists(queryClient, slug, (data, search) => (matchesSearch(sticky, search) ? insertSticky(data, sticky) : data));
    },
    errorTitle: "Couldn't create the sticky",
    onSuccess: (created, { tempId }, client) => {
      rememberFirstId(created.id, tempId);
      for (const [key] of client.getQueriesData<StickyPages>({ queryKey: stickyKeys.lists(slug) })) {
        client.setQueryData<StickyPages>(key, (data) => data && replaceSticky(data, tempId, created));
      }
    },
  });
}

export const newStickyId = () => temporaryId();

export function useUpdateSticky(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ id: string; changes: UpdateStickyBody }, Sticky>({
    mutationKey: stickyKeys.all(slug),
    mutationFn: ({ id, changes }) => call(stickyEndpoints.update, { params: { slug, stickyId: id }, body: changes }),
    edits: ({ id, changes }) => editLists(queryClient, slug, (data) => patchSticky(data, id, changes)),
    errorTitle: ({ changes }) => (changes.sort_order !== undefined ? "Couldn't move the sticky" : "Couldn't save the sticky"),
  });
}

/** Deletes at once; the toast offers to bring the sticky back (as a new one in the same place). */
export function useDeleteSticky(slug: string) {
  const queryClient = useQueryClient();
  const create = useCreateSticky(slug);
  return useOptimisticMutation<{ sticky: Sticky }, void>({
    mutationKey: stickyKeys.all(slug),
    mutationFn: ({ sticky }) => call(stickyEndpoints.delete, { params: { slug, stickyId: sticky.id } }),
    edits: ({ sticky }) => editLists(queryClient, slug, (data) => removeSticky(data, sticky.id)),
    errorTitle: "Couldn't delete the sticky",
    onSuccess: (_result, { sticky }) =>
      toast("Sticky deleted", {
        action: {
          label: "Undo",
          onClick: () =>
            create.mutate({
              tempId: newStickyId(),
              name: sticky.name,
              description_html: sticky.description_html,
              background_color: sticky.background_color,
              sort_order: sticky.sort_order,
            }),
        },
      }),
  });
}
