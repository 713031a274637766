import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  issueAssignees,
  issueSubscribers,
  issues,
  notifications,
  projectMembers,
  projects,
  states,
  users,
} from "../../db/schema";

/** One activity as the fan-out hears of it: what its notifications say, and to whom it goes. */
export type FanOutActivity = {
  id: string | null;
  field: string | null;
  verb: string;
  old_value: string | null;
  new_value: string | null;
  issue_comment: string | null;
  /** Subscribers hear of it (false for what does not notify, e.g. a description edit). */
  generic: boolean;
  /** The activity a mention notification is about (at most one per change). */
  mention: boolean;
};

export type FanOutScope = { issue_id: string; actor_id: string };

/** A notification row as the fan-out wrote it, with its actor's details for the live event. */
export type FannedOutRow = typeof notifications.$inferSelect & {
  actor_display_name: string | null;
  actor_avatar: string | null;
};

/**
 * Writes every notification of one change in one statement. Recipients: the issue's subscribers who may
 * still read it (lib/visibility.ts: active project member, draft only for its author, not deleted) and
 * whose account is active, minus the actor. Each gets one notification per `generic` activity, saying
 * why they hear of it (assigned, created or subscribed); a user newly mentioned gets one `mentioned`
 * notification about the `mention` activity instead.
 */
export async function insertFanOut(
  tx: Db,
  scope: FanOutScope,
  activities: readonly FanOutActivity[],
  mentioned: readonly string[],
): Promise<FannedOutRow[]> {
  const column = <K extends keyof FanOutActivity>(key: K) => sql.param(activities.map((a) => a[key]));
  const result = await tx.execute(sql`
    with issue as (
      select i.id, i.workspace_id, i.project_id, i.name, i.sequence_id, i.created_by, i.is_draft,
        p.identifier, s.name as state_name, s."group" as state_group
      from ${issues} i
      join ${projects} p on p.id = i.project_id
      left join ${states} s on s.id = i.state_id
      where i.id = ${scope.issue_id} and i.deleted_at is null
    ),
    recipients as (
      select sub.subscriber_id as receiver_id,
        case
          when sub.subscriber_id = any(${sql.param(mentioned)}::uuid[]) then 'mentioned'
          when exists (select 1 from ${issueAssignees} a where a.issue_id = issue.id and a.assignee_id = sub.subscriber_id) then 'assigned'
          when sub.subscriber_id = issue.created_by then 'created'
          else 'subscribed'
        end as sender
      from issue
      join ${issueSubscribers} sub on sub.issue_id = issue.id
      join ${projectMembers} pm on pm.project_id = issue.project_id and pm.member_id = sub.subscriber_id and pm.is_active
      join ${users} u on u.id = sub.subscriber_id and u.is_active
      where sub.subscriber_id <> ${scope.actor_id} and (not issue.is_draft or issue.created_by = sub.subscriber_id)
    ),
    activity as (
      select * from unnest(
        ${column("id")}::uuid[], ${column("field")}::text[], ${column("verb")}::text[], ${column("old_value")}::text[],
        ${column("new_value")}::text[], ${column("issue_comment")}::text[], ${column("generic")}::boolean[],
        ${column("mention")}::boolean[]
      ) with ordinality as a(id, field, verb, old_value, new_value, issue_comment, generic, mention, n)
    ),
    written as (
      insert into ${notifications} (workspace_id, project_id, receiver_id, triggered_by_id, entity_identifier,
        issue_activity_id, sender, is_mentioned_notification, title, data)
      select issue.workspace_id, issue.project_id, r.receiver_id, ${scope.actor_id}::uuid, issue.id,
        a.id, r.sender, r.sender = 'mentioned', issue.name,
        jsonb_build_object(
          'issue', jsonb_build_object('id', issue.id, 'name', issue.name, 'identifier', issue.identifier,
            'sequence_id', issue.sequence_id, 'state_name', issue.state_name, 'state_group', issue.state_group),
          'issue_activity', jsonb_build_object('id', a.id, 'field', a.field, 'verb', a.verb, 'old_value', a.old_value,
            'new_value', a.new_value, 'issue_comment', a.issue_comment, 'actor', ${scope.actor_id}::text)
        )
      from issue
      cross join recipients r
      join activity a on case when r.sender = 'mentioned' then a.mention else a.generic end
      order by a.n, r.receiver_id
      returning *
    )
    select written.*, actor.display_name as actor_display_name, actor.avatar as actor_avatar
    from written
    left join ${users} actor on actor.id = written.triggered_by_id`);
  return (result as unknown as { rows: FannedOutRow[] }).rows;
}
