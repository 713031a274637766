import type { Module, ModuleLink } from "@hangar/contracts";
import { api } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { moduleKeys, modulePath } from "./module-keys";

export type LinkValues = { url: string; title: string };

function linksPath(slug: string, projectId: string, moduleId: string) {
  return `${modulePath(slug, projectId, moduleId)}module-links/`;
}

/** Links live on the module (`link_module`), so every edit rewrites the cached module. */
function onLinks(slug: string, projectId: string, moduleId: string, update: (links: ModuleLink[]) => ModuleLink[]) {
  return [cacheEdit<Module>(moduleKeys.detail(slug, projectId, moduleId), (m) => ({ ...m, link_module: update(m.link_module) }))];
}

export function useModuleLinks(slug: string, projectId: string, moduleId: string) {
  const mutationKey = [...moduleKeys.detail(slug, projectId, moduleId), "links"];
  const path = linksPath(slug, projectId, moduleId);

  const create = useOptimisticMutation<LinkValues, ModuleLink>({
    mutationKey,
    mutationFn: ({ url, title }) => api.post<ModuleLink>(path, title ? { url, title } : { url }),
    edits: ({ url, title }) =>
      onLinks(slug, projectId, moduleId, (links) => [
        ...links,
        {
          id: temporaryId(),
          url,
          title: title || null,
          metadata: {},
          module: moduleId,
          project: projectId,
          workspace: "",
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          created_by: null,
          updated_by: null,
        },
      ]),
    errorTitle: "Couldn't add the link",
  });

  const update = useOptimisticMutation<{ id: string } & LinkValues, ModuleLink>({
    mutationKey,
    mutationFn: ({ id, url, title }) => api.patch<ModuleLink>(`${path}${encodeURIComponent(id)}/`, { url, title }),
    edits: ({ id, url, title }) =>
      onLinks(slug, projectId, moduleId, (links) => links.map((l) => (l.id === id ? { ...l, url, title } : l))),
    errorTitle: "Couldn't update the link",
  });

  const remove = useOptimisticMutation<{ id: string }, void>({
    mutationKey,
    mutationFn: ({ id }) => api.delete(`${path}${encodeURIComponent(id)}/`),
    edits: ({ id }) => onLinks(slug, projectId, moduleId, (links) => links.filter((l) => l.id !== id)),
    errorTitle: "Couldn't remove the link",
  });

  return { create, update, remove };
}
