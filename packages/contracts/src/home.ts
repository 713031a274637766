import { z } from "zod";
import { userActivitySchema } from "./account";
import { jsonObject, text } from "./common";
import { STATE_GROUPS } from "./constants";
import {
  DASHBOARD_TYPES,
  HOME_WIDGET_KEYS,
  type HomeWidgetKey,
  QUICK_LINK_TITLE_MAX,
  RECENT_ENTITY_NAMES,
  RECENT_VISITS_MAX_PAGE_SIZE,
  WORK_ITEM_DURATIONS,
  WORK_ITEM_TABS,
} from "./domain/home";
import { PRIORITIES } from "./issue";
import { linkUrl } from "./issue-extras";
import { stickySchema } from "./sticky";

export * from "./domain/home";

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { message: `${field} must be one of: ${values.join(", ")}` });

const recentEntityName = oneOf("entity_name", RECENT_ENTITY_NAMES);

export const recentVisitsQuery = z
  .object({
    /** One kind of visit; without it, every kind, newest first. */
    entity_name: recentEntityName.optional(),
    per_page: z.coerce.number().int().min(1).max(RECENT_VISITS_MAX_PAGE_SIZE).optional(),
  })
  .strict();
export type RecentVisitsQuery = z.input<typeof recentVisitsQuery>;

/** The web app says what the user just opened; revisiting moves it to the top of their recents. */
export const recordVisitBody = z
  .object({
    entity_name: recentEntityName,
    entity_identifier: z.uuid({ message: "entity_identifier must be an id" }),
  })
  .strict();
export type RecordVisitBody = z.infer<typeof recordVisitBody>;

/** What a recents list shows of the visited object; fields a kind does not have are null. */
export const recentEntitySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The project it belongs to (a project's own id for a project); null for a workspace view. */
  project_id: z.string().nullable(),
  project_identifier: z.string().nullable(),
  project_name: z.string().nullable(),
  /** Issues: the number of their key (IDENT-12) and their state. */
  sequence_id: z.number().nullable(),
  state_group: z.enum(STATE_GROUPS).nullable(),
  state_color: z.string().nullable(),
});
export type RecentEntity = z.infer<typeof recentEntitySchema>;

export const recentVisitSchema = z.object({
  id: z.string(),
  entity_name: z.enum(RECENT_ENTITY_NAMES),
  entity_identifier: z.string(),
  visited_at: z.string(),
  entity_data: recentEntitySchema,
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;

const quickLinkTitle = text()
  .trim()
  .max(QUICK_LINK_TITLE_MAX, `title can be at most ${QUICK_LINK_TITLE_MAX} characters`)
  .transform((title) => title || null)
  .nullable();

/** A title (optional: the link then reads as its host) and an http(s) address; a bare host gets https://. */
export const createQuickLinkBody = z.object({ url: linkUrl, title: quickLinkTitle.optional() }).strict();
export const updateQuickLinkBody = createQuickLinkBody.partial().strict();
export type CreateQuickLinkBody = z.input<typeof createQuickLinkBody>;
export type UpdateQuickLinkBody = z.input<typeof updateQuickLinkBody>;

export const quickLinkSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  url: z.string(),
  workspace_id: z.string(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

/** Each widget's filters, checked by its key; a PATCH sends any of them and keeps the others. */
export const widgetFilterSchemas = {
  quick_links: z.object({}).strict(),
  recents: z
    .object({
      entity_name: z.union([recentEntityName, z.literal("all")], {
        message: "entity_name must be all or one of: issue, project, cycle, module, view, page",
      }),
    })
    .partial()
    .strict(),
  my_work_items: z
    .object({ tab: oneOf("tab", WORK_ITEM_TABS), duration: oneOf("duration", WORK_ITEM_DURATIONS) })
    .partial()
    .strict(),
  my_stickies: z.object({}).strict(),
  recent_activity: z.object({}).strict(),
} satisfies Record<HomeWidgetKey, z.ZodType>;

export const widgetSchema = z.object({
  id: z.string(),
  key: z.enum(HOME_WIDGET_KEYS),
  widget_filters: z.record(z.string(), z.string()),
  is_enabled: z.boolean(),
  sort_order: z.number(),
});
export type Widget = z.infer<typeof widgetSchema>;

/** home-preferences/: the caller's home widgets in their order, shown or hidden. */
export const homePreferencesSchema = z.array(widgetSchema);
export type HomePreferences = z.infer<typeof homePreferencesSchema>;

const widgetPlacement = z.object({
  is_enabled: z.boolean({ message: "is_enabled must be true or false" }),
  /** Its place among the others: the midpoint of its new neighbours (or a step past the end one). */
  sort_order: z.number({ message: "sort_order must be a number" }).finite(),
});
const notEmpty = (body: object) => Object.keys(body).length > 0;

export const updateHomePreferenceBody = widgetPlacement.partial().strict().refine(notEmpty, "Send is_enabled or sort_order");
export type UpdateHomePreferenceBody = z.infer<typeof updateHomePreferenceBody>;

/** A widget's change: its filters (checked against its key), and where and whether it shows. */
export const updateWidgetBody = widgetPlacement
  .extend({ filters: jsonObject })
  .partial()
  .strict()
  .refine(notEmpty, "Send filters, is_enabled or sort_order");
export type UpdateWidgetBody = z.infer<typeof updateWidgetBody>;

export const dashboardQuery = z.object({ dashboard_type: oneOf("dashboard_type", DASHBOARD_TYPES).default("home") }).strict();

export const dashboardSchema = z.object({
  id: z.string(),
  dashboard_type: z.enum(DASHBOARD_TYPES),
  workspace_id: z.string(),
  widgets: z.array(widgetSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `dashboard/?dashboard_type=home`: the caller's home dashboard (made on first use) and its widgets. */
export const homeDashboardSchema = z.object({
  dashboard: dashboardSchema.omit({ widgets: true }),
  widgets: z.array(widgetSchema),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

/**
 * `dashboard/{id}/?widget_key=`: one widget's data. The widget's saved filters apply; a filter given in
 * the query wins for this read (so a tab shows at once while its PATCH is on the way).
 */
export const widgetDataQuery = z
  .object({
    widget_key: oneOf("widget_key", HOME_WIDGET_KEYS),
    tab: oneOf("tab", WORK_ITEM_TABS).optional(),
    duration: oneOf("duration", WORK_ITEM_DURATIONS).optional(),
    entity_name: z.union([recentEntityName, z.literal("all")]).optional(),
  })
  .strict();
export type WidgetDataQuery = z.input<typeof widgetDataQuery>;

/** An issue as "Your work items" lists it. */
export const workItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  project_identifier: z.string(),
  state_id: z.string().nullable(),
  state_name: z.string().nullable(),
  state_group: z.enum(STATE_GROUPS).nullable(),
  state_color: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  target_date: z.string().nullable(),
  updated_at: z.string(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

const stateCounts = z.object(
  Object.fromEntries(STATE_GROUPS.map((g) => [g, z.number()])) as Record<(typeof STATE_GROUPS)[number], z.ZodNumber>,
);

export const widgetDataSchema = z.discriminatedUnion("widget_key", [
  z.object({ widget_key: z.literal("quick_links"), quick_links: z.array(quickLinkSchema) }),
  z.object({
    widget_key: z.literal("recents"),
    entity_name: z.union([z.enum(RECENT_ENTITY_NAMES), z.literal("all")]),
    recent_visits: z.array(recentVisitSchema),
  }),
  z.object({
    widget_key: z.literal("my_work_items"),
    tab: z.enum(WORK_ITEM_TABS),
    duration: z.enum(WORK_ITEM_DURATIONS),
    /** Over every issue of the tab (and duration), not only the few listed. */
    counts: z.object({ total: z.number(), open: z.number(), overdue: z.number(), due_this_week: z.number() }),
    state_distribution: stateCounts,
    /** Open ones first, soonest due first; at most MY_WORK_ITEMS_SHOWN. */
    issues: z.array(workItemSchema),
  }),
  z.object({ widget_key: z.literal("my_stickies"), stickies: z.array(stickySchema), total_results: z.number() }),
  z.object({ widget_key: z.literal("recent_activity"), activities: z.array(userActivitySchema) }),
]);
export type WidgetData = z.infer<typeof widgetDataSchema>;
export type WidgetDataOf<K extends HomeWidgetKey> = Extract<WidgetData, { widget_key: K }>;
