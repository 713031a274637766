import type { ViewScope } from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProperties } from "../../db/schema";

export type UserPropertiesRow = typeof userProperties.$inferSelect;
export type UserPropertiesKey = { userId: string; workspaceId: string; scope: ViewScope; scopeId: string | null };
type Values = Pick<UserPropertiesRow, "filters" | "display_filters" | "display_properties">;

/** The caller's stored preferences for one scope; `lock` holds the row until the transaction ends. */
export async function findUserProperties(db: Db, key: UserPropertiesKey, lock = false): Promise<UserPropertiesRow | undefined> {
  const q = db
    .select()
    .from(userProperties)
    .where(
      and(
        eq(userProperties.user_id, key.userId),
        eq(userProperties.workspace_id, key.workspaceId),
        eq(userProperties.scope, key.scope),
        key.scopeId ? eq(userProperties.scope_id, key.scopeId) : isNull(userProperties.scope_id),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function insertUserProperties(db: Db, key: UserPropertiesKey, values: Values): Promise<void> {
  await db.insert(userProperties).values({
    user_id: key.userId,
    workspace_id: key.workspaceId,
    scope: key.scope,
    scope_id: key.scopeId,
    ...values,
  });
}

export async function updateUserProperties(db: Db, id: string, values: Values): Promise<void> {
  await db
    .update(userProperties)
    .set({ ...values, updated_at: new Date() })
    .where(eq(userProperties.id, id));
}
