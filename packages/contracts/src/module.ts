import { z } from "zod";
import { logoProps, uuid } from "./common";
import type { GroupProgress } from "./cycle";
import { issueDate } from "./issue";
import { createLinkBody, updateLinkBody } from "./issue-extras";

export const MODULE_STATUSES = ["backlog", "planned", "in-progress", "paused", "completed", "cancelled"] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];
/** Only a finished module can be archived. */
export const MODULE_ARCHIVABLE_STATUSES: readonly ModuleStatus[] = ["completed", "cancelled"];

/** Spec §9: module list order options; a leading minus reverses. */
export const MODULE_ORDER_OPTIONS = ["name", "progress", "issues_length", "target_date", "created_at", "sort_order"] as const;
export type ModuleOrderOption = (typeof MODULE_ORDER_OPTIONS)[number];
export const MODULE_ORDER_VALUES = [...MODULE_ORDER_OPTIONS, ...MODULE_ORDER_OPTIONS.map((o) => `-${o}` as const)] as const;
export type ModuleOrderBy = ModuleOrderOption | `-${ModuleOrderOption}`;
export const MODULE_DEFAULTS = { layout: "list", order_by: "name" } as const;

const moduleName = z.string().trim().min(1, "name is required").max(255, "name can be at most 255 characters");

const moduleFields = {
  name: moduleName,
  description: z.string().max(10_000, "description can be at most 10000 characters"),
  status: z.enum(MODULE_STATUSES, { message: `status must be one of: ${MODULE_STATUSES.join(", ")}` }),
  lead: uuid.nullable(),
  members: z.array(uuid).max(500),
  start_date: issueDate.nullable(),
  target_date: issueDate.nullable(),
  sort_order: z.number().finite(),
  logo_props: logoProps,
  view_props: z.record(z.string(), z.unknown()),
};

export const createModuleBody = z.object(moduleFields).partial().required({ name: true }).strict();
/** PUT replaces the editable fields; what is left out goes back to its default. */
export const replaceModuleBody = createModuleBody;
export const updateModuleBody = z.object(moduleFields).partial().strict();
export type CreateModuleBody = z.infer<typeof createModuleBody>;
export type UpdateModuleBody = z.infer<typeof updateModuleBody>;

export const listModulesQuery = z.object({
  order_by: z
    .enum(MODULE_ORDER_VALUES, { message: `order_by must be one of: ${MODULE_ORDER_VALUES.join(", ")}` })
    .default(MODULE_DEFAULTS.order_by),
});

export const moduleIssuesBody = z.object({ issues: z.array(uuid).min(1, "issues: at least one issue is required").max(1000) });
export const issueModulesBody = z.object({
  modules: z.array(uuid).max(500).default([]),
  removed_modules: z.array(uuid).max(500).default([]),
});
export const favoriteModuleBody = z.object({ module: uuid });
export const createModuleLinkBody = createLinkBody;
export const updateModuleLinkBody = updateLinkBody;

export type ModuleLink = {
  id: string;
  url: string;
  title: string | null;
  metadata: Record<string, unknown>;
  module: string;
  project: string;
  workspace: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

export type Module = GroupProgress & {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  description: string;
  status: ModuleStatus;
  lead_id: string | null;
  member_ids: string[];
  start_date: string | null;
  target_date: string | null;
  sort_order: number;
  archived_at: string | null;
  is_favorite: boolean;
  view_props: Record<string, unknown>;
  logo_props: Record<string, unknown>;
  link_module: ModuleLink[];
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

export type ModuleFavorite = {
  id: string;
  entity_type: "module";
  entity_identifier: string;
  entity_data: { name: string };
  project_id: string;
  parent: string | null;
  is_folder: boolean;
  sequence: number;
  name: string | null;
  workspace: string;
  created_at: string;
};
