CREATE TABLE "notification_fanouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"activity_ids" uuid[] NOT NULL,
	"fields" text[] NOT NULL,
	"verbs" text[] NOT NULL,
	"old_values" text[] NOT NULL,
	"new_values" text[] NOT NULL,
	"comments" text[] NOT NULL,
	"generic" boolean[] NOT NULL,
	"mention" boolean[] NOT NULL,
	"mentioned" uuid[] NOT NULL
);
--> statement-breakpoint
DROP FUNCTION "notify_issue_activity"(uuid, uuid, uuid[], text[], text[], text[], text[], text[], boolean[], boolean[], uuid[]);
--> statement-breakpoint
-- Now run after the change's commit (run_notification_fanouts): p_at, the change's time, says who followed
-- the issue then and dates its notifications.
CREATE OR REPLACE FUNCTION "notify_issue_activity"(
  p_issue uuid, p_actor uuid,
  p_activity_ids uuid[], p_fields text[], p_verbs text[], p_old_values text[], p_new_values text[],
  p_comments text[], p_generic boolean[], p_mention boolean[],
  p_mentioned uuid[], p_at timestamptz
) RETURNS integer LANGUAGE plpgsql
-- Its statement's best plan does not depend on the arguments: plan it once per connection, never again.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_count integer;
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
      -- Done after the change's commit: who followed the issue when it changed, not who followed it since.
      AND sub."created_at" <= p_at
  ), activity AS (
    SELECT * FROM unnest(p_activity_ids, p_fields, p_verbs, p_old_values, p_new_values, p_comments, p_generic, p_mention)
      WITH ORDINALITY AS a(id, field, verb, old_value, new_value, issue_comment, generic, mention, n)
  ), written AS (
    INSERT INTO "notifications" ("workspace_id", "project_id", "receiver_id", "triggered_by_id", "entity_identifier",
      "issue_activity_id", "sender", "is_mentioned_notification", "title", "data", "created_at", "updated_at")
    SELECT issue."workspace_id", issue."project_id", r.receiver_id, p_actor, issue."id", a.id, r.sender,
      r.sender = 'mentioned', issue."name",
      jsonb_build_object(
        'issue', jsonb_build_object('id', issue."id", 'name', issue."name", 'identifier', issue."identifier",
          'sequence_id', issue."sequence_id", 'state_name', issue.state_name, 'state_group', issue.state_group),
        'issue_activity', jsonb_build_object('id', a.id, 'field', a.field, 'verb', a.verb, 'old_value', a.old_value,
          'new_value', a.new_value, 'issue_comment', a.issue_comment, 'actor', p_actor::text)), p_at, p_at
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
    RETURNING "id"
  )
  SELECT count(*) INTO v_count FROM announced;
  RETURN v_count;
END
$$;
--> statement-breakpoint
-- A change's fan-out runs after its commit (features/notifications/fanout-runner.ts): this claims the
-- records and writes their notifications (notify_issue_activity) in one statement, hence one transaction.
CREATE OR REPLACE FUNCTION "run_notification_fanouts"(
  p_ids uuid[], p_before timestamptz, p_limit integer, OUT told integer, OUT claimed integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_claimed "notification_fanouts"[];
  r "notification_fanouts";
BEGIN
  told := 0;
  claimed := 0;
  -- Claims the records (those named, or the oldest pending, written before p_before if given) by deleting
  -- them, skipping any that another transaction holds: that one does them. The deletion and the
  -- notifications commit together, so each record is done exactly once.
  IF p_ids IS NULL THEN
    WITH taken AS (
      DELETE FROM "notification_fanouts" f WHERE f."id" IN (
        SELECT q."id" FROM "notification_fanouts" q WHERE p_before IS NULL OR q."created_at" < p_before
        ORDER BY q."created_at", q."id" LIMIT p_limit FOR UPDATE SKIP LOCKED)
      RETURNING f.*
    ) SELECT array_agg(c ORDER BY c."created_at", c."id") INTO v_claimed FROM taken c;
  ELSE
    WITH taken AS (
      DELETE FROM "notification_fanouts" f WHERE f."id" IN (
        SELECT q."id" FROM "notification_fanouts" q WHERE q."id" = ANY(p_ids) FOR UPDATE SKIP LOCKED)
      RETURNING f.*
    ) SELECT array_agg(c ORDER BY c."created_at", c."id") INTO v_claimed FROM taken c;
  END IF;
  IF v_claimed IS NULL THEN
    RETURN;
  END IF;
  claimed := array_length(v_claimed, 1);
  FOREACH r IN ARRAY v_claimed LOOP
    told := told + "notify_issue_activity"(r."issue_id", r."actor_id", r."activity_ids", r."fields", r."verbs",
      r."old_values", r."new_values", r."comments", r."generic", r."mention", r."mentioned", r."created_at");
  END LOOP;
END
$$;
