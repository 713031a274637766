import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueSubscribers, projectMembers } from "../../db/schema";

export type SubscriberScope = { workspace_id: string; project_id: string; issue_id: string };

/**
 * Subscribes users to an issue; already subscribed users are left alone. Only active members of the
 * issue's project are subscribed, so a mention of a stranger never lets them follow the issue.
 * Call it inside the transaction that makes the change.
 */
export async function ensureSubscribed(tx: Db, scope: SubscriberScope, userIds: Iterable<string | null | undefined>) {
  const statement = subscribeStatement(scope, userIds);
  if (statement) await tx.execute(statement);
}

/** The users among `userIds` worth subscribing: each once, no empty id. */
export function followerIds(userIds: Iterable<string | null | undefined>): string[] {
  return [...new Set([...userIds].filter((id): id is string => typeof id === "string" && id.length > 0))];
}

/**
 * ensureSubscribed's statement (null when there is nobody to subscribe), for a caller that runs it as a
 * WITH of its own statement: the members among the users are read and subscribed in place.
 */
export function subscribeStatement(scope: SubscriberScope, userIds: Iterable<string | null | undefined>): SQL | null {
  const wanted = followerIds(userIds);
  return wanted.length === 0 ? null : subscribeStatementOf(scope, sql.param(wanted));
}

/**
 * subscribeStatement with each value given as such or as a placeholder (a statement built once and run
 * again, lib/compiled-sql.ts runShaped); `userIds` is a uuid[] parameter.
 */
export function subscribeStatementOf(scope: Record<keyof SubscriberScope, unknown>, userIds: unknown): SQL {
  return sql`
    insert into ${issueSubscribers} (workspace_id, project_id, issue_id, subscriber_id)
    select ${scope.workspace_id}::uuid, ${scope.project_id}::uuid, ${scope.issue_id}::uuid, ${projectMembers.member_id}
    from ${projectMembers}
    where ${projectMembers.project_id} = ${scope.project_id}::uuid and ${projectMembers.is_active}
      and ${projectMembers.member_id} = any(${userIds}::uuid[])
    on conflict (issue_id, subscriber_id) do nothing`;
}

export async function isSubscribed(db: Db, issueId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: issueSubscribers.id })
    .from(issueSubscribers)
    .where(and(eq(issueSubscribers.issue_id, issueId), eq(issueSubscribers.subscriber_id, userId)))
    .limit(1);
  return !!row;
}
