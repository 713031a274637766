import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema";
import { recordEvent } from "../../lib/events";
import { readablePageRefSql } from "../../lib/visibility";
import { mentionExcerpt } from "./mention-excerpt";
import { toNotification } from "./notification-serializer";

/** A page whose content now mentions some users, and who wrote it. */
export type PageMentionScope = {
  workspace_id: string;
  project_id: string;
  /** `html`: the content as saved, for the text around each mention. */
  page: { id: string; name: string; html: string };
  actor_id: string;
};

/** Of `userIds`, those who may read the page now (lib/visibility.ts readablePageRefSql). */
async function readersOfPage(tx: Db, pageId: string, userIds: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), readablePageRefSql(sql`${pageId}::uuid`, users.id)));
  return rows.map((r) => r.id);
}

/**
 * Tells users newly mentioned in a page's content, each with one `mentioned` notification (entity "page")
 * and a live event addressed to them alone, in the caller's transaction; the mail digest mails it later
 * (mail/digest.service.ts). The writer is not told of their own mention, nor is anyone who may not read
 * the page.
 */
export async function notifyPageMentions(tx: Db, scope: PageMentionScope, mentioned: readonly string[]): Promise<number> {
  const candidates = mentioned.filter((id) => id !== scope.actor_id);
  if (candidates.length === 0) return 0;
  const receivers = await readersOfPage(tx, scope.page.id, candidates);
  if (receivers.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(
      receivers.map((receiver_id) => ({
        workspace_id: scope.workspace_id,
        project_id: scope.project_id,
        receiver_id,
        triggered_by_id: scope.actor_id,
        entity_name: "page",
        entity_identifier: null,
        page_id: scope.page.id,
        sender: "mentioned" as const,
        is_mentioned_notification: true,
        title: scope.page.name,
        data: {
          issue: null,
          page: {
            id: scope.page.id,
            name: scope.page.name,
            project_id: scope.project_id,
            excerpt: mentionExcerpt(scope.page.html, receiver_id),
          },
          issue_activity: {
            id: null,
            field: "page",
            verb: "mentioned",
            old_value: null,
            new_value: null,
            issue_comment: null,
            actor: scope.actor_id,
          },
        },
      })),
    )
    .returning();
  const [actor] = await tx
    .select({ display_name: users.display_name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, scope.actor_id));
  for (const row of written) {
    await recordEvent(tx, {
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      entity_type: "notification",
      entity_id: row.id,
      action: "created",
      actor_id: scope.actor_id,
      recipient_id: row.receiver_id,
      payload: { notification: toNotification(row, actor ?? { display_name: null, avatar: null }) },
    });
  }
  return written.length;
}
