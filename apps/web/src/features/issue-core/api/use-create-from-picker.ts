import {
  type Cycle,
  canWrite,
  cycleEndpoints,
  LABEL_COLORS,
  type Label,
  type Module,
  moduleEndpoints,
  projectEndpoints,
} from "@hangar/contracts";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { PickerCreate } from "../../../components/picker-create-item";
import { call, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { labelKeys } from "../../labels/api/label-keys";
import { projectQuery } from "../../project-settings";
import { projectListQuery } from "./project-list-query";

/** The same name always gets the same color, so a label made from a picker looks alike everywhere. */
export function colorFor(name: string): string {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return LABEL_COLORS[hash % LABEL_COLORS.length];
}

const append =
  <T extends { id: string }>(row: T) =>
  (rows: T[] | undefined) =>
    rows && !rows.some((r) => r.id === row.id) ? [...rows, row] : rows;

async function created<T>(send: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await send();
  } catch (error) {
    toast.error(`Couldn't create the ${what}`, { description: errorMessage(error) });
    return null;
  }
}

function labelCreator(qc: QueryClient, slug: string, projectId: string): PickerCreate {
  return {
    noun: "label",
    create: async (name) => {
      const label = await created(
        () => call(projectEndpoints.createLabel, { params: { slug, projectId }, body: { name, color: colorFor(name) } }),
        "label",
      );
      if (!label) return null;
      qc.setQueryData<Label[]>(labelKeys.list(slug, projectId), append(label));
      // Lists across projects name labels from the workspace-wide list.
      void qc.invalidateQueries({ queryKey: queryKeys.workspaceList(slug, "labels") });
      return label.id;
    },
  };
}

function moduleCreator(qc: QueryClient, slug: string, projectId: string): PickerCreate {
  return {
    noun: "module",
    create: async (name) => {
      const module = await created(() => call(moduleEndpoints.create, { params: { slug, projectId }, body: { name } }), "module");
      if (!module) return null;
      qc.setQueryData<Module[]>(projectListQuery(slug, projectId, "modules").queryKey, append(module));
      void qc.invalidateQueries({ queryKey: queryKeys.workspaceList(slug, "modules") });
      return module.id;
    },
  };
}

/**
 * A cycle made from a picker has only its name: a draft, which takes issues at once and gets its dates
 * on the cycles page. Asking for dates inside a property picker would turn it into a form.
 */
function cycleCreator(qc: QueryClient, slug: string, projectId: string): PickerCreate {
  return {
    noun: "draft cycle",
    create: async (name) => {
      const cycle = await created(() => call(cycleEndpoints.create, { params: { slug, projectId }, body: { name } }), "cycle");
      if (!cycle) return null;
      qc.setQueryData<Cycle[]>(projectListQuery(slug, projectId, "cycles").queryKey, append(cycle));
      void qc.invalidateQueries({ queryKey: queryKeys.workspaceList(slug, "cycles") });
      return cycle.id;
    },
  };
}

/**
 * Labels, modules and cycles a picker may create in a project, for those allowed to (Members and Admins
 * of the project, the same rule the server applies); undefined for anyone else, so no create item shows.
 */
export function useCreateFromPicker(slug: string, projectId: string) {
  const qc = useQueryClient();
  // Lists across projects have no project here: nothing to create in.
  const project = useQuery({ ...projectQuery(slug, projectId), enabled: Boolean(projectId) });
  const allowed = canWrite(project.data?.member_role);
  return useMemo(
    () =>
      allowed
        ? {
            label: labelCreator(qc, slug, projectId),
            module: moduleCreator(qc, slug, projectId),
            cycle: cycleCreator(qc, slug, projectId),
          }
        : undefined,
    [allowed, qc, slug, projectId],
  );
}
