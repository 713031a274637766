DROP INDEX "issues_live_order_idx";--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- issues.label_ids mirrors issue_labels: every statement that writes links (the API, bulk edits, label or
-- issue deletions cascading) rewrites the array of each issue it touched, in link order.
CREATE FUNCTION "issue_label_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
    WHERE i."id" IN (SELECT "issue_id" FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
    WHERE i."id" IN (SELECT "issue_id" FROM old_links);
  ELSE
    UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
    WHERE i."id" IN (SELECT "issue_id" FROM new_links UNION SELECT "issue_id" FROM old_links);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "issue_labels_sync_insert" AFTER INSERT ON "issue_labels" REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();--> statement-breakpoint
CREATE TRIGGER "issue_labels_sync_delete" AFTER DELETE ON "issue_labels" REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();--> statement-breakpoint
CREATE TRIGGER "issue_labels_sync_update" AFTER UPDATE ON "issue_labels" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "issue_label_ids_sync"();--> statement-breakpoint
UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
WHERE EXISTS (SELECT 1 FROM "issue_labels" l WHERE l."issue_id" = i."id");--> statement-breakpoint
CREATE INDEX "issues_live_order_idx" ON "issues" USING btree ("project_id","sort_order","created_at" DESC NULLS LAST,"id","estimate_point_id","label_ids") WHERE "issues"."deleted_at" is null and "issues"."archived_at" is null and not "issues"."is_draft";
