import { z } from "zod";
import { calendarDate, jsonObject, logoProps, text, uuid } from "./common";
import { groupProgressSchema } from "./cycle";
import { MODULE_DEFAULTS, MODULE_ORDER_OPTIONS, MODULE_STATUSES } from "./domain/module";
import { entityFavoriteSchema } from "./favorite";
import { createLinkBody, linkRowSchema, updateLinkBody } from "./issue-extras";

export {
  MODULE_ARCHIVABLE_STATUSES,
  MODULE_DEFAULTS,
  MODULE_ORDER_OPTIONS,
  MODULE_STATUSES,
  progressRatio,
  sortModules,
} from "./domain/module";

export type ModuleStatus = (typeof MODULE_STATUSES)[number];
export type ModuleOrderOption = (typeof MODULE_ORDER_OPTIONS)[number];
export const MODULE_ORDER_VALUES = [...MODULE_ORDER_OPTIONS, ...MODULE_ORDER_OPTIONS.map((o) => `-${o}` as const)] as const;
export type ModuleOrderBy = ModuleOrderOption | `-${ModuleOrderOption}`;

const moduleName = text().trim().min(1, "name is required").max(255, "name can be at most 255 characters");

const moduleFields = {
  name: moduleName,
  description: text().max(10_000, "description can be at most 10000 characters"),
  status: z.enum(MODULE_STATUSES, { message: `status must be one of: ${MODULE_STATUSES.join(", ")}` }),
  lead: uuid.nullable(),
  members: z.array(uuid).max(500),
  start_date: calendarDate.nullable(),
  target_date: calendarDate.nullable(),
  sort_order: z.number().finite(),
  logo_props: logoProps,
  view_props: jsonObject,
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

export const moduleLinkSchema = linkRowSchema.extend({ module: z.string() });
export type ModuleLink = z.infer<typeof moduleLinkSchema>;

/** A module with its progress (issue counts and points per state group, as for a cycle), members and links. */
export const moduleSchema = groupProgressSchema.extend({
  id: z.string(),
  workspace_id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(MODULE_STATUSES),
  lead_id: z.string().nullable(),
  member_ids: z.array(z.string()),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  sort_order: z.number(),
  archived_at: z.string().nullable(),
  is_favorite: z.boolean(),
  view_props: z.record(z.string(), z.unknown()),
  logo_props: z.record(z.string(), z.unknown()),
  link_module: z.array(moduleLinkSchema),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type Module = z.infer<typeof moduleSchema>;

export const moduleFavoriteSchema = entityFavoriteSchema("module", z.object({ name: z.string() }));
export type ModuleFavorite = z.infer<typeof moduleFavoriteSchema>;
