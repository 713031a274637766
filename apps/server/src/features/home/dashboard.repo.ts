import { type DashboardType, SORT_ORDER_STEP } from "@hangar/contracts";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dashboards, dashboardWidgets, workspaceMembers } from "../../db/schema";
import { activeWorkspaceMemberOf } from "../../lib/memberships";
import { isUuid } from "../../lib/permissions";

export type DashboardRow = typeof dashboards.$inferSelect;
export type WidgetRow = typeof dashboardWidgets.$inferSelect;
export type WidgetValues = typeof dashboardWidgets.$inferInsert;

export async function findDashboard(
  db: Db,
  where: { workspaceId: string; ownerId: string; type: DashboardType },
): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.workspace_id, where.workspaceId),
        eq(dashboards.owner_id, where.ownerId),
        eq(dashboards.dashboard_type, where.type),
      ),
    )
    .limit(1);
  return row;
}

/** Two first loads at once make one dashboard: the second insert does nothing and both read the same row. */
export async function insertDashboard(db: Db, values: { workspace_id: string; owner_id: string; dashboard_type: DashboardType }) {
  await db.insert(dashboards).values(values).onConflictDoNothing();
}

/**
 * A dashboard of the user's, in a workspace they are still an active member of (`workspaceId` narrows it
 * to one workspace); anything else does not exist for them.
 */
export async function findOwnDashboard(
  db: Db,
  dashboardId: string,
  userId: string,
  workspaceId?: string,
): Promise<DashboardRow | undefined> {
  if (!isUuid(dashboardId)) return undefined;
  const [row] = await db
    .select({ dashboard: dashboards })
    .from(dashboards)
    .innerJoin(workspaceMembers, activeWorkspaceMemberOf(dashboards.workspace_id, userId))
    .where(
      and(
        eq(dashboards.id, dashboardId.toLowerCase()),
        eq(dashboards.owner_id, userId),
        workspaceId ? eq(dashboards.workspace_id, workspaceId) : undefined,
      ),
    )
    .limit(1);
  return row?.dashboard;
}

export function listWidgets(db: Db, dashboardId: string): Promise<WidgetRow[]> {
  return db
    .select()
    .from(dashboardWidgets)
    .where(eq(dashboardWidgets.dashboard_id, dashboardId))
    .orderBy(asc(dashboardWidgets.sort_order), asc(dashboardWidgets.key));
}

export async function insertWidgets(db: Db, rows: WidgetValues[]) {
  if (rows.length > 0) await db.insert(dashboardWidgets).values(rows).onConflictDoNothing();
}

/** A widget of the dashboard by its id or its key (home-preferences names widgets by key). */
export async function findWidget(db: Db, dashboardId: string, idOrKey: string): Promise<WidgetRow | undefined> {
  const byKey = sql`${dashboardWidgets.key} = ${idOrKey}`;
  const named = isUuid(idOrKey) ? or(eq(dashboardWidgets.id, idOrKey.toLowerCase()), byKey) : byKey;
  const [row] = await db
    .select()
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.dashboard_id, dashboardId), named))
    .limit(1);
  return row;
}

export async function updateWidget(db: Db, widgetId: string, values: Partial<WidgetValues>): Promise<WidgetRow> {
  const [row] = await db
    .update(dashboardWidgets)
    .set({ ...values, updated_at: new Date() })
    .where(eq(dashboardWidgets.id, widgetId))
    .returning();
  return row;
}

/** Renumbers a dashboard's widgets in their current order, 10000 apart. */
export async function renumberWidgets(db: Db, dashboardId: string) {
  await db.execute(sql`
    update ${dashboardWidgets} set sort_order = ranked.n * ${SORT_ORDER_STEP}, updated_at = now()
    from (
      select id, row_number() over (order by sort_order, key) as n
      from ${dashboardWidgets} where dashboard_id = ${dashboardId}
    ) ranked
    where ${dashboardWidgets}.id = ranked.id`);
}

/** Serialises changes to one dashboard's widgets, so a move and its renumbering are not interleaved. */
export async function lockDashboard(db: Db, dashboardId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dashboard:${dashboardId}`}, 0))`);
}
