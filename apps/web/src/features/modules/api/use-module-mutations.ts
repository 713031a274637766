import {
  type CreateModuleBody,
  emptyGroupProgress,
  type Module,
  moduleEndpoints as modules,
  type UpdateModuleBody,
} from "@hangar/contracts";
import { call } from "../../../lib/api";
import { type CacheEdit, cacheEdit, temporaryId, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { moduleKeys } from "./module-keys";

type Patch = (module: Module) => Module;

/** The same change to a module wherever it is cached: the list, the archived list and its detail. */
function everywhere(slug: string, projectId: string, moduleId: string, patch: Patch): CacheEdit[] {
  const onList = (modules: Module[]) => modules.map((m) => (m.id === moduleId ? patch(m) : m));
  return [
    cacheEdit<Module[]>(moduleKeys.list(slug, projectId), onList),
    cacheEdit<Module[]>(moduleKeys.archived(slug, projectId), onList),
    cacheEdit<Module>(moduleKeys.detail(slug, projectId, moduleId), patch),
  ];
}

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
    edits: ({ id, changes }) => everywhere(slug, projectId, id, (m) => applyModuleChanges(m, changes)),
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

/** Archiving moves the module from the list to the archived list (and out of favorites); restoring moves it back. */
export function useArchiveModule(slug: string, projectId: string) {
  return useOptimisticMutation<{ module: Module; archive: boolean }, unknown>({
    mutationKey: moduleKeys.all(slug, projectId),
    mutationFn: ({ module, archive }) =>
      archive
        ? call(modules.archive, { params: { slug, projectId, moduleId: module.id } })
        : call(modules.restore, { params: { slug, projectId, moduleId: module.id } }),
    edits: ({ module, archive }) => {
      const moved = { ...module, archived_at: archive ? new Date().toISOString() : null, is_favorite: false };
      const without = (modules: Module[]) => modules.filter((m) => m.id !== module.id);
      const withIt = (modules: Module[]) => [...without(modules), moved];
      return [
        cacheEdit<Module[]>(moduleKeys.list(slug, projectId), archive ? without : withIt),
        cacheEdit<Module[]>(moduleKeys.archived(slug, projectId), archive ? withIt : without),
        cacheEdit<Module>(moduleKeys.detail(slug, projectId, module.id), () => moved),
      ];
    },
    errorTitle: ({ archive }) => (archive ? "Couldn't archive the module" : "Couldn't restore the module"),
  });
}

export function useFavoriteModule(slug: string, projectId: string) {
  return useOptimisticMutation<{ id: string; favorite: boolean }, unknown>({
    mutationKey: moduleKeys.all(slug, projectId),
    mutationFn: ({ id, favorite }) =>
      favorite
        ? call(modules.favorite, { params: { slug, projectId }, body: { module: id } })
        : call(modules.unfavorite, { params: { slug, projectId, moduleId: id } }),
    edits: ({ id, favorite }) => everywhere(slug, projectId, id, (m) => ({ ...m, is_favorite: favorite })),
    errorTitle: ({ favorite }) => (favorite ? "Couldn't add the module to favorites" : "Couldn't remove the favorite"),
  });
}
