import type { BulkSubscribeBody, SubscriptionStatus } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { recordEvent } from "../../lib/events";
import type { ProjectAccess } from "../../lib/permissions";
import type { IssueAccess } from "./issue-access";
import { isSubscribed } from "./issue-subscribers";
import * as repo from "./subscriptions.repo";

/** Only the subscriber's own other tabs care, but the event keeps every screen's is_subscribed honest. */
function subscriptionEvent(access: ProjectAccess, issueId: string, subscribed: boolean) {
  return {
    workspace_id: access.workspace.id,
    project_id: access.project.id,
    entity_type: "issue_subscriber",
    entity_id: issueId,
    action: subscribed ? "created" : "deleted",
    actor_id: access.userId,
    payload: { issue_id: issueId, subscriber_id: access.userId, subscribed },
  };
}

const scopeOf = (access: ProjectAccess) => ({ workspace_id: access.workspace.id, project_id: access.project.id });

export async function getSubscription(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  return { subscribed: await isSubscribed(db, access.issue.id, access.userId) };
}

export async function subscribe(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  await db.transaction(async (tx) => {
    const added = await repo.insertSubscriptions(tx, scopeOf(access), [access.issue.id], access.userId);
    if (added.length > 0) await recordEvent(tx, subscriptionEvent(access, access.issue.id, true));
  });
  return { subscribed: true };
}

export async function unsubscribe(db: Db, access: IssueAccess): Promise<SubscriptionStatus> {
  await db.transaction(async (tx) => {
    if (await repo.deleteSubscription(tx, access.issue.id, access.userId)) {
      await recordEvent(tx, subscriptionEvent(access, access.issue.id, false));
    }
  });
  return { subscribed: false };
}

/** All or nothing: one id that is not a live issue of the project refuses the whole call. */
export async function bulkSubscribe(
  db: Db,
  access: ProjectAccess,
  body: BulkSubscribeBody,
): Promise<{ issue_ids: string[]; subscribed: true }> {
  const ids = [...new Set(body.issue_ids)];
  await db.transaction(async (tx) => {
    const found = await repo.projectIssueIds(tx, access.project.id, ids);
    if (found.length !== ids.length) throw badRequest("issue_ids: every id must be an issue of this project");
    const added = await repo.insertSubscriptions(tx, scopeOf(access), ids, access.userId);
    for (const issueId of added) await recordEvent(tx, subscriptionEvent(access, issueId, true));
  });
  return { issue_ids: ids, subscribed: true };
}
