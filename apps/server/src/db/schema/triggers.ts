/**
 * The database's hand-made functions and triggers, declared beside the tables they serve. Drizzle's schema
 * cannot express them, so the migrations create them by hand; this file is where a reader finds them and
 * why they exist. `db/schema-triggers.test.ts` compares it with the live catalog (pg_proc, pg_trigger in
 * the app schema) and fails on a function or trigger declared here and missing there, present there and
 * not declared here, or whose body or definition differs. To change one: write a new migration (never
 * edit a shipped one) and update its declaration here in the same commit.
 *
 * Not exported from schema/index.ts: drizzle-kit reads that file for tables only.
 */

export type DeclaredFunction = {
  name: string;
  /** The statement that creates it as it is today (the last migration that replaced it). */
  sql: string;
  /** Migrations that created and replaced it. */
  migrations: string[];
  why: string;
};

export type DeclaredTrigger = {
  name: string;
  table: string;
  sql: string;
  migrations: string[];
  why: string;
};

export const functions: DeclaredFunction[] = [
  {
    name: "issue_label_ids_sync",
    migrations: ["0007_common_jean_grey", "0008_issue_label_ids_lock"],
    why: `Keeps issues.label_ids equal to the issue's issue_labels rows (in link order) whatever writes
      them: the API, bulk edits, cascades from deleting a label or an issue. The copy sits in the list
      index (issues_live_order_idx), so a board grouped by labels tests and counts each issue from the
      index instead of probing issue_labels per issue and label (features/issues/list/README.md). It
      locks the touched issues in id order before reading their links, so two transactions linking
      labels to one issue at once cannot write back a copy missing the other's link (0008).`,
    sql: `CREATE OR REPLACE FUNCTION "issue_label_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT "issue_id" FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT "issue_id" FROM old_links);
  ELSE
    touched := array(SELECT "issue_id" FROM new_links UNION SELECT "issue_id" FROM old_links);
  END IF;
  PERFORM 1 FROM "issues" WHERE "id" = ANY(touched) ORDER BY "id" FOR UPDATE;
  UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
  WHERE i."id" = ANY(touched);
  RETURN NULL;
END
$$;`,
  },
  {
    name: "notify_issue_activity",
    migrations: ["0012_notification_speed", "0017_events_announce_trigger", "0023_notification_fanouts"],
    why: `The notification fan-out of one change (run_notification_fanouts calls it after the change's
      commit, from the record the change wrote: features/notifications/fanout.ts): writes one notification per readable
      subscriber per activity and the live event of each (announced by the events_announce trigger), in
      one statement. A function so that statement is planned once per connection: planning it cost more
      than running it, and a change with 50 subscribers may gain no more than ~2 ms (bench/notifications.ts).`,
    sql: `CREATE OR REPLACE FUNCTION "notify_issue_activity"(
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
$$;`,
  },
  {
    name: "announce_events",
    migrations: ["0017_events_announce_trigger"],
    why: `Sends every new event row to the servers' live hubs (lib/events.ts EventHub) with NOTIFY, from
      the statement that writes it, so it is heard when (and only if) its transaction commits: one row
      inline (or by id when too big for NOTIFY's 8000 bytes), many (a notification fan-out) by id in
      chunks. In the database so that a writer pays no round trip of its own for it: a create writes its
      event while holding its project's counter (take_issue_number).`,
    sql: `CREATE OR REPLACE FUNCTION "announce_events"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;`,
  },
  {
    name: "take_issue_number",
    migrations: ["0016_issue_number_function"],
    why: `A new issue's number and place (features/issues/issues.repo.ts numberIssue): bumps the
      project's counter, whose row lock serialises the project's creates until commit, then reads the
      state's last place in a statement of its own, whose snapshot holds the issue the create before
      placed last. A function so both take one round trip: every round trip made holding the counter is
      time the project's other creates wait.`,
    sql: `CREATE OR REPLACE FUNCTION "take_issue_number"(
  p_project uuid, p_state uuid, p_issue uuid, p_sort_order double precision,
  p_step double precision, p_first double precision
) RETURNS TABLE ("sequence_id" integer, "sort_order" double precision) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_issue_sequences" AS s ("project_id", "last_sequence_id") VALUES (p_project, 1)
  ON CONFLICT ("project_id") DO UPDATE SET "last_sequence_id" = s."last_sequence_id" + 1
  RETURNING s."last_sequence_id" INTO "sequence_id";
  "sort_order" := p_sort_order;
  IF "sort_order" IS NULL THEN
    -- A statement of its own, run holding the counter: its snapshot holds the issue the create before placed last.
    -- Two forms, so that each reads the end of its state's range in issues_project_state_idx.
    IF p_state IS NULL THEN
      SELECT coalesce(max(i."sort_order") + p_step, p_first) INTO "sort_order" FROM "issues" i
      WHERE i."project_id" = p_project AND i."state_id" IS NULL AND i."deleted_at" IS NULL AND i."id" <> p_issue;
    ELSE
      SELECT coalesce(max(i."sort_order") + p_step, p_first) INTO "sort_order" FROM "issues" i
      WHERE i."project_id" = p_project AND i."state_id" = p_state AND i."deleted_at" IS NULL AND i."id" <> p_issue;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;`,
  },
  {
    name: "run_notification_fanouts",
    migrations: ["0023_notification_fanouts"],
    why: `Does the notification fan-outs that changes recorded (notification_fanouts) after their commit
      (features/notifications/fanout-runner.ts): claims the named records, or the oldest pending ones, by
      deleting them with SKIP LOCKED, and writes their notifications with notify_issue_activity in the
      same statement. The claim and the notifications commit together, so whichever process claims a
      record does it, once; a record another transaction holds is skipped, never waited for.`,
    sql: `CREATE OR REPLACE FUNCTION "run_notification_fanouts"(
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
$$;`,
  },
];

const labelSync = "issue_label_ids_sync: one run per statement (transition tables), not one per link row.";

export const triggers: DeclaredTrigger[] = [
  {
    name: "issue_labels_sync_insert",
    table: "issue_labels",
    migrations: ["0007_common_jean_grey"],
    why: `Links added: rewrite the label_ids of the issues they touch. ${labelSync}`,
    sql: `CREATE TRIGGER "issue_labels_sync_insert" AFTER INSERT ON "issue_labels" REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();`,
  },
  {
    name: "issue_labels_sync_delete",
    table: "issue_labels",
    migrations: ["0007_common_jean_grey"],
    why: `Links removed (by the API or by a cascade from a deleted label or issue). ${labelSync}`,
    sql: `CREATE TRIGGER "issue_labels_sync_delete" AFTER DELETE ON "issue_labels" REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();`,
  },
  {
    name: "issue_labels_sync_update",
    table: "issue_labels",
    migrations: ["0007_common_jean_grey"],
    why: `Links rewritten in place (an issue or label id changed): both the old and the new issues. ${labelSync}`,
    sql: `CREATE TRIGGER "issue_labels_sync_update" AFTER UPDATE ON "issue_labels" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();`,
  },
  {
    name: "events_announce",
    table: "events",
    migrations: ["0017_events_announce_trigger"],
    why: "Every statement writing events announces them (announce_events): one run per statement, not per row.",
    sql: `CREATE TRIGGER "events_announce" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "announce_events"();`,
  },
];
