CREATE OR REPLACE FUNCTION "announce_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_message text;
  r record;
BEGIN
  SELECT count(*) INTO v_count FROM new_events;
  IF v_count = 1 THEN
    -- The row as lib/events.ts toEvent gives it (created_at as JavaScript writes dates), or by id when
    -- too big for NOTIFY (payloads are capped at 8000 bytes; listeners load it).
    SELECT json_build_object('id', e."id", 'workspace_id', e."workspace_id", 'project_id', e."project_id",
      'entity_type', e."entity_type", 'entity_id', e."entity_id", 'action', e."action", 'actor_id', e."actor_id",
      'payload', e."payload", 'recipient_id', e."recipient_id",
      'created_at', to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
    INTO v_message FROM new_events e;
    IF octet_length(v_message) > 7500 THEN
      SELECT json_build_object('id', e."id", 'workspace_id', e."workspace_id", 'by_ref', true)::text INTO v_message FROM new_events e;
    END IF;
    PERFORM pg_notify('hangar_events', v_message);
  ELSIF v_count > 1 THEN
    -- Many at once (a notification fan-out): by id, 300 to a message, each workspace's in id order.
    FOR r IN
      SELECT e."workspace_id", array_agg(e."id" ORDER BY e."id") AS ids
      FROM (SELECT n."workspace_id", n."id", (row_number() OVER (PARTITION BY n."workspace_id" ORDER BY n."id") - 1) / 300 AS chunk
            FROM new_events n) e
      GROUP BY e."workspace_id", e.chunk
      ORDER BY min(e."id")
    LOOP
      PERFORM pg_notify('hangar_events', json_build_object('workspace_id', r."workspace_id", 'by_ref', true, 'ids', r.ids)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_announce" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "announce_events"();
--> statement-breakpoint
DROP FUNCTION "notify_issue_activity"(uuid, uuid, uuid[], text[], text[], text[], text[], text[], boolean[], boolean[], uuid[], text);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_issue_activity"(
  p_issue uuid, p_actor uuid,
  p_activity_ids uuid[], p_fields text[], p_verbs text[], p_old_values text[], p_new_values text[],
  p_comments text[], p_generic boolean[], p_mention boolean[],
  p_mentioned uuid[]
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
    RETURNING "id"
  )
  SELECT count(*) INTO v_count FROM announced;
  RETURN v_count;
END
$$;
