import { z } from "zod";
import { calendarDate, jsonObject, logoProps, text, uuid } from "./common";
import { groupProgressSchema } from "./cycle";
import { entityFavoriteSchema } from "./favorite";
import { createLinkBody, linkRowSchema, updateLinkBody } from "./issue-extras";

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

/** Completed share of the module's issues; an empty module counts as 0. */
export function progressRatio(module: Pick<Module, "total_issues" | "completed_issues">): number {
  return module.total_issues === 0 ? 0 : module.completed_issues / module.total_issues;
}

const byNameThenId = (a: Module, b: Module) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);

function compareModulesBy(key: ModuleOrderOption, a: Module, b: Module): number {
  switch (key) {
    case "name":
      return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
    case "progress":
      return progressRatio(a) - progressRatio(b);
    case "issues_length":
      return a.total_issues - b.total_issues;
    case "created_at":
      return a.created_at.localeCompare(b.created_at);
    case "sort_order":
      return a.sort_order - b.sort_order;
    case "target_date":
      return (a.target_date ?? "").localeCompare(b.target_date ?? "");
  }
}

/**
 * Spec §9 module order options (the server's list order, and the web's when it reorders what it holds): a
 * leading minus reverses, ties go by name, and modules without a target date always come last when ordering by it.
 */
export function sortModules(modules: readonly Module[], orderBy: ModuleOrderBy): Module[] {
  const desc = orderBy.startsWith("-");
  const key = (desc ? orderBy.slice(1) : orderBy) as ModuleOrderOption;
  return [...modules].sort((a, b) => {
    if (key === "target_date" && (a.target_date === null) !== (b.target_date === null)) return a.target_date === null ? 1 : -1;
    const order = compareModulesBy(key, a, b);
    return (desc ? -order : order) || byNameThenId(a, b);
  });
}

export const moduleFavoriteSchema = entityFavoriteSchema("module", z.object({ name: z.string() }));
export type ModuleFavorite = z.infer<typeof moduleFavoriteSchema>;
