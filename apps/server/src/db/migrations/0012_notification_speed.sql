ALTER TABLE "notifications" DROP CONSTRAINT "notifications_triggered_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_issue_activity_id_issue_activities_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_inbox_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
DROP INDEX "notifications_digest_idx";--> statement-breakpoint
CREATE INDEX "issues_hidden_idx" ON "issues" USING btree ("id") WHERE "issues"."deleted_at" is not null or "issues"."is_draft";--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("receiver_id","workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"archived_at","snoozed_till","read_at","is_mentioned_notification","project_id","entity_identifier");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("receiver_id","workspace_id","is_mentioned_notification","snoozed_till","project_id","entity_identifier") WHERE "notifications"."read_at" is null and "notifications"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
-- The notification fan-out of one change (apps/server/src/features/notifications/fanout.ts holds its
-- rules): one statement writes every notification, the live event of each, and NOTIFYs them by id. A
-- function, so the statement is planned once per connection, not on every change (planning it cost more
-- than running it).
-- Recipients: the issue's subscribers who may read it (an active member of its project; a draft, its
-- author only; never a deleted issue) with an active account, minus the actor. Each hears of every
-- `generic` activity, as assigned, created or subscribed; a user in p_mentioned hears only of the
-- activity marked `mention`, as mentioned.
CREATE FUNCTION "notify_issue_activity"(
  p_issue uuid, p_actor uuid,
  p_activity_ids uuid[], p_fields text[], p_verbs text[], p_old_values text[], p_new_values text[],
  p_comments text[], p_generic boolean[], p_mention boolean[],
  p_mentioned uuid[], p_channel text
) RETURNS integer LANGUAGE plpgsql
-- Its statement's best plan does not depend on the arguments: plan it once per connection, never again.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids bigint[];
  v_workspace uuid;
  v_chunk constant integer := 300;
BEGIN
  WITH issue AS (
    SELECT i."id", i."workspace_id", i."project_id", i."name", i."sequence_id", i."created_by", i."is_draft",
      p."identifier", s."name" AS state_name, s."group" AS state_group
    FROM "issues" i
    JOIN "projects" p ON p."id" = i."project_id"
    LEFT JOIN "states" s ON s."id" = i."state_id"
    WHERE i."id" = p_issue AND i."deleted_at" IS NULL
  ), recipients AS (
    SELECT sub."subscriber_id" AS receiver_id,
      CASE
        WHEN sub."subscriber_id" = ANY(p_mentioned) THEN 'mentioned'
        WHEN EXISTS (SELECT 1 FROM "issue_assignees" a WHERE a."issue_id" = issue."id" AND a."assignee_id" = sub."subscriber_id") THEN 'assigned'
        WHEN sub."subscriber_id" = issue."created_by" THEN 'created'
        ELSE 'subscribed'
      END AS sender
    FROM issue
    JOIN "issue_subscribers" sub ON sub."issue_id" = issue."id"
    JOIN "project_members" pm ON pm."project_id" = issue."project_id" AND pm."member_id" = sub."subscriber_id" AND pm."is_active"
    JOIN "users" u ON u."id" = sub."subscriber_id" AND u."is_active"
    WHERE sub."subscriber_id" <> p_actor AND (NOT issue."is_draft" OR issue."created_by" = sub."subscriber_id")
  ), activity AS (
    SELECT * FROM unnest(p_activity_ids, p_fields, p_verbs, p_old_values, p_new_values, p_comments, p_generic, p_mention)
      WITH ORDINALITY AS a(id, field, verb, old_value, new_value, issue_comment, generic, mention, n)
  ), written AS (
    INSERT INTO "notifications" ("workspace_id", "project_id", "receiver_id", "triggered_by_id", "entity_identifier",
      "issue_activity_id", "sender", "is_mentioned_notification", "title", "data")
    SELECT issue."workspace_id", issue."project_id", r.receiver_id, p_actor, issue."id", a.id, r.sender,
      r.sender = 'mentioned', issue."name",
      jsonb_build_object(
        'issue', jsonb_build_object('id', issue."id", 'name', issue."name", 'identifier', issue."identifier",
          'sequence_id', issue."sequence_id", 'state_name', issue.state_name, 'state_group', issue.state_group),
        'issue_activity', jsonb_build_object('id', a.id, 'field', a.field, 'verb', a.verb, 'old_value', a.old_value,
          'new_value', a.new_value, 'issue_comment', a.issue_comment, 'actor', p_actor::text))
    FROM issue
    CROSS JOIN recipients r
    JOIN activity a ON CASE WHEN r.sender = 'mentioned' THEN a.mention ELSE a.generic END
    ORDER BY a.n, r.receiver_id
    RETURNING *
  ), announced AS (
    -- The live event of each, as the contracts' notificationSchema says (the API's serializer:
    -- apps/server/src/features/notifications/notification-serializer.ts).
    INSERT INTO "events" ("workspace_id", "project_id", "entity_type", "entity_id", "action", "actor_id", "payload", "recipient_id")
    SELECT w."workspace_id", w."project_id", 'notification', w."id", 'created', p_actor,
      jsonb_build_object('notification', jsonb_build_object(
        'id', w."id", 'workspace', w."workspace_id", 'project', w."project_id", 'receiver', w."receiver_id",
        'entity_name', w."entity_name", 'entity_identifier', w."entity_identifier", 'title', w."title",
        'sender', w."sender", 'is_mentioned_notification', w."is_mentioned_notification",
        'triggered_by', w."triggered_by_id",
        'triggered_by_details', CASE WHEN actor."id" IS NULL THEN NULL
          ELSE jsonb_build_object('id', actor."id", 'display_name', actor."display_name", 'avatar', actor."avatar") END,
        'data', w."data", 'read_at', NULL, 'snoozed_till', NULL, 'archived_at', NULL,
        'created_at', to_char(w."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'updated_at', to_char(w."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
      w."receiver_id"
    FROM written w
    LEFT JOIN "users" actor ON actor."id" = w."triggered_by_id"
    ORDER BY w."created_at", w."id"
    RETURNING "id", "workspace_id"
  )
  SELECT array_agg(e."id" ORDER BY e."id"), min(e."workspace_id"::text)::uuid INTO v_ids, v_workspace FROM announced e;
  IF v_ids IS NULL THEN
    RETURN 0;
  END IF;
  -- Listeners load the events by id (lib/events.ts EventHub); each message stays well under NOTIFY's 8000 bytes.
  FOR i IN 0 .. (array_length(v_ids, 1) - 1) / v_chunk LOOP
    PERFORM pg_notify(p_channel, json_build_object('workspace_id', v_workspace, 'by_ref', true,
      'ids', v_ids[i * v_chunk + 1 : (i + 1) * v_chunk])::text);
  END LOOP;
  RETURN array_length(v_ids, 1);
END
$$;
