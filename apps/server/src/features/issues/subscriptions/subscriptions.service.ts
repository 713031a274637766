import type { BulkSubscribeBody, SubscriptionStatus } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { badRequest } from "../../../lib/errors";
import type { ProjectAccess } from "../../../lib/permissions";
import { type IssueAccess, recordIssueEvent } from "../issue-access";
import { isSubscribed } from "../issue-subscribers";
import * as repo from "./subscriptions.repo";

/** Only the subscriber's own other tabs care, but the event keeps every screen's is_subscribed honest. */
function subscriptionEvent(tx: Db, issue: repo.SubscribableIssue, userId: string, subscribed: boolean) {
  return recordIssueEvent(tx, issue, userId, {
    entity_type: "issue_subscriber",
    entity_id: issue.id,
    action: subscribed ? "created" : "deleted",
    payload: { issue_id: issue.id, subscriber_id: userId, subscribed },
  });
}

const scopeOf = (access: ProjectAccess) => ({ workspace_id: access.workspace.id, project_id: access.project.id });

export async function getSubscription(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  return { subscribed: await isSubscribed(db, access.issue.id, access.userId) };
}

export async function subscribe(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  await db.transaction(async (tx) => {
    const added = await repo.insertSubscriptions(tx, scopeOf(access), [access.issue.id], access.userId);
    if (added.length > 0) await subscriptionEvent(tx, access.issue, access.userId, true);
  });
  return { subscribed: true };
}

export async function unsubscribe(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  await db.transaction(async (tx) => {
    if (await repo.deleteSubscription(tx, access.issue.id, access.userId)) {
      await subscriptionEvent(tx, access.issue, access.userId, false);
    }
  });
  return { subscribed: false };
}

/** All or nothing: one id that is not an issue of the project the caller may read refuses the whole call. */
export async function bulkSubscribe(
  db: Db,
  access: ProjectAccess,
  body: BulkSubscribeBody,
): Promise<{ issue_ids: string[]; subscribed: true }> {
  const ids = [...new Set(body.issue_ids)];
  await db.transaction(async (tx) => {
    const found = new Map((await repo.readableProjectIssues(tx, access.project.id, ids, access.userId)).map((i) => [i.id, i]));
    if (found.size !== ids.length) throw badRequest("issue_ids: every id must be an issue of this project");
    const added = await repo.insertSubscriptions(tx, scopeOf(access), ids, access.userId);
    for (const issueId of added) await subscriptionEvent(tx, found.get(issueId) as repo.SubscribableIssue, access.userId, true);
  });
  return { issue_ids: ids, subscribed: true };
}
