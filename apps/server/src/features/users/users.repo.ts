import { ONBOARDING_STEPS, ROLE, type UserProfile } from "@hangar/contracts";
import { and, asc, desc, eq, exists, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { projectMembers, sessions, userProfiles, users, workspaceMembers, workspaces } from "../../db/schema";
import { accessChanged } from "../../lib/access-cache";
import { activeProjectMembershipsOf } from "../../lib/memberships";
import type { UserRow } from "./accounts";

export type ProfileRow = typeof userProfiles.$inferSelect;

export function toProfile(row: ProfileRow): UserProfile {
  const steps = Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, row.onboarding_step[s] === true]));
  return {
    id: row.id,
    user: row.user_id,
    role: row.role,
    last_workspace_id: row.last_workspace_id,
    theme: row.theme,
    onboarding_step: steps as UserProfile["onboarding_step"],
    is_onboarded: row.is_onboarded,
    is_tour_completed: row.is_tour_completed,
    use_case: row.use_case,
    billing_address_country: row.billing_address_country,
    billing_address: row.billing_address,
    has_billing_address: row.has_billing_address,
    language: row.language,
    timezone: row.timezone,
    date_format: row.date_format,
    time_format: row.time_format,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every account gets a profile at sign-up; the insert covers accounts made before profiles existed. */
export async function findOrCreateProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId)).limit(1);
  if (existing) return existing;
  await db.insert(userProfiles).values({ user_id: userId }).onConflictDoNothing();
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId)).limit(1);
  return row;
}

export async function updateUserRow(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  await accessChanged(db, { userId: id });
  return row;
}

/** onboarding_step is merged key by key so a client can complete one step without resending the others. */
export async function updateProfileRow(
  db: Db,
  userId: string,
  values: Omit<Partial<typeof userProfiles.$inferInsert>, "onboarding_step"> & { onboarding_step?: Record<string, boolean> },
): Promise<ProfileRow> {
  await findOrCreateProfile(db, userId);
  const { onboarding_step: steps, ...rest } = values;
  const [row] = await db
    .update(userProfiles)
    .set({
      ...rest,
      ...(steps ? { onboarding_step: sql`${userProfiles.onboarding_step} || ${JSON.stringify(steps)}::jsonb` } : {}),
      updated_at: new Date(),
    })
    .where(eq(userProfiles.user_id, userId))
    .returning();
  return row;
}

export async function findActiveWorkspaceOf(db: Db, userId: string, workspaceId: string) {
  const [row] = await db
    .select({ id: workspaces.id, slug: workspaces.slug })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspace_id, workspaces.id))
    .where(and(eq(workspaces.id, workspaceId), eq(workspaceMembers.member_id, userId), eq(workspaceMembers.is_active, true)))
    .limit(1);
  return row;
}

export async function latestJoinedWorkspace(db: Db, userId: string) {
  const [row] = await db
    .select({ id: workspaces.id, slug: workspaces.slug })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspace_id, workspaces.id))
    .where(and(eq(workspaceMembers.member_id, userId), eq(workspaceMembers.is_active, true)))
    .orderBy(desc(workspaceMembers.created_at), desc(workspaceMembers.id))
    .limit(1);
  return row;
}

/** Workspaces the user alone administers while others still depend on them. */
export async function soleAdminWorkspacesWithOthers(db: Db, userId: string): Promise<{ slug: string; name: string }[]> {
  const others = alias(workspaceMembers, "others");
  /** Other active members (Admins only, with `role`) of the same workspace. */
  const otherMembers = (role?: number) =>
    db
      .select({ one: sql`1` })
      .from(others)
      .where(
        and(
          eq(others.workspace_id, workspaceMembers.workspace_id),
          ne(others.member_id, userId),
          eq(others.is_active, true),
          role === undefined ? undefined : eq(others.role, role),
        ),
      );
  return db
    .select({ slug: workspaces.slug, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(
      and(
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
        eq(workspaceMembers.role, ROLE.ADMIN),
        notExists(otherMembers(ROLE.ADMIN)),
        exists(otherMembers()),
      ),
    )
    .orderBy(asc(workspaces.slug));
}

/** A deactivated account keeps its rows (history stays attributed) but loses every membership and session. */
export async function deactivateUserRows(db: Db, userId: string) {
  const now = new Date();
  await db.update(users).set({ is_active: false, updated_at: now }).where(eq(users.id, userId));
  await db.update(workspaceMembers).set({ is_active: false, updated_at: now }).where(eq(workspaceMembers.member_id, userId));
  await db.update(projectMembers).set({ is_active: false, updated_at: now }).where(eq(projectMembers.member_id, userId));
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  await accessChanged(db, { userId });
}

export async function projectRolesIn(db: Db, workspaceId: string, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ project_id: projectMembers.project_id, role: projectMembers.role })
    .from(projectMembers)
    .where(activeProjectMembershipsOf(workspaceId, userId));
  return Object.fromEntries(rows.map((r) => [r.project_id, r.role]));
}
