DROP INDEX "notifications_inbox_idx";--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("receiver_id","workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"archived_at","snoozed_till","read_at","is_mentioned_notification","project_id","entity_identifier","page_id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("receiver_id","workspace_id","is_mentioned_notification","snoozed_till","project_id","entity_identifier","page_id") WHERE "notifications"."read_at" is null and "notifications"."archived_at" is null;--> statement-breakpoint
-- The inbox counts are index-only scans, which skip the heap only for pages the visibility map marks
-- all-visible. Marking read, snoozing and each fan-out clear those marks; vacuum this table after 2% of it
-- changed (the default waits for 20%) so the counts stay off the heap.
ALTER TABLE "notifications" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
