import {
  type Dashboard,
  type DashboardType,
  DEFAULT_WIDGET_FILTERS,
  HOME_WIDGET_KEYS,
  type HomeDashboard,
  type HomeWidgetKey,
  SORT_ORDER_STEP,
  type UpdateWidgetBody,
  type Widget,
  widgetFilterSchemas,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import * as repo from "./dashboard.repo";

/** Below this gap between neighbours a midpoint loses precision, so the widgets are renumbered. */
const MIN_SORT_GAP = 1e-6;

const isHomeWidget = (key: string): key is HomeWidgetKey => (HOME_WIDGET_KEYS as readonly string[]).includes(key);

/** A widget as the wire shows it: its saved filters over the defaults, so every filter has a value. */
export function toWidget(row: repo.WidgetRow): Widget {
  return {
    id: row.id,
    key: row.key,
    widget_filters: { ...DEFAULT_WIDGET_FILTERS[row.key], ...row.filters },
    is_enabled: row.is_enabled,
    sort_order: row.sort_order,
  };
}

/** A widget the product no longer has (its key stored before a release removed it) is left out. */
const toWidgets = (rows: repo.WidgetRow[]) => rows.filter((row) => isHomeWidget(row.key)).map(toWidget);

/**
 * The user's dashboard of a type in a workspace, made on first use with every widget shown in the first
 * order; a widget added to the product later joins an existing dashboard at the end.
 */
async function ensureDashboard(db: Db, workspaceId: string, ownerId: string, type: DashboardType) {
  const where = { workspaceId, ownerId, type };
  let dashboard = await repo.findDashboard(db, where);
  if (!dashboard) {
    await repo.insertDashboard(db, { workspace_id: workspaceId, owner_id: ownerId, dashboard_type: type });
    dashboard = await repo.findDashboard(db, where);
    if (!dashboard) throw new Error("the home dashboard was neither found nor made");
  }
  const rows = await repo.listWidgets(db, dashboard.id);
  const missing = HOME_WIDGET_KEYS.filter((key) => !rows.some((row) => row.key === key));
  if (missing.length === 0) return { dashboard, rows };
  const last = rows.reduce((max, row) => Math.max(max, row.sort_order), 0);
  const dashboardId = dashboard.id;
  await repo.insertWidgets(
    db,
    missing.map((key, i) => ({
      dashboard_id: dashboardId,
      key,
      filters: {},
      is_enabled: true,
      sort_order: last + (i + 1) * SORT_ORDER_STEP,
    })),
  );
  return { dashboard, rows: await repo.listWidgets(db, dashboard.id) };
}

const dashboardOf = (row: repo.DashboardRow) => ({
  id: row.id,
  dashboard_type: row.dashboard_type,
  workspace_id: row.workspace_id,
});

/** `dashboard/?dashboard_type=home`: the caller's home dashboard and its widgets. */
export async function getHomeDashboard(db: Db, access: WorkspaceAccess, type: DashboardType): Promise<HomeDashboard> {
  const { dashboard, rows } = await ensureDashboard(db, access.workspace.id, access.userId, type);
  return { dashboard: dashboardOf(dashboard), widgets: toWidgets(rows) };
}

/** `home-preferences/`: the caller's home widgets in their order. */
export async function listHomePreferences(db: Db, access: WorkspaceAccess): Promise<Widget[]> {
  return toWidgets((await ensureDashboard(db, access.workspace.id, access.userId, "home")).rows);
}

/** A dashboard of the caller's (in `workspaceId` when given), or "Dashboard not found". */
export async function requireOwnDashboard(db: Db, userId: string, dashboardId: string, workspaceId?: string) {
  const dashboard = await repo.findOwnDashboard(db, dashboardId, userId, workspaceId);
  if (!dashboard) throw notFound("Dashboard not found");
  return dashboard;
}

/** `GET /api/dashboard/{id}/`: one of the caller's dashboards with its widgets. */
export async function getDashboard(db: Db, userId: string, dashboardId: string): Promise<Dashboard> {
  const found = await requireOwnDashboard(db, userId, dashboardId);
  const { dashboard, rows } = await ensureDashboard(db, found.workspace_id, userId, found.dashboard_type);
  return { ...dashboardOf(dashboard), widgets: toWidgets(rows) };
}

/** The widget's filters once `filters` is applied over them, checked against what its key takes. */
function mergedFilters(row: repo.WidgetRow, filters: Record<string, unknown>) {
  const parsed = widgetFilterSchemas[row.key].safeParse(filters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ["filters", ...(issue?.path ?? []).map(String)].join(".");
    throw badRequest(`${where}: ${issue?.message ?? "not a filter of this widget"}`);
  }
  return { ...row.filters, ...(parsed.data as Record<string, string>) };
}

async function changeWidget(db: Db, dashboardId: string, idOrKey: string, body: UpdateWidgetBody): Promise<Widget> {
  return db.transaction(async (tx) => {
    await repo.lockDashboard(tx, dashboardId);
    const row = await repo.findWidget(tx, dashboardId, idOrKey);
    if (!row || !isHomeWidget(row.key)) throw notFound("Widget not found");
    const changes: Partial<repo.WidgetValues> = {};
    if (body.filters !== undefined) changes.filters = mergedFilters(row, body.filters);
    if (body.is_enabled !== undefined) changes.is_enabled = body.is_enabled;
    if (body.sort_order !== undefined) changes.sort_order = body.sort_order;
    const updated = await repo.updateWidget(tx, row.id, changes);
    if (body.sort_order === undefined) return toWidget(updated);
    const orders = (await repo.listWidgets(tx, dashboardId)).map((w) => w.sort_order);
    if (!orders.some((order, i) => i > 0 && order - (orders[i - 1] as number) < MIN_SORT_GAP)) return toWidget(updated);
    await repo.renumberWidgets(tx, dashboardId);
    const renumbered = await repo.findWidget(tx, dashboardId, row.id);
    return toWidget(renumbered ?? updated);
  });
}

/** `PATCH home-preferences/{key or id}/`: show, hide or move one of the caller's home widgets. */
export async function updateHomePreference(
  db: Db,
  access: WorkspaceAccess,
  idOrKey: string,
  body: { is_enabled?: boolean; sort_order?: number },
): Promise<Widget> {
  // Only a widget the product has makes a first dashboard: an unknown name changes nothing.
  const existing = await repo.findDashboard(db, { workspaceId: access.workspace.id, ownerId: access.userId, type: "home" });
  if (!existing && !isHomeWidget(idOrKey)) throw notFound("Widget not found");
  const { dashboard } = await ensureDashboard(db, access.workspace.id, access.userId, "home");
  return changeWidget(db, dashboard.id, idOrKey, body);
}

/** `PATCH /api/dashboard/{id}/widgets/{widgetId}/`: a widget's filters, and whether and where it shows. */
export async function updateWidget(
  db: Db,
  userId: string,
  dashboardId: string,
  widgetId: string,
  body: UpdateWidgetBody,
): Promise<Widget> {
  const dashboard = await requireOwnDashboard(db, userId, dashboardId);
  return changeWidget(db, dashboard.id, widgetId, body);
}

/** The saved filters of one of the dashboard's widgets, over the defaults. */
export async function widgetFilters(db: Db, dashboardId: string, key: HomeWidgetKey): Promise<Record<string, string>> {
  const row = await repo.findWidget(db, dashboardId, key);
  return { ...DEFAULT_WIDGET_FILTERS[key], ...(row?.filters ?? {}) };
}
