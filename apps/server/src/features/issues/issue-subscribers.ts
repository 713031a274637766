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

/**
 * ensureSubscribed's statement (null when there is nobody to subscribe), for a caller that runs it as a
 * WITH of its own statement: the members among the users are read and subscribed in place.
 */
export function subscribeStatement(scope: SubscriberScope, userIds: Iterable<string | null | undefined>): SQL | null {
  const wanted = [...new Set([...userIds].filter((id): id is string => typeof id === "string" && id.length > 0))];
  if (wanted.length === 0) return null;
  return sql`
    insert into ${issueSubscribers} (workspace_id, project_id, issue_id, subscriber_id)
    select ${scope.workspace_id}::uuid, ${scope.project_id}::uuid, ${scope.issue_id}::uuid, ${projectMembers.member_id}
    from ${projectMembers}
    where ${and(
      eq(projectMembers.project_id, scope.project_id),
      eq(projectMembers.is_active, true),
      inArray(projectMembers.member_id, wanted),
    )}
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
