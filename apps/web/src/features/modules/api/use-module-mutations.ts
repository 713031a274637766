import {
  type CreateModuleBody,
  emptyGroupProgress,
  type Module,
  moduleEndpoints as modules,
  type UpdateModuleBody,
} from "@hangar/contracts";
import { call } from "../../../lib/api";
import { type ArchivableCache, editEverywhere, useArchiveToggle, useFavoriteToggle } from "../../../lib/use-archivable-mutations";
import { cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { moduleKeys } from "./module-keys";

/** Where modules are cached: the list, the archived list and each module's detail. */
const moduleCache = (slug: string, projectId: string): ArchivableCache => ({
  noun: "module",
  mutationKey: moduleKeys.all(slug, projectId),
  list: moduleKeys.list(slug, projectId),
  archived: moduleKeys.archived(slug, projectId),
  detail: (id) => moduleKeys.detail(slug, projectId, id),
  star: { slug, type: "module", projectId },
});

/** The wire body names people `lead`/`members`; the module reads them back as `lead_id`/`member_ids`. */
export function applyModuleChanges(module: Module, changes: UpdateModuleBody): Module {
  const { lead, members, ...rest } = changes;
  return {
    ...module,
    ...rest,
    ...(lead !== undefined && { lead_id: lead }),
    ...(members !== undefined && { member_ids: members }),
  } as Module;
}

function newModule(id: string, projectId: string, body: CreateModuleBody): Module {
  const now = new Date().toISOString();
  return applyModuleChanges(
    {
      ...emptyGroupProgress(),
      id,
      workspace_id: "",
      project_id: projectId,
      name: body.name,
      description: "",
      status: "backlog",
      lead_id: null,
      member_ids: [],
      start_date: null,
      target_date: null,
      sort_order: 0,
      archived_at: null,
      is_favorite: false,
      view_props: {},
      logo_props: {},
      link_module: [],
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
    },
    body,
  );
}

export function useCreateModule(slug: string, projectId: string) {
  const key = moduleKeys.list(slug, projectId);
  return useOptimisticMutation<{ body: CreateModuleBody; tempId: string }, Module>({
    mutationKey: key,
    mutationFn: ({ body }) => call(modules.create, { params: { slug, projectId }, body }),
    edits: ({ body, tempId }) => [cacheEdit<Module[]>(key, (modules) => [...modules, newModule(tempId, projectId, body)])],
    // The form shows the server's message under the field it names.
    errorTitle: false,
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<Module[]>(key, (modules) => modules?.map((m) => (m.id === tempId ? created : m))),
  });
}

export function newModuleTempId(): string {
  return temporaryId();
}

export function useUpdateModule(slug: string, projectId: string, errorTitle: string | false = "Couldn't update the module") {
  return useOptimisticMutation<{ id: string; changes: UpdateModuleBody }, Module>({
    mutationKey: moduleKeys.all(slug, projectId),
    mutationFn: ({ id, changes }) => call(modules.update, { params: { slug, projectId, moduleId: id }, body: changes }),
    edits: ({ id, changes }) => editEverywhere<Module>(moduleCache(slug, projectId), id, (m) => applyModuleChanges(m, changes)),
    errorTitle,
  });
}

export function useDeleteModule(slug: string, projectId: string) {
  return useOptimisticMutation<{ id: string }, void>({
    mutationKey: moduleKeys.all(slug, projectId),
    mutationFn: ({ id }) => call(modules.delete, { params: { slug, projectId, moduleId: id } }),
    edits: ({ id }) => {
      const without = (modules: Module[]) => modules.filter((m) => m.id !== id);
      return [
        cacheEdit<Module[]>(moduleKeys.list(slug, projectId), without),
        cacheEdit<Module[]>(moduleKeys.archived(slug, projectId), without),
      ];
    },
    errorTitle: "Couldn't delete the module",
  });
}

/** Archives (`archive: true`) or restores a module; it moves between the list and the archived list. */
export function useArchiveModule(slug: string, projectId: string) {
  return useArchiveToggle<Module>(moduleCache(slug, projectId), (module, archive) => {
    const params = { slug, projectId, moduleId: module.id };
    return archive ? call(modules.archive, { params }) : call(modules.restore, { params });
  });
}

export function useFavoriteModule(slug: string, projectId: string) {
  return useFavoriteToggle<Module>(moduleCache(slug, projectId), (id, favorite) =>
    favorite
      ? call(modules.favorite, { params: { slug, projectId }, body: { module: id } })
      : call(modules.unfavorite, { params: { slug, projectId, moduleId: id } }),
  );
}
