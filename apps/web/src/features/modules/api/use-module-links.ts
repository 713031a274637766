import { type Module, type ModuleLink, moduleEndpoints as modules } from "@hangar/contracts";
import { call } from "../../../lib/api";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { moduleKeys } from "./module-keys";

export type LinkValues = { url: string; title: string };

/** Links live on the module (`link_module`), so every edit rewrites the cached module. */
function onLinks(slug: string, projectId: string, moduleId: string, update: (links: ModuleLink[]) => ModuleLink[]) {
  return [cacheEdit<Module>(moduleKeys.detail(slug, projectId, moduleId), (m) => ({ ...m, link_module: update(m.link_module) }))];
}

export function useModuleLinks(slug: string, projectId: string, moduleId: string) {
  const mutationKey = moduleKeys.links(slug, projectId, moduleId);
  const params = { slug, projectId, moduleId };

  const create = useOptimisticMutation<LinkValues, ModuleLink>({
    mutationKey,
    mutationFn: ({ url, title }) => call(modules.createLink, { params, body: title ? { url, title } : { url } }),
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
    mutationFn: ({ id, url, title }) => call(modules.updateLink, { params: { ...params, linkId: id }, body: { url, title } }),
    edits: ({ id, url, title }) =>
      onLinks(slug, projectId, moduleId, (links) => links.map((l) => (l.id === id ? { ...l, url, title } : l))),
    errorTitle: "Couldn't update the link",
  });

  const remove = useOptimisticMutation<{ id: string }, void>({
    mutationKey,
    mutationFn: ({ id }) => call(modules.deleteLink, { params: { ...params, linkId: id } }),
    edits: ({ id }) => onLinks(slug, projectId, moduleId, (links) => links.filter((l) => l.id !== id)),
    errorTitle: "Couldn't remove the link",
  });

  return { create, update, remove };
}
