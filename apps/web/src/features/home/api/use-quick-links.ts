import { homeEndpoints, type QuickLink } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { homeKeys } from "./home-keys";

export function useQuickLinks(slug: string) {
  return useQuery({
    queryKey: homeKeys.quickLinks(slug),
    queryFn: ({ signal }) => call(homeEndpoints.listQuickLinks, { params: { slug }, signal }),
  });
}

export type QuickLinkInput = { url: string; title: string | null };

const edit = (slug: string, update: (links: QuickLink[]) => QuickLink[]) => [
  cacheEdit<QuickLink[]>(homeKeys.quickLinks(slug), update),
];

/**
 * Adds a link at once (under a temporary id) and swaps in the server's row; the dialog shows a refusal
 * under its fields, so there is no toast.
 */
export function useCreateQuickLink(slug: string) {
  return useOptimisticMutation<QuickLinkInput & { tempId: string }, QuickLink>({
    mutationKey: homeKeys.quickLinks(slug),
    mutationFn: ({ tempId: _tempId, ...body }) => call(homeEndpoints.createQuickLink, { params: { slug }, body }),
    edits: ({ tempId, url, title }) => {
      const now = new Date().toISOString();
      const link: QuickLink = { id: tempId, url, title, workspace_id: "", owner: "", created_at: now, updated_at: now };
      return edit(slug, (links) => [...links, link]);
    },
    errorTitle: false,
    onSuccess: (created, { tempId }, client) =>
      client.setQueryData<QuickLink[]>(homeKeys.quickLinks(slug), (links) => links?.map((l) => (l.id === tempId ? created : l))),
  });
}

export const newQuickLinkId = () => temporaryId();

export function useUpdateQuickLink(slug: string) {
  return useOptimisticMutation<{ id: string } & QuickLinkInput, QuickLink>({
    mutationKey: homeKeys.quickLinks(slug),
    mutationFn: ({ id, ...body }) => call(homeEndpoints.updateQuickLink, { params: { slug, quickLinkId: id }, body }),
    edits: ({ id, url, title }) => edit(slug, (links) => links.map((l) => (l.id === id ? { ...l, url, title } : l))),
    errorTitle: false,
  });
}

/** Deletes at once; the toast offers to add it back. */
export function useDeleteQuickLink(slug: string) {
  const create = useCreateQuickLink(slug);
  return useOptimisticMutation<{ link: QuickLink }, void>({
    mutationKey: homeKeys.quickLinks(slug),
    mutationFn: ({ link }) => call(homeEndpoints.deleteQuickLink, { params: { slug, quickLinkId: link.id } }),
    edits: ({ link }) => edit(slug, (links) => links.filter((l) => l.id !== link.id)),
    errorTitle: "Couldn't delete the quick link",
    onSuccess: (_result, { link }) => {
      toast("Quick link deleted", {
        action: { label: "Undo", onClick: () => create.mutate({ tempId: newQuickLinkId(), url: link.url, title: link.title }) },
      });
    },
  });
}
