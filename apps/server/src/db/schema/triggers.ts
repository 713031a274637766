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
];
